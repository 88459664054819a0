// `@clavis/site-shell/instrumentation`: each app's `src/instrumentation.ts` re-exports `register`,
// which Next.js calls once when a server starts.

/**
 * Prepares the Node.js server: requests it cannot parse are refused and every page gets its
 * Content-Security-Policy (see `hardenServer`), large response strings go out as buffers (see
 * `sendLargeStringsAsBuffers`), a request that has the page's ETag gets 304 (see
 * `answerConditionalRequests`), a repeated Location goes out once (see `sendSingleLocation`),
 * and the forms outbox starts, so what an earlier run left undelivered goes out.
 */
export async function register(): Promise<void> {
  if (process.env['NEXT_RUNTIME'] !== 'nodejs') return;
  const [{ hardenServer }, { sendLargeStringsAsBuffers }, { answerConditionalRequests }, { sendSingleLocation }, { startFormsOutbox }] = await Promise.all([
    import('./hardenServer'),
    import('./largeStringBodies'),
    import('./conditionalRequests'),
    import('./singleLocation'),
    import('../api/forms'),
  ]);
  hardenServer();
  sendLargeStringsAsBuffers();
  answerConditionalRequests();
  sendSingleLocation();
  await startFormsOutbox();
}
