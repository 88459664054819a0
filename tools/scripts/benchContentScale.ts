#!/usr/bin/env node
// `npm run bench:content-scale`: what a larger catalogue costs the build, the server and the
// visitor. For each market and content scale (the content server's CONTENT_SCALE), it serves that
// content on a private port, builds the market app against it into a folder of its own (so the
// app's `.next` stays as it was), starts it, and prints one table:
//   build time, build output size and pages prebuilt;
//   start-up time until /readyz answers 200 (the search indexes are built by then), and the server's
//   RSS (next start and next-server together) then and after crawling up to BENCH_CRAWL pages of
//   the sitemap one at a time;
//   p50/p99 of a page's first visit (rendered on demand: `x-nextjs-cache` not HIT) and of a prebuilt
//   one (HIT), product pages apart;
//   POST /api/search p99 at BENCH_CONNECTIONS connections, the sitemap's answer time;
//   each locale's search index built alone in this process (as the server builds it): ms and heap.
// Options (environment): BENCH_MARKETS (default germany,global), BENCH_SCALES (default 1,5,20),
// BENCH_CONTENT_PORT (default 4181) and BENCH_PORT (default 3195) for the content server and the
// app, BENCH_CRAWL (default 1000), BENCH_CONNECTIONS (default 50), BENCH_DURATION seconds of the
// search load (default 10, after 3 s of warm-up). It builds and serves site apps: one at a time on
// a machine, not beside an e2e run.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import { createCmsClient } from '@clavis/cms-client';
import { getMarketConfig, localizePath, resolveMarket, type Market } from '@clavis/i18n-routing';
import { createMarketSearchEngine, createStorySource } from '@clavis/site-shell/search-indexer';
import { folderBytes } from './folderBytes.mjs';
import { nextStartCommand } from './nextStart.mjs';

const root = join(import.meta.dirname, '../..');
const MARKETS = (process.env.BENCH_MARKETS ?? 'germany,global').split(',').map((name) => resolveMarket(name.trim()));
const SCALES = (process.env.BENCH_SCALES ?? '1,5,20').split(',').map(Number);
const CONTENT_PORT = Number(process.env.BENCH_CONTENT_PORT ?? 4181);
const PORT = Number(process.env.BENCH_PORT ?? 3195);
const CRAWL = Number(process.env.BENCH_CRAWL ?? 1000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const DIST_DIR = '.next-content-scale';
const contentUrl = `http://127.0.0.1:${CONTENT_PORT}`;
const origin = `http://127.0.0.1:${PORT}`;

const log = (message: string) => process.stderr.write(`bench:content-scale: ${message}\n`);
const gc = () => (globalThis as { gc?: () => void }).gc?.();
const percentile = (values: readonly number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))] ?? Number.NaN;
const mb = (bytes: number) => bytes / 1024 / 1024;

// ------------------------------------------------------------------ processes

const groups = new Set<number>();

/** Starts a process in its own group (next start forks next-server), stopped with its group. */
function startGroup(command: string, args: string[], cwd: string, env: Record<string, string>): ChildProcess {
  const child = spawn(command, args, { cwd, detached: true, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env } });
  if (child.pid) groups.add(child.pid);
  return child;
}

async function stopGroup(child: ChildProcess): Promise<void> {
  if (!child.pid || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid, 'SIGTERM');
  const stuck = setTimeout(() => child.pid && process.kill(-child.pid, 'SIGKILL'), 10_000);
  await exited;
  clearTimeout(stuck);
  groups.delete(child.pid);
}

process.on('exit', () => {
  for (const pgid of groups) {
    try {
      process.kill(-pgid, 'SIGKILL');
    } catch {
      // gone
    }
  }
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(130));

async function waitFor(url: string, ok: (status: number) => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if (ok((await fetch(url, { signal: AbortSignal.timeout(5000) })).status)) return;
    } catch {
      // not up yet
    }
    await sleep(100);
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** Resident memory of a process group (kilobytes from ps), in MB. */
function groupRss(pgid: number): number {
  const out = spawnSync('ps', ['-o', 'rss=', '-g', String(pgid)], { encoding: 'utf8' }).stdout;
  return out.split('\n').reduce((sum, line) => sum + (Number(line.trim()) || 0), 0) / 1024;
}

// ------------------------------------------------------------------ steps

/** Each locale's index built alone from the CMS's stories (read once before): ms, records, heap held. */
async function searchIndexes(market: Market) {
  const client = createCmsClient({ baseUrl: `${contentUrl}/v2`, accessToken: 'clavis-local-public-token' });
  const source = createStorySource({ client, relations: [], bulkIsComplete: true });
  await createMarketSearchEngine({ market, source: () => source, client: () => client }).buildAll();
  const rows: { locale: string; ms: number; records: number; heapMB: number }[] = [];
  for (const locale of getMarketConfig(market).locales) {
    gc();
    const before = process.memoryUsage().heapUsed;
    const started = performance.now();
    const index = await createMarketSearchEngine({ market, source: () => source, client: () => client }).index(locale);
    const ms = performance.now() - started;
    gc();
    rows.push({ locale, ms, records: index.size, heapMB: mb(process.memoryUsage().heapUsed - before) });
  }
  return rows;
}

function build(appRoot: string) {
  rmSync(join(appRoot, DIST_DIR), { recursive: true, force: true });
  const started = performance.now();
  const result = spawnSync(process.execPath, [join(root, 'node_modules/next/dist/bin/next'), 'build'], {
    cwd: appRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', CMS_BASE_URL: `${contentUrl}/v2`, CLAVIS_DIST_DIR: DIST_DIR },
  });
  const seconds = (performance.now() - started) / 1000;
  if (result.status !== 0) throw new Error(`next build in ${appRoot} failed (exit ${result.status})`);
  const manifest = JSON.parse(readFileSync(join(appRoot, DIST_DIR, 'prerender-manifest.json'), 'utf8')) as { routes: Record<string, unknown> };
  const pages = Object.keys(manifest.routes).filter((route) => !route.startsWith('/api/') && !route.startsWith('/_')).length;
  return { seconds, pages, outputMB: mb(folderBytes(join(appRoot, DIST_DIR))) };
}

const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] as string);

/** The sitemap's URLs (through its index past one file) and how long `/sitemap.xml` took to answer. */
async function sitemap() {
  const started = performance.now();
  const xml = await (await fetch(`${origin}/sitemap.xml`)).text();
  const ms = performance.now() - started;
  let urls = locsOf(xml);
  if (xml.includes('<sitemapindex')) {
    const files = await Promise.all(urls.map(async (url) => locsOf(await (await fetch(url)).text())));
    urls = files.flat();
  }
  return { ms, paths: urls.map((url) => new URL(url).pathname) };
}

/** Every `step`-th path, so the crawl spreads over every kind and locale rather than the sitemap's first folder. */
function spread(paths: readonly string[], count: number): string[] {
  if (paths.length <= count) return [...paths];
  const step = paths.length / count;
  return Array.from({ length: count }, (_, n) => paths[Math.floor(n * step)] as string);
}

interface Visit {
  path: string;
  ms: number;
  status: number;
  prebuilt: boolean;
}

/** One request at a time, so each time is the page's own. */
async function crawl(paths: readonly string[]): Promise<Visit[]> {
  const visits: Visit[] = [];
  for (const path of paths) {
    const started = performance.now();
    const response = await fetch(`${origin}${path}`, { redirect: 'manual' });
    await response.arrayBuffer();
    visits.push({ path, ms: performance.now() - started, status: response.status, prebuilt: response.headers.get('x-nextjs-cache') === 'HIT' });
  }
  return visits;
}

function productPrefixes(market: Market): string[] {
  return getMarketConfig(market).locales.map((locale) => `${localizePath({ market, locale, route: 'products' })}/`);
}

async function searchLoad(market: Market): Promise<{ p99: number; rps: number; errors: number }> {
  const indexName = `${market}_${getMarketConfig(market).defaultLocale}`;
  const queries = ['schlüssel', 'futura', 'key', 'maschine', 'auto', 'transponder', 'fu-100', 'zylinder'];
  const requests = queries.map((query) => ({
    method: 'POST' as const,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ requests: [{ indexName, params: { query, hitsPerPage: 10, facets: ['type'], highlightPreTag: '<mark>', highlightPostTag: '</mark>' } }] }),
  }));
  const options = { url: `${origin}/api/search`, connections: CONNECTIONS, requests };
  await autocannon({ ...options, duration: 3 });
  const result = await autocannon({ ...options, duration: DURATION });
  return { p99: result.latency.p99, rps: result.requests.average, errors: result.errors + result.non2xx };
}

// ------------------------------------------------------------------ one column

async function measure(market: Market, scale: number) {
  const appRoot = join(root, 'apps', `site-${market}`);
  log(`${market} at ${scale}x: content server`);
  const content = startGroup(process.execPath, [join(root, 'node_modules/tsx/dist/cli.mjs'), '--conditions=@clavis/source', 'tools/content-server/src/main.ts'], root, { PORT: String(CONTENT_PORT), CONTENT_SCALE: String(scale) });
  try {
    await waitFor(`${contentUrl}/__admin/stats`, (status) => status === 200, 120_000);
    const stories = ((await (await fetch(`${contentUrl}/__admin/stats`)).json()) as { stories: number }).stories;
    log(`${market} at ${scale}x: search indexes`);
    const indexes = await searchIndexes(market);
    log(`${market} at ${scale}x: next build`);
    const built = build(appRoot);
    log(`${market} at ${scale}x: next start`);
    const [command, args] = nextStartCommand(appRoot, PORT, DIST_DIR);
    const started = performance.now();
    const app = startGroup(command, args, appRoot, {
      CLAVIS_EMBEDDED: '1',
      CMS_BASE_URL: `${contentUrl}/v2`,
      CLAVIS_DIST_DIR: DIST_DIR,
      // autocannon loads from one address: the documented scale lifts the per-address limits.
      RATE_LIMIT_SCALE: '100000',
      LOG_LEVEL: 'warn',
    });
    try {
      await waitFor(`${origin}/readyz`, (status) => status === 200, 300_000);
      const startSeconds = (performance.now() - started) / 1000;
      const rssStart = groupRss(app.pid as number);
      const map = await sitemap();
      log(`${market} at ${scale}x: crawling ${Math.min(CRAWL, map.paths.length)} of ${map.paths.length} sitemap pages`);
      const visits = await crawl(spread(map.paths, CRAWL));
      const rssCrawl = groupRss(app.pid as number);
      const products = productPrefixes(market);
      const ok = visits.filter((visit) => visit.status === 200);
      const first = ok.filter((visit) => !visit.prebuilt);
      const prebuilt = ok.filter((visit) => visit.prebuilt);
      const firstProducts = first.filter((visit) => products.some((prefix) => visit.path.startsWith(prefix)));
      log(`${market} at ${scale}x: /api/search under load`);
      const search = await searchLoad(market);
      const againStarted = performance.now();
      await (await fetch(`${origin}/sitemap.xml`)).text();
      const sitemapAgainMs = performance.now() - againStarted;
      return { stories, indexes, built, startSeconds, rssStart, rssCrawl, visits, notOk: visits.length - ok.length, first, prebuilt, firstProducts, search, sitemapMs: map.ms, sitemapAgainMs, sitemapUrls: map.paths.length };
    } finally {
      await stopGroup(app);
    }
  } finally {
    await stopGroup(content);
    rmSync(join(appRoot, DIST_DIR), { recursive: true, force: true });
  }
}

// ------------------------------------------------------------------ table

type Column = Awaited<ReturnType<typeof measure>>;
const ms = (value: number) => (Number.isNaN(value) ? '-' : `${value.toFixed(0)} ms`);
const latency = (visits: readonly Visit[]) => (visits.length ? `${ms(percentile(visits.map((v) => v.ms), 50))} / ${ms(percentile(visits.map((v) => v.ms), 99))} (${visits.length})` : '-');

const columns: { label: string; column: Column }[] = [];
for (const market of MARKETS) {
  for (const scale of SCALES) {
    columns.push({ label: `${market} ${scale}x`, column: await measure(market, scale) });
  }
}

const rows: [string, (column: Column) => string][] = [
  ['stories (content server)', (c) => String(c.stories)],
  ['build time', (c) => `${c.built.seconds.toFixed(1)} s`],
  ['build output', (c) => `${c.built.outputMB.toFixed(0)} MB`],
  ['pages prebuilt', (c) => String(c.built.pages)],
  ['start-up to ready', (c) => `${c.startSeconds.toFixed(1)} s`],
  ['RSS after start', (c) => `${c.rssStart.toFixed(0)} MB`],
  ['pages crawled (non-200)', (c) => `${c.visits.length} (${c.notOk})`],
  ['RSS after crawl', (c) => `${c.rssCrawl.toFixed(0)} MB`],
  ['first visit p50 / p99 (n)', (c) => latency(c.first)],
  ['  of a product page', (c) => latency(c.firstProducts)],
  ['prebuilt page p50 / p99 (n)', (c) => latency(c.prebuilt)],
  [`/api/search p99 at ${CONNECTIONS} conn. (req/s)`, (c) => `${ms(c.search.p99)} (${c.search.rps.toFixed(0)}${c.search.errors ? `, ${c.search.errors} errors` : ''})`],
  ['sitemap.xml answer (again)', (c) => `${ms(c.sitemapMs)} (${ms(c.sitemapAgainMs)})`],
  ['sitemap URLs', (c) => String(c.sitemapUrls)],
];
const locales = [...new Set(columns.flatMap(({ column }) => column.indexes.map((row) => row.locale)))];
for (const locale of locales) {
  rows.push([`search index ${locale}: ms, MB (records)`, (c) => {
    const row = c.indexes.find((each) => each.locale === locale);
    return row ? `${row.ms.toFixed(0)} ms, ${row.heapMB.toFixed(1)} MB (${row.records})` : '-';
  }]);
}

const table = [['', ...columns.map(({ label }) => label)], ...rows.map(([label, cell]) => [label, ...columns.map(({ column }) => cell(column))])];
const widths = table.reduce<number[]>((most, row) => row.map((cell, index) => Math.max(most[index] ?? 0, cell.length)), []);
for (const row of table) console.log(row.map((cell, index) => (index === 0 ? cell.padEnd(widths[index] ?? 0) : cell.padStart(widths[index] ?? 0))).join('  '));
if (typeof (globalThis as { gc?: unknown }).gc !== 'function') log('run with --expose-gc for the search index heap figures');
