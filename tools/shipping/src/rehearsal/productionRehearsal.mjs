// A production rehearsal: germany built and run as an operator would (NODE_ENV=production, no
// CLAVIS_EMBEDDED), against stand-ins for Storyblok, its asset domain and the OIDC provider that
// share nothing with the development services (other host names, ports, token, client, audience,
// signing keys). Whatever the site names or calls must be one of those configured services.
// `nx run shipping:rehearsal`; the libraries must be built (next.config.ts loads site-shell's dist).
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { chromium } from '@playwright/test';
import { storyUrl } from '@clavis/cms-client';
import { matchPath } from '@clavis/i18n-routing';
// The workspace's one Chromium set-up (tools/playwright is shared configuration, not a project).
// eslint-disable-next-line @nx/enforce-module-boundaries
import { chromiumLaunchOptions } from '../../../playwright/preset.ts';
import { startProcess, waitForAnswer, workspaceRoot } from '../processes.mjs';
import { assembleStandalone } from '../standaloneFolder.mjs';
import * as rehearsal from './settings.mjs';

const { MARKET, SITE_URL, BROWSER_ORIGIN, IDP_ISSUER, ASSET_ORIGIN, CMS_ORIGIN, PUBLIC_TOKEN, PREVIEW_TOKEN, appRoot, DIST_DIR } = rehearsal;
const baseURL = `http://127.0.0.1:${rehearsal.SITE_PORT}`;
const cmsURL = `http://127.0.0.1:${rehearsal.CMS_PORT}`;
const tsx = join(workspaceRoot, 'node_modules/tsx/dist/cli.mjs');
const preload = { NODE_OPTIONS: `--import ${rehearsal.hostsPreload}` };

/**
 * What names a development service, its port or a loopback origin. The ports only after a host
 * (minified code is full of `timeout:3000`), the audience only as a host.
 */
const FORBIDDEN = [
  ['127.0.0.1', /127\.0\.0\.1/g],
  ['localhost', /localhost/gi],
  [':4100', /(?:\/\/|[\w\].-])[\w\].-]*:4100\b/g],
  [':4200', /(?:\/\/|[\w\].-])[\w\].-]*:4200\b/g],
  [':3000', /(?:\/\/|\b(?:localhost|\d+\.\d+\.\d+\.\d+))[\w\].-]*:3000\b/g],
  ['clavis-local-', /clavis-local-/g],
  ['api.clavis.example', /api\.clavis\.example/g],
];
/**
 * What only looks like a development name: the URL standard's rule that a `file:` URL's host
 * `localhost` is empty, in the URL polyfill (core-js) of the chunk Next.js loads with `noModule`.
 */
const NOT_A_SERVICE = [
  /"localhost"===(\w+)\.host&&\(\1\.host=""\)/g,
  // oidc-client-ts (UrlUtils.readParams) parses the provider's answer against a placeholder base.
  /new URL\(\w+,"http:\/\/127\.0\.0\.1"\)/g,
];
/** A Storyblok host the rehearsal did not configure: the site names a service of its own choosing. */
// Storyblok's asset hosts (a.storyblok.com, a-us...): the configured asset origin stands in for them.
// The visual editor's app.storyblok.com is a configured origin of draft mode, not an asset host.
const UNCONFIGURED = [['a Storyblok asset host', /\ba(?:-[a-z]{2})?\.storyblok(?:china)?\.(?:com|cn)/g]];

const secrets = { revalidate: randomBytes(24).toString('base64url'), draft: randomBytes(24).toString('base64url'), signing: randomBytes(32).toString('base64url') };
const servers = [];
const track = (server) => {
  servers.push(server);
  return server;
};
let folder;
let site;
let browser;

/** Another provider's keys: a fresh RSA signing key and cookie key, in the dev IdP's keys file shape. */
function providerKeysFile(directory) {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = { ...privateKey.export({ format: 'jwk' }), kid: `rehearsal-${randomBytes(6).toString('hex')}`, alg: 'RS256', use: 'sig' };
  const file = join(directory, 'provider-keys.json');
  writeFileSync(file, JSON.stringify({ keys: [jwk], cookieKeys: [randomBytes(32).toString('base64url')] }));
  return file;
}

function startContent(port, extra = {}) {
  const server = track(
    startProcess(process.execPath, [tsx, '--conditions=@clavis/source', 'tools/content-server/src/main.ts'], {
      env: { PORT: String(port), CONTENT_PUBLIC_TOKEN: PUBLIC_TOKEN, CONTENT_PREVIEW_TOKEN: PREVIEW_TOKEN, CONTENT_ASSET_ORIGIN: ASSET_ORIGIN, ...extra },
    }),
  );
  return waitForAnswer(`http://127.0.0.1:${port}/v2/cdn/spaces/me?token=${PUBLIC_TOKEN}`, { server });
}

/**
 * `next build` as the image's build runs it, into the rehearsal's own output folder. Next points
 * the app's tsconfig.json (and next-env.d.ts) at whichever folder it builds into: both are put back.
 * Not spawnSync: the stand-ins' output pipes are read by this process while the build runs.
 */
async function build() {
  const touched = ['tsconfig.json', 'next-env.d.ts'].map((name) => join(appRoot, name)).filter((file) => existsSync(file));
  const originals = touched.map((file) => [file, readFileSync(file, 'utf8')]);
  const started = Date.now();
  try {
    rmSync(join(appRoot, DIST_DIR), { recursive: true, force: true });
    const child = spawn(process.execPath, [join(workspaceRoot, 'node_modules/next/dist/bin/next'), 'build'], {
      cwd: appRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...withoutDevelopmentSettings(process.env), ...rehearsal.buildEnvironment(), REHEARSAL_CONNECTIONS_FILE: join(folder, 'build-connections.txt') },
    });
    let output = '';
    const keep = (chunk) => {
      output = (output + chunk).slice(-8000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    const killer = setTimeout(() => child.kill('SIGKILL'), 15 * 60_000);
    const [code, signal] = await once(child, 'exit');
    clearTimeout(killer);
    assert.equal(code, 0, `next build failed (${code ?? signal}):\n${output.slice(-4000)}`);
  } finally {
    for (const [file, text] of originals) writeFileSync(file, text);
  }
  return Date.now() - started;
}

/** The environment without what would point the build or server at the development services. */
function withoutDevelopmentSettings(env) {
  const kept = { ...env };
  for (const name of Object.keys(kept)) {
    if (/^(STORYBLOK_|CMS_|OIDC_|ALGOLIA_|SITE_URL$|CLAVIS_|REDIS_URL$|CACHE_REDIS_URL$|FORMS_WEBHOOK|REVALIDATE_SECRET$|DRAFT_SECRET$|EXTRANET_|PORT$|HOSTNAME$|NODE_OPTIONS$)/.test(name)) delete kept[name];
  }
  return kept;
}

function startSite(serverDir, env = {}) {
  const connections = join(folder, 'server-connections.txt');
  return startProcess(process.execPath, ['server.js'], { cwd: serverDir, env: { ...rehearsal.serverEnvironment(secrets), DATA_DIR: join(folder, 'data'), REHEARSAL_CONNECTIONS_FILE: connections, ...env } });
}

before(async () => {
  folder = mkdtempSync(join(tmpdir(), 'clavis-rehearsal-'));
  // Leftovers of the parent's environment (a developer's shell, CI) must not reach the servers.
  for (const name of Object.keys(process.env)) if (withoutDevelopmentSettings({ [name]: '' })[name] === undefined) delete process.env[name];
  await Promise.all([
    startContent(rehearsal.CMS_PORT),
    // The asset domain: the same space's files on a host of their own.
    startContent(rehearsal.ASSET_PORT),
    (async () => {
      const server = track(
        startProcess(process.execPath, [tsx, '--conditions=@clavis/source', 'tools/dev-idp/src/main.ts'], {
          env: { ...preload, DEV_IDP_ISSUER: IDP_ISSUER, DEV_IDP_CLIENT_ID: rehearsal.CLIENT_ID, DEV_IDP_AUDIENCE: rehearsal.AUDIENCE, DEV_IDP_KEYS_FILE: providerKeysFile(folder), DEV_IDP_SITE_ORIGINS: BROWSER_ORIGIN },
        }),
      );
      await waitForAnswer(`http://127.0.0.1:${rehearsal.IDP_PORT}/.well-known/openid-configuration`, { server });
    })(),
  ]);
  // REHEARSAL_BUILD=keep keeps the build (211 MB) after the run, =reuse serves the kept one again
  // (iterating on the checks by hand); unset, the build is removed once the run ends.
  if (process.env['REHEARSAL_BUILD'] === 'reuse' && existsSync(join(appRoot, DIST_DIR, 'standalone'))) console.log('rehearsal: reusing the last build');
  else console.log(`rehearsal: next build took ${((await build()) / 1000).toFixed(0)} s`);
  const serverDir = assembleStandalone(MARKET, join(folder, 'server'), { link: true, distDir: DIST_DIR });
  site = track(startSite(serverDir));
  site.serverDir = serverDir;
  const started = Date.now();
  await waitForAnswer(`${baseURL}/healthz`, { server: site, timeoutMs: 120_000 });
  console.log(`rehearsal: the production server answered ${Date.now() - started} ms after its start`);
});

after(async () => {
  await browser?.close();
  await Promise.all(servers.map((server) => server.stop()));
  if (folder) rmSync(folder, { recursive: true, force: true });
  if (!['keep', 'reuse'].includes(process.env['REHEARSAL_BUILD'] ?? '')) rmSync(join(appRoot, DIST_DIR), { recursive: true, force: true });
});

/** The site's public URL of a page as this test reaches it. */
const local = (url) => {
  assert.ok(url === SITE_URL || url.startsWith(`${SITE_URL}/`), `${url} is not on SITE_URL ${SITE_URL}`);
  return `${baseURL}${url.slice(SITE_URL.length) || '/'}`;
};

async function sitemapUrls() {
  const urls = [];
  const queue = ['/sitemap.xml'];
  while (queue.length > 0) {
    const xml = await (await fetch(`${baseURL}${queue.shift()}`)).text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc.replaceAll('&amp;', '&'));
    if (xml.includes('<sitemapindex')) queue.push(...locs.map((loc) => new URL(local(loc)).pathname));
    else urls.push(...locs);
  }
  return urls;
}

/** Up to `count` pages, taken in turn from each route kind of the sitemap, so every kind is in. */
function sample(urls, count) {
  const kinds = new Map();
  for (const url of urls) {
    const kind = matchPath({ market: MARKET, pathname: new URL(url).pathname })?.route ?? 'unmatched';
    kinds.set(kind, [...(kinds.get(kind) ?? []), url]);
  }
  const picked = [];
  for (let round = 0; picked.length < count && [...kinds.values()].some((list) => list.length > round); round += 1) {
    for (const list of kinds.values()) if (list[round] && picked.length < count) picked.push(list[round]);
  }
  return { picked, kinds: [...kinds.keys()] };
}

/** Each forbidden name found in `text` (its first occurrence), with a little of what surrounds it. */
function offences(where, raw, patterns) {
  const text = NOT_A_SERVICE.reduce((result, pattern) => result.replace(pattern, ''), raw);
  const found = [];
  for (const [name, pattern] of patterns) {
    for (const match of text.matchAll(pattern)) {
      found.push({ where, what: `${name} in «${text.slice(Math.max(0, match.index - 60), match.index + match[0].length + 40).replace(/\s+/g, ' ')}»` });
      break;
    }
  }
  return found;
}

/**
 * Every file the server hands out as it is (`/_next/static/`, `public/`), read from its folder: the
 * chunks a page loads only later (the login's, the extranet's) are in no page the crawl reads.
 */
function servedFiles(serverDir) {
  const files = [];
  const walk = (directory, prefix) => {
    if (!existsSync(directory)) return;
    for (const entry of readdirSync(directory, { withFileTypes: true })) {
      const path = join(directory, entry.name);
      if (entry.isDirectory()) walk(path, `${prefix}${entry.name}/`);
      else files.push({ where: `${prefix}${entry.name}`, headers: new Headers(), body: readFileSync(path, 'latin1') });
    }
  };
  walk(join(serverDir, DIST_DIR, 'static'), '/_next/static/');
  walk(join(serverDir, 'public'), '/');
  return files;
}

/** The offences of every answer read, one line per distinct finding with how many answers carry it. */
function findings(patterns) {
  const byWhat = new Map();
  for (const { where, headers, body } of [...crawled, ...servedFiles(site.serverDir)]) {
    for (const { where: place, what } of [...offences(`${where} (headers)`, headerText({ headers }), patterns), ...offences(where, body, patterns)]) {
      byWhat.set(what, [...(byWhat.get(what) ?? []), place]);
    }
  }
  return [...byWhat].map(([what, places]) => `${what}: ${places.length} answers (${places.slice(0, 3).join(', ')}${places.length > 3 ? ', ...' : ''})`);
}

const headerText = (response) => [...response.headers].map(([name, value]) => `${name}: ${value}`).join('\n');

/** Every answer the crawl read, kept for the checks below: where, status, headers, body. */
const crawled = [];
async function read(path, init) {
  const response = await fetch(`${baseURL}${path}`, { redirect: 'manual', ...init });
  const entry = { where: `${path}${init?.headers?.RSC ? ' (RSC)' : ''}`, status: response.status, headers: response.headers, body: await response.text() };
  crawled.push(entry);
  return entry;
}

test('no byte the production server serves names a development service, a loopback origin or an unconfigured one', { timeout: 600_000 }, async (t) => {
  const urls = await sitemapUrls();
  assert.ok(urls.length >= 30, `the sitemap lists ${urls.length} URLs`);
  const { picked, kinds } = sample(urls, 40);
  console.log(`rehearsal: ${urls.length} sitemap URLs of ${kinds.length} kinds (${kinds.join(', ')}); reading ${picked.length}`);
  await read('/robots.txt');
  await read('/sitemap.xml');
  const chunks = new Set();
  for (const url of picked) {
    const path = new URL(local(url)).pathname;
    const page = await read(path);
    assert.equal(page.status, 200, `${path} answered ${page.status}`);
    // Next.js sends a request without its cache-busting `_rsc` parameter to the URL with it.
    const payload = await read(path, { headers: { RSC: '1' }, redirect: 'follow' });
    assert.equal(payload.headers.get('content-type')?.split(';')[0], 'text/x-component', `${path}: no RSC payload (${payload.status})`);
    for (const [, src] of page.body.matchAll(/(?:src|href)="(\/_next\/static\/[^"?]+\.(?:js|css))(?:\?[^"]*)?"/g)) chunks.add(src);
    for (const [, src] of page.body.matchAll(/"(\/_next\/static\/chunks\/[^"\\]+\.js)"/g)) chunks.add(src);
  }
  for (const chunk of chunks) {
    const answer = await read(chunk);
    assert.equal(answer.status, 200, `${chunk} answered ${answer.status}`);
  }
  console.log(`rehearsal: read ${crawled.length} answers (${picked.length} pages, their RSC payloads, ${chunks.size} chunks and stylesheets, robots.txt, sitemap.xml) and the ${servedFiles(site.serverDir).length} static files`);

  const found = findings(FORBIDDEN);
  const unconfigured = findings(UNCONFIGURED);
  await t.test('no development service, port or loopback origin', () => {
    assert.deepEqual(found, [], `development names served:\n${found.join('\n')}`);
  });
  await t.test('the asset origin the content names is the one the site allows and preconnects to, not a.storyblok.com', () => {
    assert.deepEqual(unconfigured, [], `unconfigured services named:\n${unconfigured.join('\n')}`);
  });
});

test('canonical and hreflang links use SITE_URL, and every answer of the site sends HSTS', async () => {
  const pages = crawled.filter(({ where, headers }) => !where.endsWith('(RSC)') && headers.get('content-type')?.startsWith('text/html'));
  assert.ok(pages.length >= 30, `${pages.length} HTML pages read`);
  for (const { where, body } of pages) {
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(body)?.[1];
    assert.ok(canonical, `${where} has no canonical link`);
    assert.ok(canonical.startsWith(SITE_URL), `${where}: canonical ${canonical}`);
    for (const [, , href] of body.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/gi)) assert.ok(href.startsWith(SITE_URL), `${where}: hreflang ${href}`);
  }
  const sitemap = crawled.find(({ where }) => where === '/sitemap.xml').body;
  for (const [, loc] of sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)) assert.ok(loc.startsWith(SITE_URL), `sitemap: ${loc}`);
  assert.match(crawled.find(({ where }) => where === '/robots.txt').body, new RegExp(`Sitemap: ${SITE_URL}/sitemap.xml`));
  const withoutHsts = crawled.filter(({ headers }) => !/max-age=\d{7,}/.test(headers.get('strict-transport-security') ?? '')).map(({ where }) => where);
  assert.deepEqual(withoutHsts, [], 'answers without Strict-Transport-Security');
});

/** A catalogue of the extranet, from the rehearsal's CMS, with the URL the site shows it at. */
async function catalogue() {
  const answer = await fetch(`${cmsURL}/v2/cdn/stories?starts_with=de/extranet/&per_page=100&token=${PUBLIC_TOKEN}`);
  const { stories } = await answer.json();
  const story = stories.find((candidate) => candidate.content.component === 'catalogue');
  assert.ok(story, 'no catalogue story');
  return { url: storyUrl({ market: MARKET, fullSlug: story.full_slug }), title: String(story.content.title ?? story.name) };
}

test('a partner logs in through the configured provider in Chromium and reads a catalogue', { timeout: 240_000 }, async (t) => {
  // The site's public name resolves to the server; as on https, its pages are a secure context
  // (PKCE needs Web Crypto) and so is the provider.
  const secure = [BROWSER_ORIGIN, new URL(IDP_ISSUER).origin].join(',');
  const args = [...chromiumLaunchOptions.args, '--host-resolver-rules=MAP *.clavis-rehearsal.example 127.0.0.1', `--unsafely-treat-insecure-origin-as-secure=${secure}`];
  browser = await chromium.launch({ ...chromiumLaunchOptions, args });
  const context = await browser.newContext({ baseURL: BROWSER_ORIGIN, acceptDownloads: true });
  const page = await context.newPage();
  const origins = new Set();
  const refused = [];
  page.on('request', (request) => origins.add(new URL(request.url()).origin));
  const printed = [];
  page.on('console', (message) => {
    printed.push(`${message.type()}: ${message.text()}`);
    if (/Content Security Policy|Refused to/i.test(message.text())) refused.push(message.text());
  });
  page.on('requestfailed', (request) => printed.push(`failed: ${request.method()} ${request.url()} ${request.failure()?.errorText}`));
  page.on('response', (response) => {
    if (response.status() >= 400 || process.env['REHEARSAL_VERBOSE']) printed.push(`${response.status()}: ${response.request().method()} ${response.url()}`);
  });
  t.after(() => {
    if (!page.isClosed()) console.log(`rehearsal: the browser saw (last at ${page.url()}):\n${printed.join('\n')}`);
  });
  const { url, title } = await catalogue();
  await page.goto(url);
  await page.waitForURL((address) => address.href.startsWith(`${IDP_ISSUER}/interaction/`), { timeout: 60_000 });
  await page.getByLabel('E-mail').fill('partner@clavis.example');
  await page.getByLabel('Password').fill('partner-demo-1');
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL((address) => address.origin === BROWSER_ORIGIN && address.pathname === url, { timeout: 60_000 });
  await page.getByRole('banner').getByText('Paula Partner').first().waitFor({ timeout: 60_000 }).catch(async (error) => {
    throw new Error(`${error.message}\nthe page shows: ${(await page.locator('body').innerText()).slice(0, 1500)}`);
  });
  await page.getByRole('main').getByRole('heading', { level: 1 }).filter({ hasText: title }).waitFor({ timeout: 60_000 });
  console.log(`rehearsal: partner@clavis.example signed in at ${IDP_ISSUER} and reads ${url} («${title}»)`);

  await t.test('its PDF downloads through a signed link of the site, fetched from the asset origin', async () => {
    const link = page.getByRole('main').locator('a[download]').first();
    await link.waitFor({ timeout: 20_000 });
    const [download] = await Promise.all([page.waitForEvent('download', { timeout: 30_000 }), link.click()]);
    const file = join(folder, 'catalogue.pdf');
    await download.saveAs(file);
    assert.equal(readFileSync(file).subarray(0, 5).toString('latin1'), '%PDF-');
  });

  await t.test('a public page shows its CMS pictures from the asset origin, which its Content-Security-Policy allows', async () => {
    await page.goto('/');
    await page.waitForLoadState('load');
    const pictures = await page.locator(`img[src^="${ASSET_ORIGIN}"], img[srcset*="${ASSET_ORIGIN}"]`).count();
    assert.ok(pictures > 0, `the home page shows no picture from ${ASSET_ORIGIN}`);
    assert.deepEqual([...new Set(refused.map((text) => text.replace(/'[^']*'/, "'…'")))], [], 'the browser refused what the page loads');
  });

  const allowed = new Set([BROWSER_ORIGIN, new URL(IDP_ISSUER).origin, ASSET_ORIGIN]);
  assert.deepEqual([...origins].filter((origin) => !allowed.has(origin) && !origin.startsWith('data:') && origin !== 'null'), [], 'the browser was sent to other services');
  assert.ok(!origins.has(CMS_ORIGIN), 'the browser called the CMS API itself');
});

/** The origins a process preloaded with rehearsalHosts.mjs connected to. */
const connected = (name) => (existsSync(join(folder, name)) ? readFileSync(join(folder, name), 'utf8').split('\n').filter(Boolean) : []);

test('the build and the server connected to the configured services only', async () => {
  const configured = new Set([CMS_ORIGIN, ASSET_ORIGIN, IDP_ISSUER]);
  const server = connected('server-connections.txt');
  const build = connected('build-connections.txt');
  console.log(`rehearsal: the server connected to ${server.join(', ')}${build.length ? `; the build to ${build.join(', ')}` : ''}`);
  assert.ok(server.includes(CMS_ORIGIN) && server.includes(IDP_ISSUER), 'the server called neither the CMS nor the provider: the record is broken');
  const other = [...server, ...build].filter((origin) => !configured.has(origin));
  assert.deepEqual(other, [], 'connections to services no setting names (a.storyblok.com among them: the asset origin not followed)');
});

test('a production start with a SITE_URL other than the build carries exits 1 within 5 s with one refusal line', async () => {
  const started = Date.now();
  const refused = track(startSite(site.serverDir, { SITE_URL: 'https://other.clavis-rehearsal.example', PORT: String(rehearsal.SITE_PORT + 1) }));
  const code = await new Promise((resolve) => refused.child.once('exit', (exitCode) => resolve(exitCode)));
  const elapsed = Date.now() - started;
  const lines = refused.stderr().split('\n').filter((line) => line.includes('Refusing to start'));
  console.log(`rehearsal: exit ${code} after ${elapsed} ms: ${lines.join(' | ')}`);
  assert.equal(code, 1);
  assert.ok(elapsed < 5_000, `took ${elapsed} ms`);
  assert.equal(lines.length, 1, refused.stderr());
  assert.match(lines[0], /SITE_URL differs/);
});
