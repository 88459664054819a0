// `@clavis/site-shell/instrumentation`: each app's `src/instrumentation.ts` re-exports `register`,
// which Next.js calls once when a server starts.

/** Prepares the Node.js server (see `prepareNodeServer`); nothing in the Edge runtime. */
export async function register(): Promise<void> {
  if (process.env['NEXT_RUNTIME'] !== 'nodejs') return;
  const { prepareNodeServer } = await import('./nodeServer');
  await prepareNodeServer();
}
