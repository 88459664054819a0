// `@clavis/site-shell/instrumentation`: each app's `src/instrumentation.ts` re-exports `register`,
// which Next.js calls once when a server starts.

/**
 * Prepares the Node.js server: large response strings go out as buffers (see
 * `sendLargeStringsAsBuffers`), and the forms outbox starts, so what an earlier run left
 * undelivered goes out.
 */
export async function register(): Promise<void> {
  if (process.env['NEXT_RUNTIME'] !== 'nodejs') return;
  const [{ sendLargeStringsAsBuffers }, { startFormsOutbox }] = await Promise.all([
    import('./largeStringBodies'),
    import('../api/forms'),
  ]);
  sendLargeStringsAsBuffers();
  await startFormsOutbox();
}
