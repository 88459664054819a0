import { ServerResponse } from 'node:http';
import { patchOnce, type PatchedMethod } from './patchOnce.ts';

const INSTALLED = Symbol.for('clavis.next-tuning.writeHead');

/** A wrapper of `ServerResponse.prototype.writeHead`: given the next `writeHead`, the one to call instead. */
export type WriteHeadWrapper = (writeHead: PatchedMethod) => PatchedMethod;

/**
 * The order in which the wrappers see a response start, outermost (first) to innermost (last, just
 * before Node.js writes the head). Only this order decides what goes out, so it is fixed here:
 * 1. `renderedPagesAfterPaint` decides on the headers as Next.js set them whether to hold a page
 *    rendered for this request, before any wrapper changes them (its Content-Length, its status);
 * 2. `singleLocation` drops a repeated Location;
 * 3. `conditionalRequests` may turn the 200 into a 304: from here on the status is final;
 * 4. `sharedCachePolicy` shortens Next.js's year-long `s-maxage` for shared caches;
 * 5. `pagePolicy`, last, gives an HTML page its Content-Security-Policy and may make it
 *    `private, no-store` (a page carrying a request's nonce): no wrapper runs after it, so none
 *    can loosen that, and it removes the cache handler's script-sources header just before the
 *    head goes out.
 */
export const WRITE_HEAD_ORDER = ['renderedPagesAfterPaint', 'singleLocation', 'conditionalRequests', 'sharedCachePolicy', 'pagePolicy'] as const;

export type WriteHeadStep = (typeof WRITE_HEAD_ORDER)[number];

/**
 * The one place `writeHead` is wrapped: installs the given wrappers in `WRITE_HEAD_ORDER`,
 * whatever order they are given in; a missing (or false) one is left out.
 *
 * Installed once per process, from `registerTuning()`; later calls do nothing.
 */
export function installWriteHeadWrappers(wrappers: Partial<Record<WriteHeadStep, WriteHeadWrapper | false | undefined>>, target: object = ServerResponse.prototype): void {
  patchOnce(target, INSTALLED, {
    writeHead: (original) =>
      WRITE_HEAD_ORDER.toReversed().reduce<PatchedMethod>((inner, step) => {
        const wrap = wrappers[step];
        return wrap ? wrap(inner) : inner;
      }, original),
  });
}
