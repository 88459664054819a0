import type { IncomingMessage, ServerResponse } from 'node:http';
import { hydrateAfterPaint } from '../cacheHandler/hydrationAfterPaint.ts';
import { pendingHeader } from './pendingHeader.ts';
import type { WriteHeadWrapper } from './writeHeadWrappers.ts';

/**
 * Next.js's `x-nextjs-cache` values of a page answered from the cache, which the cache handler
 * rewrote already. Its compression takes the Content-Length off a page it compresses, so that alone
 * does not tell a cached page; holding one would only cost a copy and a scan on every request.
 */
const FROM_CACHE = new Set(['HIT', 'STALE']);

/** A page held for its rewrite up to this size; a larger one goes out as it is, from there on unchanged. */
export const MAX_HELD_PAGE_BYTES = 2 * 1024 * 1024;

type Callback = (error?: Error | null) => void;
type Write = (chunk: unknown, encoding?: unknown, callback?: unknown) => boolean;
type End = (chunk?: unknown, encoding?: unknown, callback?: unknown) => ServerResponse;

const bytesOf = (chunk: unknown, encoding: unknown): Buffer =>
  Buffer.isBuffer(chunk)
    ? chunk
    : chunk instanceof Uint8Array
      ? Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)
      : Buffer.from(String(chunk), typeof encoding === 'string' && Buffer.isEncoding(encoding) ? encoding : 'utf8');

const callbackOf = (...args: unknown[]) => args.find((arg): arg is Callback => typeof arg === 'function');

/**
 * Holds what is written to `response` until it ends, then sends `rewrite` of the whole text in
 * one piece through the response's own `write` and `end` (those of Next.js's compression, when it
 * compresses). A response larger than `maxBytes` is sent as it is.
 */
export function holdForRewrite(response: ServerResponse, rewrite: (text: string) => string, maxBytes = MAX_HELD_PAGE_BYTES): void {
  const write = response.write as Write;
  const end = response.end as End;
  const held: Buffer[] = [];
  let heldBytes = 0;
  const restore = () => {
    response.write = write as ServerResponse['write'];
    response.end = end as ServerResponse['end'];
  };

  response.write = function holdWrite(this: ServerResponse, chunk: unknown, encoding?: unknown, callback?: unknown) {
    const bytes = bytesOf(chunk, encoding);
    held.push(bytes);
    heldBytes += bytes.length;
    if (heldBytes > maxBytes) {
      // Too large to hold: what came so far goes out unchanged, and so does the rest.
      restore();
      return Reflect.apply(write, this, [Buffer.concat(held.splice(0)), callbackOf(encoding, callback)]) as boolean;
    }
    const done = callbackOf(encoding, callback);
    if (done) process.nextTick(done);
    return true;
  } as ServerResponse['write'];

  response.end = function holdEnd(this: ServerResponse, chunk?: unknown, encoding?: unknown, callback?: unknown) {
    restore();
    if (chunk !== undefined && chunk !== null && typeof chunk !== 'function') held.push(bytesOf(chunk, encoding));
    const done = callbackOf(chunk, encoding, callback);
    if (held.length === 0) return Reflect.apply(end, this, [done]) as ServerResponse;
    const text = Buffer.concat(held.splice(0)).toString('utf8');
    return Reflect.apply(end, this, [Buffer.from(rewrite(text), 'utf8'), done]) as ServerResponse;
  } as ServerResponse['end'];
}

/**
 * Holds each HTML page rendered for one request (the search page with its results, a draft, a
 * first render after a publish) until it ends and sends `rewrite` of it whole: Next.js streams such
 * a page, and its last script sits at the end of the body. Only HTML rendered for this request is
 * held: a page from the cache (rewritten by the cache handler already) or with a Content-Length
 * passes as it is, and so do HEAD requests and everything that is not HTML. The hold is set up as
 * the headers go out, after Next.js's compression has put its own `write` in place, so the text is
 * rewritten before it is compressed.
 *
 * The `renderedPagesAfterPaint` step of `installWriteHeadWrappers`.
 */
export const holdRenderedPages = (rewrite: (html: string) => string): WriteHeadWrapper => (writeHead) =>
  function writeHeadHoldingPage(this: ServerResponse, ...args: unknown[]) {
    const request = (this as ServerResponse & { req?: IncomingMessage }).req;
    const status = typeof args[0] === 'number' ? args[0] : this.statusCode;
    if (
      request?.method === 'GET' &&
      status !== 204 &&
      status !== 304 &&
      !FROM_CACHE.has(pendingHeader(this, args, 'x-nextjs-cache') ?? '') &&
      pendingHeader(this, args, 'content-length') === undefined &&
      (pendingHeader(this, args, 'content-type') ?? '').startsWith('text/html')
    ) {
      holdForRewrite(this, rewrite);
    }
    return Reflect.apply(writeHead, this, args);
  };

/**
 * Pages rendered for one request hydrate after their largest paint too, as cached pages do through
 * the cache handler (`withHydrationAfterPaint`): the framework's scripts come after the page's
 * picture or text is on screen, or at the first input (`hydrateAfterPaint`, which gives the loader
 * the scripts' nonce).
 */
export const hydrateRenderedPagesAfterPaint: WriteHeadWrapper = holdRenderedPages(hydrateAfterPaint);
