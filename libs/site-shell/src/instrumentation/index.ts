// `@clavis/site-shell/instrumentation`: each app's `src/instrumentation.ts` re-exports `register`,
// which Next.js calls once when a server starts.
import type { Instrumentation } from 'next';

/** Prepares the Node.js server (see `prepareNodeServer`); nothing in the Edge runtime. */
export async function register(): Promise<void> {
  if (process.env['NEXT_RUNTIME'] !== 'nodejs') return;
  const { prepareNodeServer } = await import('./nodeServer');
  await prepareNodeServer();
}

/** Next.js's report of a server error (rendering, a route handler, the proxy): logged once with the request id, recorded on its span. */
export async function onRequestError(...args: Parameters<Instrumentation.onRequestError>): Promise<void> {
  if (process.env['NEXT_RUNTIME'] !== 'nodejs') return;
  const { reportRequestError } = await import('./requestErrors');
  reportRequestError(...args);
}
