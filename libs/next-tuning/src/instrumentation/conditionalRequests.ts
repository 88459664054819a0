import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { isPageResponse, pageRepresentation, representationEtag, varyByRepresentation } from './pageRepresentation.ts';
import type { WriteHeadWrapper } from './writeHeadWrappers.ts';

const opaque = (tag: string) => tag.trim().replace(/^W\//, '');

/**
 * Whether a request's copy is current for a response with this ETag (RFC 9110 section 13.1.2:
 * If-None-Match, weak comparison, `*` for any); `Cache-Control: no-cache` asks for the whole
 * response again.
 */
export function isNotModified(headers: IncomingHttpHeaders, etag: string): boolean {
  const ifNoneMatch = headers['if-none-match'];
  if (!ifNoneMatch || /(?:^|,)\s*no-cache\s*(?:,|$)/i.test(headers['cache-control'] ?? '')) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const current = opaque(etag);
  return ifNoneMatch.split(',').some((tag) => opaque(tag) === current);
}

/**
 * Answers a conditional GET or HEAD with 304 Not Modified when the 200 response about to start
 * carries an ETag the request already has. Node.js then drops the body, compressed or not.
 *
 * The pages' ETags come from the cache handler (`withPageEtag`), once per cached page, instead of
 * Next.js hashing every response (`generateEtags`, off); so Next.js no longer compares them, and
 * this does. It applies to any response with an ETag, which is what If-None-Match means.
 *
 * A page's URL answers its HTML, its RSC payload and the payload's prefetched segments, all with
 * the headers of one cache entry, so each gets the entry's ETag marked with the representation the
 * request asks for (`pageRepresentation`), and `Vary` names the headers that ask, so an RSC
 * request holding the HTML's ETag gets the payload, and a shared cache never answers one with the
 * other.
 *
 * The `conditionalRequests` step of `installWriteHeadWrappers`.
 */
export const answerConditionalRequests: WriteHeadWrapper = (writeHead) =>
  function writeHeadOrNotModified(this: ServerResponse, ...args: unknown[]) {
    const request = (this as ServerResponse & { req?: IncomingMessage }).req;
    let etag = this.getHeader('etag');
    if (request && typeof etag === 'string' && isPageResponse(this)) {
      etag = representationEtag(etag, pageRepresentation(request));
      this.setHeader('ETag', etag);
      varyByRepresentation(this);
    }
    if (args[0] === 200 && typeof etag === 'string' && request && (request.method === 'GET' || request.method === 'HEAD') && isNotModified(request.headers, etag)) {
      this.removeHeader('content-length');
      return Reflect.apply(writeHead, this, [304, ...args.slice(1)]);
    }
    return Reflect.apply(writeHead, this, args);
  };
