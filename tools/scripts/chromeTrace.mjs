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
