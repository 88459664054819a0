#!/usr/bin/env node
// `npm run trace:code-cache -- /extranet/kataloge/price-lists`: how long a returning browser's main
// thread spends on the code caches of a page's scripts, with and without DevTools' debugger
// attached. Signs in as bu-italia@ through the embedded identity provider in a browser profile of
// its own, loads the page of a running germany server a few times (so that V8 has made the code
// caches), then traces further loads, first as a partner's browser is (nothing attached), then
// with the Debugger domain enabled and async stacks on, as every Lighthouse navigation does
// (lighthouse/core/gather/driver/prepare.js, `enableAsyncStacks`). Prints per load the main
// thread's time in `v8.compile` events that consumed a code cache, and the longest scripts.
//
// Why it exists (issue #41): the signed-in rows of bench:web lose their points to these events
// (100-120 ms per load in Lighthouse's traces, four times that in its simulation), which a browser
// without the debugger finishes off the main thread in a few milliseconds.
//
// Serve the build first: `node tools/scripts/serveApp.mjs --content`, `... --dev-idp` and
// `PORT=3999 node tools/scripts/serveApp.mjs germany`. Options (environment): TRACE_BASE (default
// http://127.0.0.1:3999), TRACE_RUNS traced loads per mode (default 3),
// TRACE_TOP how many of the longest scripts to name per load (default 3).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { attachDebuggerAsLighthouse, codeCacheReads, recordTrace } from './chromeTrace.mjs';
import { CHROME_FLAGS, CHROMIUM_PATH } from './chromium.mjs';
import { BU_ITALIA, submitProviderLogin } from './partnerLogin.mjs';

const path = process.argv[2] ?? '/extranet/kataloge/price-lists';
const BASE = process.env.TRACE_BASE ?? 'http://127.0.0.1:3999';
const RUNS = Number(process.env.TRACE_RUNS ?? 3);
const TOP = Number(process.env.TRACE_TOP ?? 3);
const PARTNER = BU_ITALIA;
const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'disabled-by-default-v8.compile', 'loading'];

/** One traced load of `url` in `page`: the main thread's code-cache events, with the debugger attached as Lighthouse attaches it or not. */
async function tracedLoad(page, url, { debuggerAttached }) {
  const cdp = await page.context().newCDPSession(page);
  if (debuggerAttached) await attachDebuggerAsLighthouse(cdp);
  const events = await recordTrace(cdp, CATEGORIES, async () => {
    await page.goto(url);
    await page.waitForLoadState('load');
    // The content's chunks come after the session and the data.
    await page.waitForTimeout(3000);
  });
  await cdp.detach();
  return codeCacheReads(events);
}

function report(mode, run, reads) {
  const total = reads.reduce((sum, read) => sum + read.ms, 0);
  const longest = [...reads]
    .sort((a, b) => b.ms - a.ms)
    .slice(0, TOP)
    .map((read) => `${read.script} ${read.ms.toFixed(1)} ms (${read.cacheKb} KB)`);
  console.log(`${mode} load ${run}: ${total.toFixed(1)} ms on the main thread for ${reads.length} cached scripts; longest ${longest.join(', ')}`);
  return total;
}

const profile = mkdtempSync(join(tmpdir(), 'clavis-code-cache-'));
const context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM_PATH, args: CHROME_FLAGS, viewport: { width: 412, height: 823 } });
try {
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(`${BASE}/extranet`);
  await submitProviderLogin(page, PARTNER);
  await page.waitForURL(/\/extranet/);
  // Loads that make the code caches (V8 writes one from a script's second run on).
  for (let load = 0; load < 3; load += 1) {
    await page.goto(`${BASE}${path}`);
    await page.waitForTimeout(1500);
  }
  console.log(`${BASE}${path}, signed in as ${PARTNER.email}, code caches made by three loads before\n`);
  const medians = {};
  for (const [mode, debuggerAttached] of [['no debugger (a partner)', false], ['debugger attached (Lighthouse)', true]]) {
    const totals = [];
    // A new tab per load, as Lighthouse opens one per run.
    for (let run = 1; run <= RUNS; run += 1) {
      const tab = await context.newPage();
      totals.push(report(mode, run, await tracedLoad(tab, `${BASE}${path}`, { debuggerAttached })));
      await tab.close();
    }
    medians[mode] = totals.sort((a, b) => a - b)[Math.floor(totals.length / 2)];
  }
  console.log(`\nmedian: ${Object.entries(medians).map(([mode, ms]) => `${mode} ${ms.toFixed(1)} ms`).join(', ')}`);
} finally {
  await context.close();
  rmSync(profile, { recursive: true, force: true });
}
