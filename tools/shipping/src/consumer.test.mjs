// Another team's app (issue #28 part 2): the packed libraries installed into a throw-away Vite +
// React app outside the workspace (no `@clavis/source` condition, no path mapping), rendering
// design-system components and a block of a fixture story through BlockRenderer with the theme,
// built and opened in Chromium. The same job versions the packages with changesets and dry-runs
// their publication.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { after, before, test } from 'node:test';
import { chromium } from '@playwright/test';
// The workspace's one Chromium set-up (tools/playwright is shared configuration, not a project).
// eslint-disable-next-line @nx/enforce-module-boundaries
import { chromiumLaunchOptions } from '../../playwright/preset.ts';
import { workspaceRoot } from './processes.mjs';

const PREVIEW_PORT = 12200;
const rootPackage = JSON.parse(readFileSync(join(workspaceRoot, 'package.json'), 'utf8'));
const versionOf = (name) => rootPackage.dependencies[name] ?? rootPackage.devDependencies[name];

/** Every library the workspace publishes: each `libs/*` package that is not private. */
const libraries = readdirSync(join(workspaceRoot, 'libs'))
  .map((name) => join(workspaceRoot, 'libs', name))
  .filter((dir) => existsSync(join(dir, 'package.json')))
  .map((dir) => ({ dir, pkg: JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) }))
  .filter(({ pkg }) => !pkg.private);

const npm = (args, cwd) => execFileSync('npm', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
/** `args` for every library in one npm run from the workspace root (npm's start-up is most of a run's time). */
const npmEveryLibrary = (args) => npm([...args, ...libraries.flatMap(({ dir }) => ['--workspace', dir])], workspaceRoot);

/** The first blok of `component` in the committed fixture content. */
function fixtureBlok(component) {
  const stories = join(workspaceRoot, 'tools/content-server/content/stories');
  const find = (value) => {
    if (Array.isArray(value)) return value.map(find).find(Boolean);
    if (value && typeof value === 'object') return value.component === component ? value : Object.values(value).map(find).find(Boolean);
    return undefined;
  };
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      const found = entry.isDirectory() ? walk(path) : entry.name.endsWith('.json') ? find(JSON.parse(readFileSync(path, 'utf8'))) : undefined;
      if (found) return found;
    }
    return undefined;
  };
  const blok = walk(join(stories, 'de'));
  assert.ok(blok, `no ${component} blok in the fixture content`);
  return blok;
}

const APP_SOURCE = `import { createIntl, createIntlCache } from '@formatjs/intl';
import { createRoot } from 'react-dom/client';
import { Button, Heading, ThemeProvider } from '@clavis/design-system';
import { brandTheme } from '@clavis/design-system/themes/brand';
import { BlockRenderer, pageRegistry } from '@clavis/blocks';
import { EAGER_MESSAGES } from '@clavis/i18n-routing/messages';
import blok from './blok.json';

const context = {
  market: 'germany',
  locale: 'de',
  draft: false,
  data: {},
  assets: { baseUrl: '', imageService: false },
  intl: createIntl({ locale: 'de', messages: EAGER_MESSAGES.de, defaultLocale: 'en' }, createIntlCache()),
  report: (problem) => console.error('block problem: ' + JSON.stringify(problem)),
};

createRoot(document.getElementById('root')).render(
  <ThemeProvider theme={brandTheme}>
    <Heading level={1}>Consumer app</Heading>
    <Button data-testid="button">Anfrage senden</Button>
    <BlockRenderer blocks={[blok]} registry={pageRegistry()} context={context} />
  </ThemeProvider>,
);
`;

let work;
let app;
before(() => {
  work = mkdtempSync(join(tmpdir(), 'clavis-consumer-'));
  app = join(work, 'app');
  mkdirSync(join(app, 'src'), { recursive: true });
});
after(() => rmSync(work, { recursive: true, force: true }));

test('the packed libraries install, build and render with their styles in a Vite + React app', async (t) => {
  const tarballs = join(work, 'tarballs');
  mkdirSync(tarballs);
  const dependencies = {};
  const packed = new Map(JSON.parse(npmEveryLibrary(['pack', '--json', '--pack-destination', tarballs])).map(({ name, filename }) => [name, filename]));
  for (const { pkg } of libraries) {
    assert.ok(packed.has(pkg.name), `${pkg.name} was not packed`);
    dependencies[pkg.name] = `file:${join(tarballs, packed.get(pkg.name))}`;
  }
  for (const name of ['react', 'react-dom', '@formatjs/intl']) dependencies[name] = versionOf(name) ?? JSON.parse(readFileSync(join(workspaceRoot, 'node_modules', name, 'package.json'), 'utf8')).version;
  writeFileSync(join(app, 'package.json'), JSON.stringify({
    name: 'clavis-consumer', private: true, type: 'module', dependencies,
    devDependencies: { vite: versionOf('vite') },
    // The libraries depend on each other at their own versions: the packed ones, not the registry's.
    overrides: Object.fromEntries(libraries.map(({ pkg }) => [pkg.name, dependencies[pkg.name]])),
  }, null, 2));
  writeFileSync(join(app, 'index.html'), '<!doctype html><html lang="de"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>Consumer</title></head><body><div id="root"></div><script type="module" src="/src/main.jsx"></script></body></html>');
  writeFileSync(join(app, 'src/main.jsx'), APP_SOURCE);
  writeFileSync(join(app, 'src/blok.json'), JSON.stringify(fixtureBlok('accordion')));

  // site-shell's peer `next` is not needed to render blocks: peers are the app's to choose.
  npm(['install', '--no-audit', '--no-fund', '--prefer-offline', '--legacy-peer-deps'], app);
  assert.ok(!existsSync(join(app, 'node_modules/@clavis/blocks/src')), 'the package ships its sources');
  execFileSync(join(app, 'node_modules/.bin/vite'), ['build', '--logLevel', 'error'], { cwd: app, stdio: 'inherit' });

  const assets = join(app, 'dist/assets');
  const scripts = readdirSync(assets).filter((file) => file.endsWith('.js'));
  const bytes = scripts.reduce((sum, file) => sum + readFileSync(join(assets, file)).length, 0);
  const gzipped = scripts.reduce((sum, file) => sum + gzipSync(readFileSync(join(assets, file))).length, 0);
  console.log(`consumer app JavaScript (theme, two components, one block through the registry): ${(bytes / 1024).toFixed(1)} KB, ${(gzipped / 1024).toFixed(1)} KB gzipped`);
  t.diagnostic(`JavaScript: ${bytes} bytes, ${gzipped} gzipped`);

  const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
  const server = createServer((request, response) => {
    const path = join(app, 'dist', request.url === '/' ? 'index.html' : decodeURIComponent(request.url.split('?')[0]));
    if (!path.startsWith(join(app, 'dist')) || !existsSync(path)) return response.writeHead(404).end();
    response.writeHead(200, { 'content-type': types[extname(path)] ?? 'application/octet-stream' }).end(readFileSync(path));
  });
  await new Promise((resolve) => server.listen(PREVIEW_PORT, '127.0.0.1', resolve));
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const page = await browser.newPage();
    const errors = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`http://127.0.0.1:${PREVIEW_PORT}/`);
    await page.getByRole('heading', { name: 'Consumer app' }).waitFor();
    const blok = fixtureBlok('accordion');
    await page.getByText(blok.items[0].title).first().waitFor();
    // The theme's and the components' styles arrived: the button is not the browser's default.
    const button = await page.getByTestId('button').evaluate((element) => {
      const style = getComputedStyle(element);
      return { background: style.backgroundColor, radius: style.borderTopLeftRadius, font: style.fontFamily };
    });
    assert.notEqual(button.background, 'rgb(239, 239, 239)');
    assert.notEqual(button.background, 'rgba(0, 0, 0, 0)');
    assert.ok((await page.evaluate(() => document.styleSheets.length)) > 0, 'no stylesheet loaded');
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
    server.close();
  }
});

test('changesets versions the libraries and each packs for publication', () => {
  // A copy of the workspace's manifests and changesets, so versioning leaves the checkout alone.
  const copy = join(work, 'versioning');
  mkdirSync(copy);
  cpSync(join(workspaceRoot, '.changeset'), join(copy, '.changeset'), { recursive: true });
  writeFileSync(join(copy, 'package.json'), JSON.stringify({ ...rootPackage, workspaces: ['libs/*'] }, null, 2));
  for (const { dir } of libraries) {
    const target = join(copy, 'libs', dir.split('/').pop());
    mkdirSync(target, { recursive: true });
    cpSync(join(dir, 'package.json'), join(target, 'package.json'));
  }
  const first = libraries[0].pkg;
  writeFileSync(join(copy, '.changeset/shipping-check.md'), `---\n'${first.name}': patch\n---\n\nConsumer check.\n`);
  execFileSync(join(workspaceRoot, 'node_modules/.bin/changeset'), ['version'], { cwd: copy, stdio: 'inherit' });
  const bumped = JSON.parse(readFileSync(join(copy, 'libs', libraries[0].dir.split('/').pop(), 'package.json'), 'utf8'));
  assert.notEqual(bumped.version, first.version);

  const reports = JSON.parse(npmEveryLibrary(['publish', '--dry-run', '--json', '--ignore-scripts', '--tag', 'check']));
  for (const { pkg } of libraries) assert.equal(reports[pkg.name]?.name, pkg.name, `no publication report for ${pkg.name}`);
});
