import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { pendingHeader } from './pendingHeader.ts';
import type { WriteHeadWrapper } from './writeHeadWrappers.ts';

/** How long a shared cache (a CDN, a caching proxy) may serve a page without asking again. */
export const SHARED_MAX_AGE_SECONDS = 1;
/** How long after that it may still serve the page while it fetches the new one in the background. */
export const SHARED_STALE_SECONDS = 60;
export const SHARED_CACHE_POLICY = `s-maxage=${SHARED_MAX_AGE_SECONDS}, stale-while-revalidate=${SHARED_STALE_SECONDS}`;

/** Sets `Cache-Control`, also over a value given in `writeHead`'s own headers. */
export function setCacheControl(response: ServerResponse, args: unknown[], value: string): void {
  response.setHeader('Cache-Control', value);
  const headers = args.find((arg): arg is OutgoingHttpHeaders => typeof arg === 'object' && arg !== null && !Array.isArray(arg));
  if (!headers) return;
  for (const key of Object.keys(headers)) if (key.toLowerCase() === 'cache-control') headers[key] = value;
}

/**
 * Pages a shared cache may keep are kept briefly (DESIGN.md section 7): Next.js answers a prebuilt
 * page (and its RSC payload) with `s-maxage=31536000`, so a CDN or caching proxy in front would
 * serve it for a year after its story changed, since nothing purges it. Any `s-maxage` above
 * `SHARED_MAX_AGE_SECONDS` becomes `SHARED_CACHE_POLICY`, and a publish reaches a client through a
 * shared cache within 5 s: once its copy is 1 s old, the cache serves it once more while it fetches
 * the page again; the site answers that first fetch after a publish from its own old copy too,
 * while it renders the new page (revalidate's 'max' profile), so the cache has it a period later
 * (two periods and a render: 3.9 s through nginx on a loaded machine; 5.1 s with 2 s periods, 10 s
 * with 5 s). The origin answers a cache at most once per page a second, from its page cache.
 * The `sharedCachePolicy` step of `installWriteHeadWrappers`.
 */
export const sendSharedCachePolicy: WriteHeadWrapper = (writeHead) =>
  function writeHeadWithSharedPolicy(this: ServerResponse, ...args: unknown[]) {
    const maxAge = /(?:^|[\s,])s-maxage=(\d+)/.exec(pendingHeader(this, args, 'cache-control') ?? '')?.[1];
    if (maxAge !== undefined && Number(maxAge) > SHARED_MAX_AGE_SECONDS) setCacheControl(this, args, SHARED_CACHE_POLICY);
    return Reflect.apply(writeHead, this, args);
  };
