// Chromium's trace of what a page does while `during` runs, through a DevTools session (the
// `Tracing` domain, events reported as they are collected): for the scripts that look into a load
// (trace:tasks, trace:code-cache).

/**
 * Starts tracing `categories` on the CDP session, awaits `during()`, stops, and answers every
 * event once the browser has delivered them all.
 */
export async function recordTrace(cdp, categories, during) {
  const events = [];
  const collect = ({ value }) => events.push(...value);
  cdp.on('Tracing.dataCollected', collect);
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', { categories: categories.join(','), transferMode: 'ReportEvents' });
  try {
    await during();
  } finally {
    await cdp.send('Tracing.end');
    await complete;
    cdp.off('Tracing.dataCollected', collect);
  }
  return events;
}

/**
 * Attaches DevTools' debugger to the CDP session's page as every Lighthouse navigation does
 * (lighthouse/core/gather/driver/prepare.js, `enableAsyncStacks`, called by its navigation runner
 * whatever the audits): the Debugger domain on, pauses skipped, async call stacks 8 deep.
 */
export async function attachDebuggerAsLighthouse(cdp) {
  await cdp.send('Debugger.enable');
  await cdp.send('Debugger.setSkipAllPauses', { skip: true });
  await cdp.send('Debugger.setAsyncCallStackDepth', { maxDepth: 8 });
}

/**
 * What a load's renderer main threads spent on scripts' code caches: per script that V8 read from
 * a code cache (a `v8.compile` event that consumed one), its name, the main thread's milliseconds
 * and the cache's size. A browser with DevTools' debugger attached (every Lighthouse run) finishes
 * each cache on the main thread, making source positions for every function the cache holds (V8's
 * `FinalizeDeserialization`, whose own comment calls that time profiler overhead); without it, a few
 * milliseconds in all (`npm run trace:code-cache`).
 */
export function codeCacheReads(events) {
  const mainThreads = new Set(events.filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain').map((event) => `${event.pid}:${event.tid}`));
  return events
    .filter((event) => event.name === 'v8.compile' && event.ph === 'X' && event.args?.data?.consumedCacheSize && mainThreads.has(`${event.pid}:${event.tid}`))
    .map((event) => ({ script: String(event.args.data.url).split('/').pop(), ms: event.dur / 1000, cacheKb: Math.round(event.args.data.consumedCacheSize / 1024) }));
}
