import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { processWide } from '../process/processWide';

export interface RequestContext {
  /** The request's id: a well-formed incoming `X-Request-Id`, or a new one. */
  id: string;
}

export const REQUEST_ID_HEADER = 'x-request-id';

/** One store per process: Next bundles routes apart, and every copy must read the same one. */
const storage = () => processWide('requestContext', () => new AsyncLocalStorage<RequestContext>());

/** What a client or a proxy may name a request: short, printable, nothing a log line would misread. */
const WELL_FORMED = /^[\w.:@/+=-]{1,128}$/;

/** The id of a request: its `X-Request-Id` when well-formed (a proxy's, to follow it across), else a new one. */
export function requestIdFrom(header: string | string[] | undefined): string {
  const given = Array.isArray(header) ? header[0] : header;
  return given && WELL_FORMED.test(given) ? given : randomUUID();
}

/** Runs `work` as part of the request `context`: every line logged and every CMS call made from it carries its id. */
export function inRequestContext<T>(context: RequestContext, work: () => T): T {
  return storage().run(context, work);
}

/** The id of the request this code runs for, if any. */
export function currentRequestId(): string | undefined {
  return storage().getStore()?.id;
}

/** `fetch` that names the current request to the service it calls (`X-Request-Id`). */
export function fetchWithRequestId(base?: typeof fetch): typeof fetch {
  return (input, init) => {
    const id = currentRequestId();
    // Read at call time: Next.js replaces the global fetch after this module loads.
    const send = base ?? globalThis.fetch;
    if (!id) return send(input, init);
    const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
    if (!headers.has(REQUEST_ID_HEADER)) headers.set(REQUEST_ID_HEADER, id);
    return send(input, { ...init, headers });
  };
}
