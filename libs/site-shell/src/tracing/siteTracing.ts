// What the rest of the server knows of tracing: a process-wide slot that holds the started tracing
// (`startTracing`, loaded only when an endpoint is set) or nothing. Every hook below looks at the
// slot and, when it is empty, calls straight through: with tracing off no OpenTelemetry module is
// loaded and a request pays one property read.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AroundRequest } from '@clavis/next-tuning/instrumentation';
import { processWide } from '../process/processWide';

/** The kinds of outgoing call that get a span of their own. */
export type TracedCall = 'cms' | 'webhook';

export interface SiteTracing {
  /** Runs `handle` inside the request's span (its parent from an incoming `traceparent`), ended when the response is. */
  aroundRequest(request: IncomingMessage, response: ServerResponse, handle: () => boolean): boolean;
  /** One outgoing call in a span of its own, `traceparent` sent along. */
  fetch(call: TracedCall, send: typeof fetch, input: Parameters<typeof fetch>[0], init: Parameters<typeof fetch>[1]): Promise<Response>;
  /** Records a server error on the span of the request it happened in. */
  recordError(error: Error): void;
  /** Exports what is left and stops. */
  shutdown(): Promise<void>;
}

const slot = () => processWide('siteTracing', () => ({ current: undefined as SiteTracing | undefined }));

/** This process's tracing, when it was started. */
export function siteTracing(): SiteTracing | undefined {
  return slot().current;
}

/** Puts the started tracing in the slot (undefined empties it). */
export function useSiteTracing(tracing: SiteTracing | undefined): void {
  slot().current = tracing;
}

/** `fetch` whose calls are spans of kind `call` while tracing is on. */
export function tracedFetch(call: TracedCall, base?: typeof fetch): typeof fetch {
  return (input, init) => {
    // Read at call time: Next.js replaces the global fetch after this module loads.
    const send = base ?? globalThis.fetch;
    const tracing = slot().current;
    return tracing ? tracing.fetch(call, send, input, init) : send(input, init);
  };
}

/**
 * The site's request hooks with each request run inside its span, when tracing was started before
 * them; else `site` itself, so a server without tracing pays nothing per request.
 */
export function withRequestTracing<S extends { aroundRequest?: AroundRequest }>(site: S): S {
  const tracing = siteTracing();
  if (!tracing) return site;
  const around = site.aroundRequest;
  return {
    ...site,
    aroundRequest: (request, response, handle) =>
      tracing.aroundRequest(request, response, around ? () => around(request, response, handle) : handle),
  };
}
