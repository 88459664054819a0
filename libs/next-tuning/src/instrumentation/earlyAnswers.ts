import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { gzipSync } from 'node:zlib';

/** A route handler on the Fetch API, as a Next.js route exports it. */
export type FetchHandler = (request: Request) => Response | Promise<Response>;

/** `METHOD /path` → the handler, loaded on its first request; `METHOD /prefix/*` takes every path below the prefix. */
export type EarlyRoutes = Readonly<Record<string, () => Promise<FetchHandler>>>;

/** Bodies from this size on go out gzipped to a client that takes it, as Next.js's compression does. */
const COMPRESS_FROM_BYTES = 1024;

function fetchHeaders(headers: IncomingHttpHeaders): Headers {
  const result = new Headers();
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || name.startsWith(':')) continue;
    for (const item of [value].flat()) result.append(name, item);
  }
  return result;
}

const acceptsGzip = (request: IncomingMessage) => /\bgzip\b/i.test(String(request.headers['accept-encoding'] ?? ''));

/** The Node request as a Fetch `Request`, its body streamed (the handler caps what it reads). */
function toFetchRequest(request: IncomingMessage): Request {
  const method = request.method ?? 'GET';
  const hasBody = method !== 'GET' && method !== 'HEAD';
  const init: RequestInit & { duplex?: 'half' } = { method, headers: fetchHeaders(request.headers) };
  if (hasBody) {
    init.body = Readable.toWeb(request) as ReadableStream<Uint8Array>;
    init.duplex = 'half';
  }
  // A fixed origin: the route handlers read the path and query, never the host, and a Host header
  // that is no host name ("a b") must not make the URL, and so the answer, fail.
  return new Request(new URL(request.url ?? '/', 'http://localhost'), init);
}

async function answer(request: IncomingMessage, response: ServerResponse, handler: FetchHandler, baseHeaders: Record<string, string>): Promise<void> {
  const answered = await handler(toFetchRequest(request));
  let body = Buffer.from(await answered.arrayBuffer());
  const headers: Record<string, string | number> = { ...baseHeaders };
  answered.headers.forEach((value, name) => (headers[name] = value));
  if (body.length >= COMPRESS_FROM_BYTES && acceptsGzip(request) && !answered.headers.has('content-encoding')) {
    body = gzipSync(body);
    headers['content-encoding'] = 'gzip';
    headers['vary'] = 'Accept-Encoding';
  }
  headers['content-length'] = body.length;
  // A body the handler did not read to its end (refused past its size, or as bad JSON early) is
  // still arriving on the connection: the next request on it would never be read whole. Close it.
  if (!request.complete) headers['connection'] = 'close';
  response.writeHead(answered.status, headers);
  response.end(request.method === 'HEAD' ? undefined : body);
}

/**
 * Answers the requests `routes` names with their route handlers on the Node server itself, before
 * Next.js routes them; `(request, response) => true` when it took the request. For endpoints so hot
 * that Next.js's own routing is most of their cost: `POST /api/search` answers each keystroke from
 * an answer cache in well under a millisecond, where Next.js's routing of a route handler costs
 * about a millisecond of the server's time per request (`GET /api/version`, p99 89 ms at 50
 * connections on a two-core machine, `npm run bench:search`). The handler is the one the app's
 * route exports, so both paths answer alike; the response gets `baseHeaders` (the security headers
 * Next.js's config would add) under the handler's own, and gzip where Next.js would compress.
 * A handler that throws answers 500 without its message.
 */
export function answerEarly(routes: EarlyRoutes, baseHeaders: Record<string, string>): (request: IncomingMessage, response: ServerResponse) => boolean {
  const loaded = new Map<string, Promise<FetchHandler>>();
  const prefixes = Object.keys(routes).filter((route) => route.endsWith('/*'));
  return (request, response) => {
    const asked = `${request.method ?? 'GET'} ${(request.url ?? '/').split('?', 1)[0]}`;
    const key = routes[asked] ? asked : prefixes.find((route) => asked.startsWith(route.slice(0, -1)));
    const load = key === undefined ? undefined : routes[key];
    if (!load || key === undefined) return false;
    let handler = loaded.get(key);
    if (!handler) loaded.set(key, (handler = load()));
    handler
      .then((handle) => answer(request, response, handle, baseHeaders))
      .catch((error: unknown) => {
        console.error(`[server] ${key} failed: ${String(error)}`);
        if (!response.headersSent) response.writeHead(500, { ...baseHeaders, 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
        response.end();
      });
    return true;
  };
}
