import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';

const require = createRequire(import.meta.url);
const { createTreeWithEmptyWorkspace } = require('@nx/devkit/testing');
const marketGenerator = require('./generator.cjs');
const { appDifferences, marketApps } = require('./checkApps.cjs');
const { CONFIG_FILE } = require('./marketConfig.cjs');
const { runInTreeProcess } = require('./treeProcess.cjs');

const WORKSPACE = join(import.meta.dirname, '../../../../..');

test("writes a market's app: its name, port and proxy matcher, every route of site-shell re-exported", async () => {
  const tree = createTreeWithEmptyWorkspace();
  await marketGenerator(tree, { name: 'spain', port: 3003 });
  assert.equal(
    tree.read('apps/site-spain/market.ts', 'utf-8'),
    "export const market = 'spain' as const;\n",
  );
  assert.deepEqual(JSON.parse(tree.read('apps/site-spain/package.json', 'utf-8')).clavis, {
    market: 'spain',
    port: 3003,
  });
  const project = JSON.parse(tree.read('apps/site-spain/project.json', 'utf-8'));
  assert.equal(project.name, 'site-spain');
  assert.equal(project.targets.start.command, 'node tools/scripts/serveApp.mjs spain');
  assert.equal(project.targets.resilience, undefined);
  assert.match(
    tree.read('apps/site-spain/src/proxy.ts', 'utf-8'),
    /^export const config = \{"matcher":\["\/\(\(\?!_next\/\|api\/.*productos/m,
  );
  assert.match(
    tree.read('apps/site-spain/src/app/api/forms/[formId]/route.ts', 'utf-8'),
    /@clavis\/site-shell\/api\/forms/,
  );
});

test('the main market runs check:resilience before its e2e', async () => {
  const tree = createTreeWithEmptyWorkspace();
  await marketGenerator(tree, { name: 'germany', port: 3000, resilience: true });
  const project = JSON.parse(tree.read('apps/site-germany/project.json', 'utf-8'));
  assert.ok(project.targets.e2e.dependsOn.includes('resilience'));
  assert.equal(project.targets.resilience.command, 'node tools/scripts/checkResilience.mjs --ci');
});

test("refuses a bad name, a port other than the market config's, an unconfigured market, and an app that exists unless told to write it again", async () => {
  const tree = createTreeWithEmptyWorkspace();
  await assert.rejects(marketGenerator(tree, { name: 'Austria', port: 3005 }), /not a market name/);
  await assert.rejects(
    marketGenerator(tree, { name: 'italy', port: 3003 }),
    /italy's port is 3002/,
  );
  await assert.rejects(
    marketGenerator(tree, { name: 'austria', port: 3005 }),
    /austria: no entry in .*marketConfigs\.ts \(give --locales/,
  );
  await marketGenerator(tree, { name: 'italy', port: 3002 });
  await assert.rejects(marketGenerator(tree, { name: 'italy', port: 3002 }), /already exists/);
  await marketGenerator(tree, { name: 'italy', port: 3002, overwrite: true });
});

test("the workspace's five apps are the generator's output, and a hand edit or an extra file is found", () => {
  assert.deepEqual(
    marketApps(WORKSPACE)
      .map(({ name }) => name)
      .sort(),
    ['france', 'germany', 'global', 'italy', 'spain'],
  );
  const copy = mkdtempSync(join(tmpdir(), 'clavis-apps-'));
  try {
    cpSync(join(WORKSPACE, 'apps/site-italy'), join(copy, 'apps/site-italy'), {
      recursive: true,
      filter: (path) => !/[\\/](\.next|data|node_modules)$/.test(path),
    });
    cpSync(join(WORKSPACE, '.gitignore'), join(copy, '.gitignore'));
    execFileSync('git', ['init', '-q'], { cwd: copy });
    const italy = marketApps(copy);
    assert.deepEqual(appDifferences(copy, italy), []);
    assert.deepEqual(appDifferences(copy, italy, { everyMarket: true }), [
      'apps/site-global: missing (libs/i18n-routing/src/marketConfigs.ts configures global)',
      'apps/site-spain: missing (libs/i18n-routing/src/marketConfigs.ts configures spain)',
      'apps/site-france: missing (libs/i18n-routing/src/marketConfigs.ts configures france)',
      'apps/site-germany: missing (libs/i18n-routing/src/marketConfigs.ts configures germany)',
    ]);
    writeFileSync(join(copy, 'apps/site-italy/src/app/robots.ts'), '// edited by hand\n', {
      flag: 'a',
    });
    writeFileSync(join(copy, 'apps/site-italy/src/app/extra.ts'), 'export {};\n');
    assert.deepEqual(appDifferences(copy, italy), [
      'apps/site-italy/src/app/robots.ts: differs from what the generator writes',
      'apps/site-italy/src/app/extra.ts: not written by the generator',
    ]);
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
});

/** A tree holding the workspace's market configs and their README, as `nx g` sees the workspace. */
function treeWithMarketConfigs() {
  const tree = createTreeWithEmptyWorkspace();
  for (const file of [CONFIG_FILE, 'libs/i18n-routing/README.md'])
    tree.write(file, readFileSync(join(WORKSPACE, file), 'utf8'));
  return tree;
}

test('a sixth market is the generator and its market config, nothing else: austria, de-AT, German unprefixed', async () => {
  const tree = treeWithMarketConfigs();
  await marketGenerator(tree, { name: 'austria', locales: 'de-AT', port: 3005 });

  const austriaEntry = [
    '  austria: {',
    "    website: 'austria',",
    "    i18nStrategy: 'prefix_except_default',",
    "    locales: ['de'],",
    "    defaultLocale: 'de',",
    "    languageTags: { de: 'de-AT' },",
    '    port: 3005,',
    '  },',
    '} as const satisfies',
  ].join('\n');
  assert.ok(tree.read(CONFIG_FILE, 'utf-8').includes(`\n${austriaEntry}`));
  assert.match(
    tree.read('libs/i18n-routing/README.md', 'utf-8'),
    /^\| germany \| .*\n\| austria \| prefix_except_default \| de \| de \| `\/` \|$/m,
  );
  assert.deepEqual(JSON.parse(tree.read('apps/site-austria/package.json', 'utf-8')).clavis, {
    market: 'austria',
    port: 3005,
  });
  assert.equal(
    tree.read('apps/site-austria/market.ts', 'utf-8'),
    "export const market = 'austria' as const;\n",
  );
  // The proxy matcher is site-shell's, from austria's route table: German paths unprefixed.
  assert.match(
    tree.read('apps/site-austria/src/proxy.ts', 'utf-8'),
    /^export const config = \{"matcher":\["\/\(\(\?!_next\/\|api\/.*produkte/m,
  );

  // Its route table, built by i18n-routing's router from the config the generator wrote.
  const table = runInTreeProcess(
    tree,
    `const { createRouter, languageTag, MARKETS } = await import('@clavis/i18n-routing');
     const router = createRouter('austria');
     const paths = JSON.parse(process.argv[1]);
     process.stdout.write(JSON.stringify({
       markets: MARKETS,
       languageTag: languageTag('austria', 'de'),
       home: router.localize('home', 'de'),
       product: router.localize('products-slug', 'de', { slug: 'futura' }),
       matches: Object.fromEntries(paths.map((path) => [path, router.match(path)])),
     }));`,
    [
      '/',
      '/produkte/futura',
      '/uber-uns/unsere-firma',
      '/de/produkte/futura',
      '/en/products/futura',
    ],
  );
  assert.deepEqual(table.markets, ['global', 'italy', 'spain', 'france', 'germany', 'austria']);
  assert.equal(table.languageTag, 'de-AT');
  assert.equal(table.home, '/');
  assert.equal(table.product, '/produkte/futura');
  assert.deepEqual(table.matches, {
    '/': { route: 'home', locale: 'de', params: {} },
    '/produkte/futura': { route: 'products-slug', locale: 'de', params: { slug: 'futura' } },
    '/uber-uns/unsere-firma': { route: 'about-us-our-company', locale: 'de', params: {} },
    // prefix_except_default: the default locale has no prefix, and austria has no English.
    '/de/produkte/futura': null,
    '/en/products/futura': null,
  });
});

test("a new market's config is checked: its locales, default locale, strategy and port", async () => {
  await assert.rejects(
    marketGenerator(treeWithMarketConfigs(), { name: 'austria', locales: 'de-AT', port: 3000 }),
    /port 3000 is another market's/,
  );
  await assert.rejects(
    marketGenerator(treeWithMarketConfigs(), { name: 'austria', locales: 'xx', port: 3005 }),
    /RoutingError: Market austria: "xx" is no locale of LOCALES/,
  );
  await assert.rejects(
    marketGenerator(treeWithMarketConfigs(), {
      name: 'austria',
      locales: 'de,en',
      defaultLocale: 'it',
      port: 3005,
    }),
    /RoutingError: Market austria: its default locale is not one of its locales/,
  );
  await assert.rejects(
    marketGenerator(treeWithMarketConfigs(), { name: 'austria', locales: 'German', port: 3005 }),
    /"German" is not a locale/,
  );
  await assert.rejects(
    marketGenerator(treeWithMarketConfigs(), {
      name: 'germany',
      locales: 'de',
      port: 3000,
      overwrite: true,
    }),
    /germany is already in .*marketConfigs\.ts/,
  );
});
