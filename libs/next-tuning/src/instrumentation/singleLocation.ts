import type { ServerResponse } from 'node:http';
import type { WriteHeadWrapper } from './writeHeadWrappers.ts';

/**
 * Sends one Location header where a response holds the same target more than once.
 *
 * A page that redirects while Next.js renders it for the cache (a CMS redirect rule applied by
 * loadSitePage) gets its Location twice: the render sets it, and Next.js appends the render's
 * headers again when it answers from the new cache entry. Browsers accept identical copies; HTTP
 * clients that join them (`/a, /a`) do not. Different targets are left for the client to reject.
 *
 * The `singleLocation` step of `installWriteHeadWrappers`.
 */
export const sendSingleLocation: WriteHeadWrapper = (writeHead) =>
  function writeHeadWithOneLocation(this: ServerResponse, ...args: unknown[]) {
    const location = this.getHeader('location');
    if (Array.isArray(location) && location.length > 1 && location.every((value) => value === location[0])) this.setHeader('location', location[0] as string);
    return Reflect.apply(writeHead, this, args);
  };
