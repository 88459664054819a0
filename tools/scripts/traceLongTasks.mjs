#!/usr/bin/env node
// `npm run trace:tasks -- /extranet/kataloge/price-lists`: where a page's long tasks go, in source
// lines. Loads the page of a running germany server (signed in as bu-italia@ through the embedded
// identity provider, or anonymously with TRACE_ANONYMOUS=1) with the CPU slowed four times, as
// Lighthouse's mobile runs count it, traces each load with V8's sampling profiler, and prints per
// long task of the main thread: when it started after the navigation, how long it took, what kind
// of work it was, the functions its samples were in, and the innermost frame of the site's own
// libraries, both resolved through the build's source maps. Bench:web says how much; this says
// where, for a change to be aimed and measured before and after.
//
// Serve the build first: `node tools/scripts/serveApp.mjs --content`, `... --dev-idp` and
// `PORT=3999 node tools/scripts/serveApp.mjs germany`. Options (environment): TRACE_BASE
// (default http://127.0.0.1:3999), TRACE_RUNS loads (default 3; the code caches warm up from the
// second), TRACE_MIN_MS the shortest task printed (default 50), TRACE_TOP lines per list (default 6),
// TRACE_DEBUGGER=1 attaches DevTools' debugger as Lighthouse does on every navigation (async call
// stacks on), to find work only a Lighthouse run pays.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { SourceMapConsumer } from 'source-map-js';
import { attachDebuggerAsLighthouse, recordTrace } from './chromeTrace.mjs';
import { CHROME_FLAGS, CHROMIUM_PATH } from './chromium.mjs';
import { BU_ITALIA, submitProviderLogin } from './partnerLogin.mjs';
import { workspaceRoot } from './workspace.mjs';

const path = process.argv[2] ?? '/extranet';
const BASE = process.env.TRACE_BASE ?? 'http://127.0.0.1:3999';
const RUNS = Number(process.env.TRACE_RUNS ?? 3);
const MIN_MS = Number(process.env.TRACE_MIN_MS ?? 50);
const TOP = Number(process.env.TRACE_TOP ?? 6);
const DEBUGGER = process.env.TRACE_DEBUGGER === '1';
const PARTNER = BU_ITALIA;
const CHUNKS = join(workspaceRoot, 'apps/site-germany/.next/static/chunks');
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'disabled-by-default-v8.cpu_profiler',
  'loading',
  // navigationStart, the zero of the printed times
  'blink.user_timing',
];

/** Each chunk's source map (named at the chunk's end), read once; null where there is none. */
const maps = new Map();
function sourceMapOf(url) {
  const file = url.split('/').pop().split('?')[0];
  if (!maps.has(file)) {
    const chunk = join(CHUNKS, file);
    const named = existsSync(chunk)
      ? /sourceMappingURL=(\S+)\s*$/.exec(readFileSync(chunk, 'utf8').slice(-300))?.[1]
      : undefined;
    const mapFile = named && join(CHUNKS, named);
    maps.set(
      file,
      mapFile && existsSync(mapFile)
        ? new SourceMapConsumer(JSON.parse(readFileSync(mapFile, 'utf8')))
        : null,
    );
  }
  return maps.get(file);
}

/** A profile frame as `name source:line`, through the source map where the chunk has one. */
function frameName({ url, lineNumber, columnNumber, functionName }) {
  if (!url) return functionName || '(native)';
  const map = url.includes('/_next/') ? sourceMapOf(url) : null;
  const position = map?.originalPositionFor({ line: lineNumber + 1, column: columnNumber });
  if (position?.source)
    return `${position.name ?? functionName ?? '?'} ${position.source.replace(/^.*?\[project\]\//, '').replace(/^node_modules\//, '')}:${position.line}`;
  return `${functionName || '?'} ${url.split('/').pop()}:${lineNumber + 1}:${columnNumber}`;
}

async function signIn(context) {
  const page = await context.newPage();
  await page.goto(`${BASE}/extranet`);
  await submitProviderLogin(page, PARTNER);
  await page.waitForURL((url) => url.pathname === '/extranet', { timeout: 30_000 });
  await page.close();
}

/** One load of the page at a quarter of the CPU: its trace events and its LCP. */
async function tracedLoad(context) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  if (DEBUGGER) await attachDebuggerAsLighthouse(cdp);
  let lcp;
  const events = await recordTrace(cdp, CATEGORIES, async () => {
    await page.goto(`${BASE}${path}`);
    await page.waitForTimeout(7_000);
    lcp = await page.evaluate(
      () =>
        new Promise((resolve) =>
          new PerformanceObserver((list) => {
            const last = list.getEntries().at(-1);
            resolve(`${Math.round(last.startTime)} ms (${last.element?.tagName ?? '?'})`);
          }).observe({ type: 'largest-contentful-paint', buffered: true }),
        ),
    );
  });
  await page.close();
  return { events, lcp };
}

/** The page's main thread (the renderer thread with the most task time) and its samples, each with its time and stack leaf. */
function mainThreadOf(events) {
  const threadNames = new Map(
    events
      .filter((event) => event.name === 'thread_name')
      .map((event) => [`${event.pid}:${event.tid}`, event.args.name]),
  );
  const busy = new Map();
  for (const event of events) {
    const thread = `${event.pid}:${event.tid}`;
    if (
      event.name === 'RunTask' &&
      event.ph === 'X' &&
      threadNames.get(thread) === 'CrRendererMain'
    )
      busy.set(thread, (busy.get(thread) ?? 0) + event.dur);
  }
  const [pid, tid] = [...busy]
    .sort((a, b) => b[1] - a[1])[0][0]
    .split(':')
    .map(Number);
  const onThread = (event) => event.pid === pid && event.tid === tid;
  // The profile's chunks are emitted from another thread, tied to the main thread's profile by id.
  const profile = events.find((event) => onThread(event) && event.name === 'Profile');
  const nodes = new Map();
  const samples = [];
  let time = profile?.args.data.startTime ?? 0;
  for (const event of events) {
    if (event.name !== 'ProfileChunk' || event.pid !== pid || event.id !== profile?.id) continue;
    const { cpuProfile = {}, timeDeltas = [] } = event.args.data;
    for (const node of cpuProfile.nodes ?? []) nodes.set(node.id, node);
    (cpuProfile.samples ?? []).forEach((id, index) => {
      time += timeDeltas[index] ?? 0;
      samples.push({ id, ts: time });
    });
  }
  // The page's navigation (in whichever renderer it started: the page may commit in another).
  const navigation = events.find(
    (event) =>
      event.name === 'navigationStart' &&
      event.args?.data?.isLoadingMainFrame &&
      String(event.args.data.documentLoaderURL).startsWith(BASE),
  );
  return { onThread, nodes, samples, navigationTs: navigation?.ts ?? 0 };
}

/** The most frequent of `counts`, as percentages of `total` samples. */
const topOf = (counts, total) =>
  [...counts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, TOP)
    .map(([name, count]) => `${String(Math.round((100 * count) / total)).padStart(3)}% ${name}`);

function printLongTasks(run, { events, lcp }) {
  const { onThread, nodes, samples, navigationTs } = mainThreadOf(events);
  const parents = new Map();
  for (const node of nodes.values())
    for (const child of node.children ?? []) parents.set(child, node.id);
  // Each node's frame resolved once: the walks below reach the same frames sample after sample.
  const names = new Map();
  const nameOf = (id) => {
    if (!names.has(id)) names.set(id, frameName(nodes.get(id).callFrame));
    return names.get(id);
  };
  const tasks = events
    .filter(
      (event) =>
        onThread(event) &&
        event.name === 'RunTask' &&
        event.ph === 'X' &&
        event.dur / 1000 >= MIN_MS,
    )
    .sort((a, b) => a.ts - b.ts);
  const blocking = tasks.reduce((sum, task) => sum + Math.max(0, task.dur / 1000 - 50), 0);
  console.log(
    `\n=== load ${run}: ${path}, LCP ${lcp}, ${tasks.length} tasks of ${MIN_MS} ms or more, ${Math.round(blocking)} ms of them over 50 ms`,
  );
  for (const task of tasks) {
    const end = task.ts + task.dur;
    const kinds = events
      .filter(
        (event) =>
          onThread(event) &&
          event.ph === 'X' &&
          event !== task &&
          event.ts >= task.ts &&
          event.ts + event.dur <= end &&
          event.dur > task.dur / 5,
      )
      .slice(0, 4)
      .map(
        (event) =>
          `${event.name}${event.args?.data?.url ? `(${event.args.data.url.split('/').pop()})` : ''}`,
      );
    const inTask = samples.filter((sample) => sample.ts >= task.ts && sample.ts <= end);
    const leaves = new Map();
    const ours = new Map();
    for (const sample of inTask) {
      if (!nodes.has(sample.id)) continue;
      const name = nameOf(sample.id);
      leaves.set(name, (leaves.get(name) ?? 0) + 1);
      for (let id = sample.id; id !== undefined; id = parents.get(id)) {
        const frame = nameOf(id);
        if (frame.includes(' libs/')) {
          ours.set(frame, (ours.get(frame) ?? 0) + 1);
          break;
        }
      }
    }
    const at = Math.round((task.ts - navigationTs) / 1000);
    console.log(
      `${String(at).padStart(7)} ms ${String(Math.round(task.dur / 1000)).padStart(5)} ms  ${kinds.join(' > ')} (${inTask.length} samples)`,
    );
    if (inTask.length === 0) continue;
    console.log(`    in:   ${topOf(leaves, inTask.length).join('\n          ')}`);
    if (ours.size > 0) console.log(`    ours: ${topOf(ours, inTask.length).join('\n          ')}`);
  }
}

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROME_FLAGS });
try {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  if (!process.env.TRACE_ANONYMOUS) await signIn(context);
  for (let run = 1; run <= RUNS; run += 1) printLongTasks(run, await tracedLoad(context));
} finally {
  await browser.close();
}
