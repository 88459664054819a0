import { resolveDecidedRoute, resolveRequest, type ResolvedRequest } from '@clavis/cms-client';
import { isRouteName, type LocaleCode, type Market } from '@clavis/i18n-routing';
import { readInternalPath } from '../../paths/internalPath';

export interface PageRequest {
  /** The visitor's path. */
  pathname: string;
  /** The request's resolution; null when it has no route. */
  resolved: ResolvedRequest | null;
  /** The proxy decided the route (and applied the CMS's redirect rules) before the page ran. */
  decidedByProxy: boolean;
}

/**
 * The page's side of the one match per request: the catch-all's segments carry the proxy's
 * decision when the proxy ran, which the page reads without matching again; a direct route came
 * through Next.js's rewrite instead, and the page resolves it, once.
 */
export function resolvePageRequest({
  market,
  locale,
  segments,
}: {
  market: Market;
  locale: LocaleCode;
  segments: readonly string[] | undefined;
}): PageRequest {
  const internal = readInternalPath(segments);
  if (!internal.decided)
    return {
      pathname: internal.pathname,
      resolved: resolveRequest({ market, pathname: internal.pathname }),
      decidedByProxy: false,
    };
  const { route, pathname } = internal;
  const resolved = isRouteName(route)
    ? resolveDecidedRoute({ market, locale, route, pathname })
    : null;
  return { pathname, resolved, decidedByProxy: true };
}
