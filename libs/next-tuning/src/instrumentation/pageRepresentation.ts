import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * The request headers with which Next.js's router asks a page's URL for something other than its
 * HTML: the RSC payload (`RSC: 1`), a prefetch of it, one prefetched segment; the state tree too,
 * which shapes the payload of a page rendered per request. Next.js names the same four in the
 * `Vary` of every page.
 */
export const REPRESENTATION_HEADERS = ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch'] as const;

const PAGE_CONTENT_TYPE = /^\s*(?:text\/html|text\/x-component)\s*(?:;|$)/i;

/**
 * A request header as the client sent it. Next.js deletes the router's headers from
 * `request.headers` before it answers a prebuilt page, so the raw ones are read.
 */
function sentHeader(request: IncomingMessage, name: string): string | undefined {
  const { rawHeaders } = request;
  for (let index = 0; index < rawHeaders.length; index += 2) {
    if (rawHeaders[index]?.toLowerCase() === name) return rawHeaders[index + 1];
  }
  return undefined;
}

/**
 * Which of a page's representations a request asks for, as a token for its ETag: '' for the HTML,
 * `rsc` for the RSC payload, with `-prefetch{value}` for a prefetch and `-segment-{hash}` for one
 * segment of it (the hash keeps any segment path within an entity tag's characters).
 */
export function pageRepresentation(request: IncomingMessage): string {
  if (sentHeader(request, 'rsc') !== '1') return '';
  const prefetch = sentHeader(request, 'next-router-prefetch');
  const segment = sentHeader(request, 'next-router-segment-prefetch');
  return [
    'rsc',
    ...(prefetch ? [`prefetch${prefetch.replace(/[^\w]/g, '')}`] : []),
    ...(segment ? [`segment-${createHash('sha1').update(segment).digest('base64url')}`] : []),
  ].join('-');
}

/** The ETag of one representation of a page whose cache entry carries `etag` (its HTML's): unchanged for the HTML. */
export function representationEtag(etag: string, representation: string): string {
  return representation ? etag.replace(/"\s*$/, `-${representation}"`) : etag;
}

/** Whether a response is a page, HTML or RSC payload, by its `Content-Type`. */
export function isPageResponse(response: ServerResponse): boolean {
  const type = response.getHeader('content-type');
  return typeof type === 'string' && PAGE_CONTENT_TYPE.test(type);
}

/** Adds to the response's `Vary` each of `REPRESENTATION_HEADERS` it does not name yet, so a shared cache keeps the representations apart. */
export function varyByRepresentation(response: ServerResponse): void {
  const vary = response.getHeader('vary');
  const named = (Array.isArray(vary) ? vary.join(',') : String(vary ?? '')).split(',').map((name) => name.trim()).filter(Boolean);
  const lower = new Set(named.map((name) => name.toLowerCase()));
  if (lower.has('*')) return;
  const missing = REPRESENTATION_HEADERS.filter((name) => !lower.has(name));
  if (missing.length > 0) response.setHeader('Vary', [...named, ...missing].join(', '));
}
