#!/usr/bin/env node
// `npm run bench:web`: the performance budget of issue #9, measured. Builds the germany app, serves
// it with `next start`, and prints one table: per page the gzipped JavaScript it loads, Lighthouse
// (mobile) scores and LCP/TBT/CLS; then requests per second and p99 latency for a prebuilt page,
// the same HTML as a static file from `public/` on the same server, and nginx serving that file
// when nginx is installed. An empty App Router page of the same Next.js version is built alongside
// and its JavaScript printed as the framework floor; the same empty page with the home page's hero
// image gets a Lighthouse row of its own, the LCP the framework alone reaches with that image (and
// one more served with the site's security headers, to read the table by: the goal stays the plain
// floor), and the empty page and its HTML as a file get the same load runs, the framework's own
// ratio. Four extranet pages and the public home page are measured signed in as bu-italia@ (a
// browser profile kept between runs, through the embedded identity provider), and every row is
// printed beside the floor's score of the run. The floor with the hero is measured in that kept profile too, loaded
// once before as the signed-in pages were: a row of its own, the same conditions as theirs.
//
// "code caches" is the main thread's time, in the median run's trace, on scripts V8 read from a
// code cache: 0 in a fresh profile; in the kept one, what Lighthouse's own debugger costs
// (`codeCacheReads` in chromeTrace.mjs: with DevTools attached V8 makes source positions for every
// function a cache holds, where a partner's browser takes a few milliseconds in all). Lighthouse
// counts it four times over in TBT. The site's chunks carry V8's compile hint (next-tuning), so
// their caches hold every function; `CLAVIS_TUNING_COMPILE_HINTS=off npm run bench:web` measures
// the build without it (first visits then compile on the main thread as they hydrate).
//
// Options (environment): BENCH_SKIP_BUILD=1 reuses the current build; BENCH_PORT the app's port
// (default 3190; the floor app and nginx take the next two); BENCH_DURATION seconds per
// load run (default 10), each after BENCH_WARMUP unrecorded seconds (default 3); BENCH_CONNECTIONS
// (default 50); the signed-in rows use BENCH_PORT + 3 for Chromium's debugging port; BENCH_LIGHTHOUSE_RUNS Lighthouse runs per page, of which the median run is
// printed (default 5, as Lighthouse advises for lab variance); BENCH_LOAD_ROUNDS rounds of the
// prebuilt page and the static file, run in turn, of which the medians are printed (default 3);
// BENCH_ONLY=extranet measures the floor and the signed-in rows only (no public rows, no load runs),
// for iterating on the extranet's pages; BENCH_REPORT_DIR keeps each page's median Lighthouse report
// there as JSON (its long tasks, bootup time and main-thread work by kind), with that run's trace
// beside it (`….trace.json`, for chrome://tracing or a script: which task, which layout, which request).
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { chromium } from '@playwright/test';
import { codeCacheReads } from './chromeTrace.mjs';
import { CHROME_FLAGS, CHROMIUM_PATH as CHROMIUM } from './chromium.mjs';
import { nextStartCommand } from './nextStart.mjs';
import { BU_ITALIA, submitProviderLogin } from './partnerLogin.mjs';
import { workspaceRoot } from './workspace.mjs';

// BENCH_PORT moves the three ports (app, floor, nginx), so two checkouts can measure side by side.
const APP_PORT = Number(process.env.BENCH_PORT ?? 3190);
const FLOOR_PORT = APP_PORT + 1;
const NGINX_PORT = APP_PORT + 2;
const CONTENT_PORT = 4100;
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 3);
const STATIC_FILE = 'bench-static.html';
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
const LOAD_ROUNDS = Number(process.env.BENCH_LOAD_ROUNDS ?? 3);
const ONLY = process.env.BENCH_ONLY;
const REPORT_DIR = process.env.BENCH_REPORT_DIR;
if (ONLY !== undefined && ONLY !== 'extranet') throw new Error(`BENCH_ONLY=${ONLY}: only 'extranet' is known`);

/**
 * The extranet pages a partner opens most, measured signed in as bu-italia@ (every area open to
 * them) in a browser profile kept between runs, as a partner's browser keeps the provider's session;
 * and the public home page as the same partner meets it (the login client, its silent check and
 * the partner's menu run on public pages too).
 */
const SIGNED_IN_PAGES = [
  ['extranet home', '/extranet'],
  ['catalogue folder', '/extranet/kataloge/price-lists'],
  ['gallery category', '/extranet/fotogalerie/plant'],
  ['product category', '/extranet/produkte/keys'],
  ['home', '/'],
];
const PARTNER = BU_ITALIA;
const IDP = 'http://127.0.0.1:4200';
const DEBUGGING_PORT = APP_PORT + 3;

/** The pages of the budget, on the germany site (de, unprefixed): the four public pages and search with a query. */
const PAGES = [
  ['home', '/'],
  ['category', '/kategorien/autoschluessel'],
  ['product detail', '/produkte/futura'],
  ['news list', '/veranstaltungen-und-nachrichten/nachrichten-uber-uns'],
  ['search', '/suchen?q=schluessel'],
];

const env = { CLAVIS_EMBEDDED: '1', ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false', NEXT_TELEMETRY_DISABLED: '1' };
const nextBin = join(workspaceRoot, 'node_modules/next/dist/bin/next');
const appRoot = join(workspaceRoot, 'apps/site-germany');
const cleanups = [];

function log(message) {
  process.stderr.write(`bench:web: ${message}\n`);
}

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: workspaceRoot, stdio: ['ignore', 'inherit', 'inherit'], env, ...options });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${result.status}`);
}

/**
 * Starts a process in its own group so the whole tree (next start forks next-server) can be
 * stopped. `stop()` resolves once the port is free again: the next server on the same port must
 * not be answered by the one going away.
 */
function startGroup(command, args, options) {
  const child = spawn(command, args, { detached: true, stdio: 'ignore', env, ...options });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      return; // already gone
    }
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
    await new Promise((resolve) => setTimeout(resolve, 300));
  };
  cleanups.push(stop);
  return stop;
}

async function waitFor(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** The response; once more on a fresh connection if the server closed an idle keep-alive one meanwhile. */
async function fetchAgainIfClosed(url) {
  try {
    return await fetch(url);
  } catch {
    return fetch(url, { keepalive: false });
  }
}

const statusOf = async (url) => (await fetchAgainIfClosed(url)).status;

async function isUp(url) {
  try {
    await fetch(url);
    return true;
  } catch {
    return false;
  }
}

async function serveNext(cwd, port) {
  const stop = startGroup(...nextStartCommand(cwd, port), { cwd });
  await waitFor(`http://127.0.0.1:${port}/`);
  return stop;
}

/**
 * Serves the built app with its prebuilt `/` also copied into `public/` as STATIC_FILE, so the same
 * server can serve the same HTML as a file. Next.js lists `public/` when it starts, hence the start
 * to get the HTML, and the start again to serve the file.
 */
async function serveWithPageAsFile(appDir, port) {
  const stopFirst = await serveNext(appDir, port);
  const html = await (await fetchAgainIfClosed(`http://127.0.0.1:${port}/`)).text();
  await stopFirst();
  const staticPath = join(appDir, 'public', STATIC_FILE);
  mkdirSync(join(appDir, 'public'), { recursive: true });
  writeFileSync(staticPath, html);
  cleanups.push(() => rmSync(staticPath, { force: true }));
  return { stop: await serveNext(appDir, port), html };
}

/** Gzipped bytes of the scripts at these URLs, compressed here as `pageJavaScript` does. */
async function scriptsGzipped(urls) {
  const sizes = await Promise.all([...new Set(urls)].map(async (url) => gzipSync(Buffer.from(await (await fetchAgainIfClosed(url)).arrayBuffer()), { level: 9 }).length));
  return sizes.reduce((sum, size) => sum + size, 0);
}

/** Gzipped bytes of every script the page loads (compressed here, so the server's settings don't matter). */
async function pageJavaScript(browser, url) {
  const page = await browser.newPage();
  const scripts = new Map();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    try {
      scripts.set(response.url(), gzipSync(await response.body(), { level: 9 }).length);
    } catch {
      // a script without a body (redirect) loads nothing
    }
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.close();
  return [...scripts.values()].reduce((sum, size) => sum + size, 0);
}

/**
 * Visits the page as Lighthouse's phone will (412 px wide, 1.75 device pixels) and scrolls it
 * through, so the content server has made the image sizes that phone asks for: the CMS's image
 * service (Storyblok's CDN) keeps what it once made, and a first, cold resize is not the page.
 */
async function warmPhoneImages(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
  await page.waitForLoadState('networkidle');
  await context.close();
}

/** Each report of the page being measured: where its run's trace is, and its code-cache time. */
const runsOfReports = new Map();

/**
 * One Lighthouse report. Lighthouse now and then fails to record the trace of a load (its
 * NO_NAVSTART runtime error, "please run Lighthouse again"): such a run is made again, twice at most.
 * Lighthouse writes the report and its trace to files (`--save-assets`): the trace tells the main
 * thread's time on scripts read from a code cache (`codeCacheReads`).
 */
function lighthouseReport(url, browserArgs, attemptsLeft = 3) {
  const assets = mkdtempSync(join(tmpdir(), 'bench-lighthouse-'));
  const result = spawnSync(
    process.execPath,
    [join(workspaceRoot, 'node_modules/lighthouse/cli/index.js'), url, '--output=json', `--output-path=${join(assets, 'report.json')}`, '--save-assets', '--quiet', ...browserArgs, '--only-categories=performance,accessibility,best-practices,seo'],
    { env: { ...env, CHROME_PATH: CHROMIUM }, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  if (result.status === 0) {
    const report = JSON.parse(readFileSync(join(assets, 'report.json'), 'utf8'));
    const trace = join(assets, 'report-0.trace.json');
    const { traceEvents } = JSON.parse(readFileSync(trace, 'utf8'));
    runsOfReports.set(report, { trace, codeCacheMs: codeCacheReads(traceEvents).reduce((sum, read) => sum + read.ms, 0) });
    return report;
  }
  rmSync(assets, { recursive: true, force: true });
  if (attemptsLeft > 1 && /run Lighthouse again/.test(result.stderr)) {
    console.error(`bench:web: lighthouse could not record ${url}; running it again`);
    return lighthouseReport(url, browserArgs, attemptsLeft - 1);
  }
  throw new Error(`lighthouse ${url} failed: ${result.stderr.slice(-500)}`);
}

/**
 * Lighthouse's median run of several (its own `computeMedianRun`, as its docs advise for lab
 * variance): its simulated LCP moves by about a second between single runs on this machine.
 */
function lighthouse(url, { debuggingPort } = {}) {
  // A fresh Chromium per run; or, signed in, the running one whose profile holds the session, whose
  // storage Lighthouse must not reset (it would clear the provider's cookie with the site's).
  const browserArgs = debuggingPort ? [`--port=${debuggingPort}`, '--disable-storage-reset'] : [`--chrome-flags=${CHROME_FLAGS.join(' ')}`];
  const report = computeMedianRun(Array.from({ length: LIGHTHOUSE_RUNS }, () => lighthouseReport(url, browserArgs)));
  const { trace, codeCacheMs } = runsOfReports.get(report);
  if (REPORT_DIR) {
    mkdirSync(REPORT_DIR, { recursive: true });
    const name = `${new URL(url).pathname.replace(/[^a-z0-9]+/gi, '_')}${debuggingPort ? '_signed-in' : ''}`;
    writeFileSync(join(REPORT_DIR, `${name}.json`), JSON.stringify(report));
    copyFileSync(trace, join(REPORT_DIR, `${name}.trace.json`));
  }
  for (const run of runsOfReports.values()) rmSync(join(run.trace, '..'), { recursive: true, force: true });
  runsOfReports.clear();
  const score = (id) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const audit = (id) => report.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    /** The main thread's time on scripts read from a code cache, in the median run (`codeCacheReads`). */
    codeCacheMs,
    /**
     * The scripts the page loaded in this run (their URLs, from Lighthouse's network requests); a
     * worker made from a blob (the extranet's Intl start) is text inside a chunk already counted.
     */
    scripts: (report.audits['network-requests']?.details?.items ?? []).filter((item) => item.resourceType === 'Script' && /^https?:/.test(item.url)).map((item) => item.url),
  };
}

async function load(url) {
  // Warm up first (JIT, caches, sockets): the first seconds of a cold server measure the start, not the page.
  await autocannon({ url, connections: CONNECTIONS, duration: WARMUP });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Median requests per second and median p99 of several load runs; errors summed. */
function medianLoad(results) {
  return { rps: median(results.map((result) => result.rps)), p99: median(results.map((result) => result.p99)), errors: results.reduce((sum, result) => sum + result.errors, 0) };
}

/**
 * The prebuilt page `/` and the same HTML as a static file from the same server, in turn, by
 * median: on a shared two-core machine one 10-second run of the same server moved by a third from
 * one minute to the next, more than the difference being measured.
 *
 * First one request of a route handler (`dynamicPath`): the first request that runs app code
 * enables Next.js's AsyncLocalStorages, and on Node 20 that turns on async hooks for every promise
 * the process makes from then on, about 15% of a prebuilt page's cost. A serving site has had such
 * a request (a poll of /api/version, a webhook, a form), so the load runs measure that state, for
 * the site and the framework floor alike, and not a freshly started server's.
 */
async function pageAndFileLoad(origin, dynamicPath) {
  const status = await statusOf(`${origin}${dynamicPath}`);
  if (status !== 200) throw new Error(`${dynamicPath} answered ${status}`);
  const rounds = [];
  for (let round = 0; round < LOAD_ROUNDS; round += 1) {
    rounds.push({ page: await load(`${origin}/`), file: await load(`${origin}/${STATIC_FILE}`) });
  }
  return { page: medianLoad(rounds.map((round) => round.page)), file: medianLoad(rounds.map((round) => round.file)) };
}

/** The home page's first high-priority image (its LCP element): src, srcSet, sizes, width, height and alt. */
function heroImage(html) {
  const tag = html.match(/<img\b[^>]*\bfetchPriority="high"[^>]*>/i)?.[0];
  if (!tag) throw new Error('the home page has no high-priority image');
  const attribute = (name) => tag.match(new RegExp(`\\s${name}="([^"]*)"`, 'i'))?.[1]?.replaceAll('&amp;', '&');
  return { src: attribute('src'), srcSet: attribute('srcSet'), sizes: attribute('sizes'), width: Number(attribute('width')), height: Number(attribute('height')), alt: attribute('alt') ?? '' };
}

/**
 * The security headers DESIGN.md section 6 asks of every response besides the Content-Security-Policy
 * (whose script hashes are the page's own), as the site sends them: the floor's third page gets them.
 */
const SITE_HEADER_NAMES = ['cross-origin-opener-policy', 'permissions-policy', 'referrer-policy', 'x-content-type-options', 'strict-transport-security'];

async function siteSecurityHeaders(url) {
  const response = await fetchAgainIfClosed(url);
  await response.arrayBuffer();
  return SITE_HEADER_NAMES.flatMap((key) => (response.headers.has(key) ? [{ key, value: response.headers.get(key) }] : []));
}

/**
 * An App Router app of the workspace's Next.js with three pages: `/`, empty, whose JavaScript is the
 * framework's own (the floor); `/hero`, the same empty page with the home page's hero image, which
 * shows what Lighthouse's simulated LCP is for the framework alone with the same LCP image; and
 * `/hero-headers`, that page served with the site's security headers (`siteHeaders`). The last is
 * a row for reading the table, not the goal: a Cross-Origin-Opener-Policy puts the page in a new
 * browsing context group, so Chromium commits it in another renderer process than the tab's blank
 * page, whose window costs more to create (measured on the 2-core VM: 16 ms without, 32-84 ms with,
 * in the task that commits the navigation, which Lighthouse's model multiplies by four).
 */
async function frameworkFloor(browser, hero, siteHeaders) {
  // Inside the workspace (its ignored tmp/): Turbopack resolves `next` only below the workspace
  // root, and a symlinked node_modules elsewhere is outside it.
  mkdirSync(join(workspaceRoot, 'tmp'), { recursive: true });
  const dir = mkdtempSync(join(workspaceRoot, 'tmp', 'bench-floor-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  mkdirSync(join(dir, 'app/hero'), { recursive: true });
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'floor', private: true, type: 'module' }));
  writeFileSync(join(dir, 'next.config.mjs'), `export default { headers: async () => [{ source: '/hero-headers', headers: ${JSON.stringify(siteHeaders)} }] };\n`);
  mkdirSync(join(dir, 'app/api/ping'), { recursive: true });
  writeFileSync(join(dir, 'app/api/ping/route.js'), "export const dynamic = 'force-dynamic';\nexport function GET() { return Response.json({ ok: true }); }\n");
  writeFileSync(join(dir, 'app/layout.js'), "import { createElement as h } from 'react';\nexport default function RootLayout({ children }) { return h('html', { lang: 'en' }, h('body', null, children)); }\n");
  writeFileSync(join(dir, 'app/page.js'), "import { createElement as h } from 'react';\nexport default function Page() { return h('main', null, h('h1', null, 'Empty')); }\n");
  const heroPage = `import { createElement as h } from 'react';\nconst image = ${JSON.stringify(hero)};\nexport default function Page() { return h('main', null, h('h1', null, 'Empty'), h('img', { ...image, fetchPriority: 'high', style: { display: 'block', width: '100%', height: 'auto' } })); }\n`;
  writeFileSync(join(dir, 'app/hero/page.js'), heroPage);
  mkdirSync(join(dir, 'app/hero-headers'), { recursive: true });
  writeFileSync(join(dir, 'app/hero-headers/page.js'), heroPage);
  run(process.execPath, [nextBin, 'build'], { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'] });
  const { stop, html } = await serveWithPageAsFile(dir, FLOOR_PORT);
  const bytes = await pageJavaScript(browser, `http://127.0.0.1:${FLOOR_PORT}/`);
  const heroUrl = `http://127.0.0.1:${FLOOR_PORT}/hero`;
  await warmPhoneImages(browser, heroUrl);
  const heroScores = lighthouse(heroUrl);
  const heroWithHeadersScores = lighthouse(`http://127.0.0.1:${FLOOR_PORT}/hero-headers`);
  // The same load runs for the empty page: the framework's own ratio on this machine, today.
  const floorLoad = ONLY === 'extranet' ? null : await pageAndFileLoad(`http://127.0.0.1:${FLOOR_PORT}`, '/api/ping');
  // Served on until the signed-in rows have measured it in their kept profile too.
  return { bytes, heroScores, heroWithHeadersScores, heroUrl, floorLoad, floorHtmlBytes: Buffer.byteLength(html), stop };
}

/**
 * Runs `use` on a new tab of the kept-profile Chromium, then closes the tab and detaches: Playwright
 * holds every new target of a browser it is attached to until it resumes it, so Lighthouse's tabs
 * run only once it has let go. Chromium, and what its profile keeps, stay.
 */
async function inKeptProfile(use) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${DEBUGGING_PORT}`);
  const page = await browser.contexts()[0].newPage();
  await use(page);
  await page.close();
  await browser.close();
}

/** One load of a page in the signed-in Chromium, as a returning visitor has loaded it before. */
function visitInKeptProfile(url) {
  return inKeptProfile((page) => page.goto(url, { waitUntil: 'load' }));
}

/**
 * Starts a Chromium with a persistent profile and a debugging port, signed in as the partner through the
 * provider's own login page: Lighthouse then loads each extranet page in it as a returning partner
 * would (the site restores the session from the provider's cookie with its silent check).
 */
async function signedInChromium() {
  const profile = mkdtempSync(join(tmpdir(), 'clavis-bench-profile-'));
  cleanups.push(() => rmSync(profile, { recursive: true, force: true }));
  startGroup(CHROMIUM, [...CHROME_FLAGS, `--remote-debugging-port=${DEBUGGING_PORT}`, `--user-data-dir=${profile}`, 'about:blank']);
  await waitFor(`http://127.0.0.1:${DEBUGGING_PORT}/json/version`);
  await inKeptProfile(async (page) => {
    await page.goto(`http://127.0.0.1:${APP_PORT}/extranet`);
    await submitProviderLogin(page, PARTNER);
    await page.getByRole('banner').getByText(PARTNER.name).first().waitFor({ timeout: 30_000 });
  });
}

function nginxAvailable() {
  return spawnSync('nginx', ['-v'], { stdio: 'ignore' }).status === 0;
}

async function serveWithNginx(root) {
  const dir = mkdtempSync(join(tmpdir(), 'clavis-nginx-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  writeFileSync(
    join(dir, 'nginx.conf'),
    `worker_processes 1;\ndaemon off;\npid ${dir}/nginx.pid;\nerror_log ${dir}/error.log;\nevents { worker_connections 1024; }\nhttp {\n  access_log off;\n  client_body_temp_path ${dir};\n  proxy_temp_path ${dir};\n  fastcgi_temp_path ${dir};\n  uwsgi_temp_path ${dir};\n  scgi_temp_path ${dir};\n  server { listen 127.0.0.1:${NGINX_PORT}; root ${root}; location / { default_type text/html; } }\n}\n`,
  );
  const stop = startGroup('nginx', ['-c', join(dir, 'nginx.conf'), '-p', dir]);
  await waitFor(`http://127.0.0.1:${NGINX_PORT}/${STATIC_FILE}`);
  return stop;
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value) => (Number.isFinite(value) ? `${Math.round(value)} ms` : 'n/a');

/** A row of the Lighthouse table: the page, its JavaScript beside the floor's, its scores. */
const scoreRow = (name, path, jsBytes, floorBytes, scores) => [
  name,
  path,
  kb(jsBytes),
  kb(jsBytes - floorBytes),
  scores.performance,
  scores.accessibility,
  scores.bestPractices,
  scores.seo,
  ms(scores.lcp),
  ms(scores.tbt),
  scores.cls.toFixed(3),
  ms(scores.codeCacheMs),
];

function table(headers, rows) {
  const widths = headers.map((header, index) => Math.max(header.length, ...rows.map((row) => String(row[index]).length)));
  const line = (cells) => `| ${cells.map((cell, index) => String(cell).padEnd(widths[index])).join(' | ')} |`;
  return [line(headers), `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`, ...rows.map(line)].join('\n');
}

async function main() {
  if (!(await isUp(`http://127.0.0.1:${CONTENT_PORT}/v2/cdn/spaces/me`))) {
    log('starting the embedded content server');
    startGroup(join(workspaceRoot, 'node_modules/.bin/tsx'), ['--conditions=@clavis/source', 'tools/content-server/src/main.ts'], { cwd: workspaceRoot });
    await waitFor(`http://127.0.0.1:${CONTENT_PORT}/v2/cdn/spaces/me`);
  }
  if (!process.env.BENCH_SKIP_BUILD) {
    log('building site-germany');
    run('npx', ['nx', 'run', 'site-germany:build', '--outputStyle=static', '--skip-nx-cache']);
  }

  const { stop: stopApp, html } = await serveWithPageAsFile(appRoot, APP_PORT);

  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS });
  cleanups.push(() => browser.close());

  log('measuring the framework floor (an empty App Router page, and the same with the home page hero image)');
  const siteHeaders = await siteSecurityHeaders(`http://127.0.0.1:${APP_PORT}/`);
  const { bytes: floor, heroScores, heroWithHeadersScores, heroUrl, floorLoad, floorHtmlBytes, stop: stopFloor } = await frameworkFloor(browser, heroImage(html), siteHeaders);

  const pageRows = [];
  for (const [name, path] of ONLY === 'extranet' ? [] : PAGES) {
    const url = `http://127.0.0.1:${APP_PORT}${path}`;
    log(`measuring ${name} (${path})`);
    const status = await statusOf(url);
    if (status !== 200) throw new Error(`${path} answered ${status}`);
    const js = await pageJavaScript(browser, url);
    await warmPhoneImages(browser, url);
    const scores = lighthouse(url);
    pageRows.push(scoreRow(name, path, js, floor, scores));
  }

  if (!(await isUp(`${IDP}/.well-known/openid-configuration`))) {
    log('starting the embedded identity provider');
    startGroup(process.execPath, [join(workspaceRoot, 'tools/scripts/serveApp.mjs'), '--dev-idp'], { cwd: workspaceRoot });
    await waitFor(`${IDP}/.well-known/openid-configuration`);
  }
  log(`signing in as ${PARTNER.email} in a kept browser profile`);
  await signedInChromium();
  for (const [name, path] of SIGNED_IN_PAGES) {
    const url = `http://127.0.0.1:${APP_PORT}${path}`;
    log(`measuring ${name} (${path}), signed in`);
    const scores = lighthouse(url, { debuggingPort: DEBUGGING_PORT });
    // The scripts Lighthouse saw load signed in (from the kept profile's cache, so sized here).
    const js = await scriptsGzipped(scores.scripts);
    pageRows.push(scoreRow(`${name} (signed in)`, path, js, floor, scores));
  }
  // The floor as the signed-in rows are measured (a kept profile, its scripts from the cache with
  // their code caches, as the framework's are on every signed-in run): whether a gap is the site's
  // or the returning browser's. V8 writes a script's code cache on its second run, so two loads
  // before, else the first Lighthouse run (the only one with BENCH_LIGHTHOUSE_RUNS=1) reads none.
  log('measuring the floor with the home page hero in the kept profile');
  await visitInKeptProfile(heroUrl);
  await visitInKeptProfile(heroUrl);
  const keptFloor = lighthouse(heroUrl, { debuggingPort: DEBUGGING_PORT });
  await stopFloor();
  pageRows.push(scoreRow('floor + home hero (kept profile)', '(the same, loaded as the signed-in rows)', floor, floor, keptFloor));
  pageRows.push(scoreRow('floor + home hero + site headers', `(the same, with ${siteHeaders.map(({ key }) => key).join(', ')})`, floor, floor, heroWithHeadersScores));
  pageRows.push(scoreRow('floor + home hero', '(empty page with the home page hero image)', floor, floor, heroScores));

  // Every row beside the floor's score of this same run: the goal is each page at or above it.
  const withFloor = pageRows.map((row) => [...row, heroScores.performance, row[4] >= heroScores.performance ? 'yes' : 'NO']);
  const pageTable = table(['page', 'path', 'JS (gzip)', 'above floor', 'perf', 'a11y', 'best pr.', 'SEO', 'LCP', 'TBT', 'CLS', 'code caches', 'floor perf', '>= floor'], withFloor);
  const lighthouseHeader = `Lighthouse: mobile, median of ${LIGHTHOUSE_RUNS} runs per page\n`;
  if (ONLY === 'extranet') {
    await stopApp();
    console.log(`\n${lighthouseHeader}\n${pageTable}`);
    return;
  }

  log(`load: ${CONNECTIONS} connections, ${DURATION} s each, ${LOAD_ROUNDS} rounds of the page and the file in turn`);
  const loadRows = [];
  const { page: prebuilt, file } = await pageAndFileLoad(`http://127.0.0.1:${APP_PORT}`, '/api/version');
  loadRows.push(['prebuilt page / (next start)', Math.round(prebuilt.rps), ms(prebuilt.p99), prebuilt.errors, '100%']);
  loadRows.push([`same HTML as public/${STATIC_FILE} (next start)`, Math.round(file.rps), ms(file.p99), file.errors, `${Math.round((prebuilt.rps / file.rps) * 100)}% of this`]);
  await stopApp();
  if (nginxAvailable()) {
    const stopNginx = await serveWithNginx(join(appRoot, 'public'));
    const nginx = await load(`http://127.0.0.1:${NGINX_PORT}/${STATIC_FILE}`);
    await stopNginx();
    loadRows.push(['same HTML from nginx (machine limit)', Math.round(nginx.rps), ms(nginx.p99), nginx.errors, `${Math.round((prebuilt.rps / nginx.rps) * 100)}% of this`]);
  } else {
    loadRows.push(['same HTML from nginx', 'n/a', 'n/a', '-', 'nginx not installed']);
  }
  loadRows.push([`empty App Router page / (floor app, ${kb(floorHtmlBytes)} HTML)`, Math.round(floorLoad.page.rps), ms(floorLoad.page.p99), floorLoad.page.errors, `${Math.round((floorLoad.page.rps / floorLoad.file.rps) * 100)}% of the next row`]);
  loadRows.push([`its HTML as public/${STATIC_FILE} (floor app)`, Math.round(floorLoad.file.rps), ms(floorLoad.file.p99), floorLoad.file.errors, '']);

  console.log(`\nFramework floor (empty App Router page, next ${JSON.parse(readFileSync(join(workspaceRoot, 'node_modules/next/package.json'), 'utf8')).version}): ${kb(floor)} gzipped JavaScript\n`);
  console.log(lighthouseHeader);
  console.log(pageTable);
  console.log('');
  console.log(`Load: ${CONNECTIONS} connections, ${DURATION} s per run; page and file: median of ${LOAD_ROUNDS} runs each, in turn\n`);
  console.log(table(['served', 'req/s', 'p99', 'errors', 'prebuilt page is'], loadRows));
}

try {
  await main();
} finally {
  for (const cleanup of cleanups.reverse()) {
    try {
      await cleanup();
    } catch {
      // best effort
    }
  }
}
