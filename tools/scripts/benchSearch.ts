#!/usr/bin/env node
// `npm run bench:search`: the embedded search engine, measured (issue #26).
//   1. Index build for the global market (all nine locales, then each locale alone) from the CMS's
//      stories already read: median of BENCH_BUILD_ROUNDS builds (default 5), and the heap the
//      indexes hold.
//   2. POST /api/search under autocannon (BENCH_CONNECTIONS, default 50) with a mix of recorded
//      InstantSearch bodies, next to GET /api/version on the same server in the same run, in
//      turn for BENCH_LOAD_ROUNDS rounds (default 3, medians): requests per second, p50, p99, and
//      the engine's own processingTimeMS p99.
//   3. Ranking quality: the judged query set (libs/search/quality/judged-queries.json) against the
//      global market's nine indexes: success@1 and nDCG@10 per locale and per kind of query.
//      BENCH_LOAD=0 runs parts 1 and 3 only (no app to build); BENCH_QUALITY_VERBOSE=1 lists misses.
// The app of BENCH_MARKET (default germany) must be built (`npx nx run site-germany:build`); it is
// served on BENCH_PORT (default 9100). The embedded content server must answer on CMS_BASE_URL
// (default http://127.0.0.1:4100/v2, the one the app was built against).
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { nextStartCommand } from './nextStart.mjs';
import { readFileSync } from 'node:fs';
import { createCmsClient } from '@clavis/cms-client';
import { getMarketConfig, resolveMarket } from '@clavis/i18n-routing';
import { judgeQueries, summarize, type JudgedQuery, type QueryOutcome } from '@clavis/search/server';
import { createMarketSearchEngine, createStorySource } from '@clavis/site-shell/search-indexer';

const root = join(import.meta.dirname, '../..');
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 3);
const BUILD_ROUNDS = Number(process.env.BENCH_BUILD_ROUNDS ?? 5);
const LOAD_ROUNDS = Number(process.env.BENCH_LOAD_ROUNDS ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 9100);
const MARKET = resolveMarket(process.env.BENCH_MARKET ?? 'germany');
const CMS_BASE_URL = process.env.CMS_BASE_URL ?? 'http://127.0.0.1:4100/v2';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))] ?? 0;
const log = (message: string) => process.stderr.write(`bench:search: ${message}\n`);
const gc = () => (globalThis as { gc?: () => void }).gc?.();

async function indexBuild() {
  const client = createCmsClient({ baseUrl: CMS_BASE_URL, accessToken: 'clavis-local-public-token' });
  const source = createStorySource({ client, relations: [], bulkIsComplete: true });
  // Read the CMS once: the figure is the engine's build, not the content server's answers.
  await createMarketSearchEngine({ market: 'global', source: () => source, client: () => client }).buildAll();
  const times: number[] = [];
  const kept: unknown[] = [];
  let records = 0;
  gc();
  const before = process.memoryUsage().heapUsed;
  for (let round = 0; round < BUILD_ROUNDS; round += 1) {
    const started = performance.now();
    const indexes = await createMarketSearchEngine({ market: 'global', source: () => source, client: () => client }).buildAll();
    times.push(performance.now() - started);
    if (indexes.length !== 9) throw new Error(`expected 9 indexes, got ${indexes.length}`);
    records = indexes.reduce((sum, index) => sum + index.size, 0);
    // Every round's indexes stay alive: the heap they hold, per round, is the figure.
    kept.push(indexes);
  }
  gc();
  const heap = (process.memoryUsage().heapUsed - before) / kept.length;
  kept.splice(0);
  return { ms: median(times), heapMB: heap / 1024 / 1024, records, gcExposed: typeof (globalThis as { gc?: unknown }).gc === 'function', locales: await localeBuilds(source, client) };
}

/** Each locale's index built alone, as a site builds it on its first query: median ms, records, heap held. */
async function localeBuilds(source: ReturnType<typeof createStorySource>, client: ReturnType<typeof createCmsClient>) {
  const rows: { locale: string; ms: number; records: number; heapMB: number }[] = [];
  for (const locale of getMarketConfig('global').locales) {
    const times: number[] = [];
    const kept: unknown[] = [];
    let records = 0;
    gc();
    const before = process.memoryUsage().heapUsed;
    for (let round = 0; round < BUILD_ROUNDS; round += 1) {
      const started = performance.now();
      const index = await createMarketSearchEngine({ market: 'global', source: () => source, client: () => client }).index(locale);
      times.push(performance.now() - started);
      records = index.size;
      kept.push(index);
    }
    gc();
    rows.push({ locale, ms: median(times), records, heapMB: (process.memoryUsage().heapUsed - before) / kept.length / 1024 / 1024 });
  }
  return rows;
}

/** Bodies as the search page sends them while someone types and refines (two requests when a facet is chosen). */
function recordedBodies(indexName: string): string[] {
  const ais = { highlightPreTag: '__ais-highlight__', highlightPostTag: '__/ais-highlight__', attributesToSnippet: ['text:28'], snippetEllipsisText: '…', facets: ['category', 'type', 'year'], maxValuesPerFacet: 20, hitsPerPage: 10, page: 0 };
  const typing = ['s', 'sc', 'sch', 'schl', 'schlü', 'schlüs', 'schlüssel', 'f', 'fu', 'fut', 'futura', 'futrua', 'FU-100', 'maschine', 'auto', 'transponder', 'key', 'messe 2026', 'zylinder', ''];
  const bodies = typing.map((query) => ({ requests: [{ indexName, params: { ...ais, query } }] }));
  bodies.push({
    requests: [
      { indexName, params: { ...ais, query: 'schlüssel', facetFilters: [['type:product', 'type:page']] } as never },
      { indexName, params: { ...ais, query: 'schlüssel', facets: 'type', hitsPerPage: 0, analytics: false } as never },
    ],
  });
  bodies.push({ requests: [{ indexName: `${indexName}_date_desc`, params: { ...ais, query: '', page: 2 } }] });
  return bodies.map((body) => JSON.stringify(body));
}

function startApp(): ChildProcess {
  const appRoot = join(root, 'apps', `site-${MARKET}`);
  const [command, args] = nextStartCommand(appRoot, PORT);
  return spawn(command, args, {
    cwd: appRoot,
    detached: true,
    stdio: 'ignore',
    // autocannon loads from one address: the documented scale lifts the per-address limits (README "Hardening").
    env: { CLAVIS_EMBEDDED: '1', ...process.env, NEXT_TELEMETRY_DISABLED: '1', RATE_LIMIT_SCALE: '100000' },
  });
}

async function waitFor(url: string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within 60 s`);
}

interface Load {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  engineP99?: number;
}

async function loadRun(options: autocannon.Options, engineTimes?: number[]): Promise<Load> {
  await autocannon({ ...options, connections: CONNECTIONS, duration: WARMUP });
  engineTimes?.splice(0);
  const result = await autocannon({ ...options, connections: CONNECTIONS, duration: DURATION });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    engineP99: engineTimes ? percentile(engineTimes, 99) : undefined,
  };
}

async function httpLoad() {
  const origin = `http://127.0.0.1:${PORT}`;
  const locale = getMarketConfig(MARKET).defaultLocale;
  const indexName = `${MARKET}_${locale}`;
  const app = startApp();
  try {
    await waitFor(`${origin}/api/version`);
    const bodies = recordedBodies(indexName);
    // The first query builds the index; every body is checked once.
    for (const body of bodies) {
      const response = await fetch(`${origin}/api/search`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      if (response.status !== 200) throw new Error(`/api/search answered ${response.status} to ${body}`);
    }
    const engineTimes: number[] = [];
    const search: autocannon.Options = {
      url: `${origin}/api/search`,
      requests: bodies.map((body) => ({
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
        onResponse: (_status: number, responseBody: string) => {
          try {
            for (const result of (JSON.parse(responseBody) as { results: { processingTimeMS: number }[] }).results) engineTimes.push(result.processingTimeMS);
          } catch {
            // counted as an error by autocannon's non-2xx
          }
        },
      })) as autocannon.Request[],
    };
    const rounds: { version: Load; search: Load }[] = [];
    for (let round = 0; round < LOAD_ROUNDS; round += 1) {
      const version = await loadRun({ url: `${origin}/api/version` });
      const searched = await loadRun(search, engineTimes);
      log(`round ${round + 1}: version ${Math.round(version.rps)} req/s, search ${Math.round(searched.rps)} req/s`);
      rounds.push({ version, search: searched });
    }
    const pick = (key: 'version' | 'search') => ({
      rps: median(rounds.map((round) => round[key].rps)),
      p50: median(rounds.map((round) => round[key].p50)),
      p99: median(rounds.map((round) => round[key].p99)),
      errors: rounds.reduce((sum, round) => sum + round[key].errors, 0),
      engineP99: key === 'search' ? median(rounds.map((round) => round.search.engineP99 ?? 0)) : undefined,
    });
    return { version: pick('version'), search: pick('search') };
  } finally {
    try {
      process.kill(-app.pid!, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}

/** The judged query set's success@1 and nDCG@10, per locale and per kind of query, on the global market's indexes. */
async function quality() {
  const judged = JSON.parse(readFileSync(join(root, 'libs/search/quality/judged-queries.json'), 'utf8')) as { market: string; queries: JudgedQuery[] };
  const client = createCmsClient({ baseUrl: CMS_BASE_URL, accessToken: 'clavis-local-public-token' });
  const source = createStorySource({ client, relations: [], bulkIsComplete: true });
  const engine = createMarketSearchEngine({ market: resolveMarket(judged.market), source: () => source, client: () => client });
  const outcomes = await judgeQueries(judged.queries, (locale) => engine.index(locale as never));
  const row = (label: string, items: QueryOutcome[]) => {
    const { queries, successAt1, ndcgAt10 } = summarize(items);
    console.log(`| ${label} | ${queries} | ${successAt1.toFixed(2)} | ${ndcgAt10.toFixed(2)} |`);
  };
  console.log(`| judged queries (${judged.market}) | queries | success@1 | nDCG@10 |`);
  console.log('|---|---|---|---|');
  for (const locale of [...new Set(judged.queries.map((query) => query.locale))]) row(locale, outcomes.filter((outcome) => outcome.query.locale === locale));
  for (const kind of [...new Set(judged.queries.map((query) => query.kind))]) row(`kind: ${kind}`, outcomes.filter((outcome) => outcome.query.kind === kind));
  // Kinds written for some locales only (German and Dutch compounds): also per locale.
  for (const kind of ['compound']) {
    for (const locale of [...new Set(judged.queries.filter((query) => query.kind === kind).map((query) => query.locale))]) {
      row(`kind: ${kind}, ${locale}`, outcomes.filter((outcome) => outcome.query.kind === kind && outcome.query.locale === locale));
    }
  }
  row('codes and product names', outcomes.filter((outcome) => outcome.query.kind === 'code' || outcome.query.kind === 'name'));
  row('**all**', outcomes);
  console.log('');
  if (process.env.BENCH_QUALITY_VERBOSE === '1') {
    for (const outcome of outcomes.filter((item) => !item.success || item.ndcg < 0.8)) {
      log(`${outcome.query.locale} "${outcome.query.query}": success ${outcome.success}, nDCG ${outcome.ndcg.toFixed(2)}; first: ${outcome.ranked.slice(0, 3).join(', ') || '(nothing)'}`);
    }
  }
}

async function main() {
  log('index build (global, nine locales)');
  const build = await indexBuild();
  console.log('| index build, global (9 locales) | median ms | records | heap held by the indexes |');
  console.log('|---|---|---|---|');
  console.log(`| createMarketSearchEngine(global).buildAll() | ${build.ms.toFixed(0)} | ${build.records} | ${build.gcExposed ? `${build.heapMB.toFixed(1)} MB` : 'run with --expose-gc'} |`);
  for (const row of build.locales) console.log(`| global_${row.locale} alone | ${row.ms.toFixed(0)} | ${row.records} | ${build.gcExposed ? `${row.heapMB.toFixed(1)} MB` : ''} |`);
  console.log('');
  log('ranking quality (judged queries)');
  await quality();
  if (process.env.BENCH_LOAD === '0') return;
  log(`load on the ${MARKET} app, port ${PORT}`);
  const { version, search } = await httpLoad();
  console.log(`| endpoint (${MARKET}, ${CONNECTIONS} connections, ${DURATION} s, median of ${LOAD_ROUNDS}) | req/s | p50 ms | p99 ms | engine processingTimeMS p99 | errors |`);
  console.log('|---|---|---|---|---|---|');
  console.log(`| GET /api/version | ${Math.round(version.rps)} | ${version.p50} | ${version.p99} | | ${version.errors} |`);
  console.log(`| POST /api/search (${recordedBodies('x').length} recorded bodies) | ${Math.round(search.rps)} | ${search.p50} | ${search.p99} | ${search.engineP99} | ${search.errors} |`);
  console.log('');
  console.log(`search/version: ${((search.rps / version.rps) * 100).toFixed(0)}% (goal >= 50%); search p99 ${search.p99} ms (goal < 50 ms); global build ${build.ms.toFixed(0)} ms (goal < 10 s)`);
}

main().catch((error: unknown) => {
  console.error(`bench:search: ${(error as Error).stack ?? error}`);
  process.exit(1);
});
