// Next.js's cache handler loads this module from dist/, so it imports nothing.

/**
 * The proxy rewrites a path no route matches to `/{locale}/__no-route`, a prebuilt 404 page, so the
 * 404 screen can tell 'Page not found' (no route) from 'Page Not Found' (a route whose validation
 * failed) from the route params alone (SPEC.md section 8). The visitor's path is then only in the
 * address bar.
 */
export const NO_ROUTE_SEGMENT = '__no-route';

/**
 * A first segment `__{route}` names the route the proxy matched (see paths/internalPath); no public
 * path starts with `_`.
 */
export const DECIDED_ROUTE_PREFIX = '__';

export interface NotFoundPath {
  /** The path the route params give: '' below `__no-route`. */
  pathname: string;
  messageId: 'errors.page_not_found' | 'errors.validation_failed';
}

/** The visitor's path and the 404 message, from the catch-all's segments. */
export function notFoundPath(segments: readonly string[] | string | undefined): NotFoundPath {
  const list = typeof segments === 'string' ? [segments] : [...(segments ?? [])];
  if (list[0] === NO_ROUTE_SEGMENT) return { pathname: '', messageId: 'errors.page_not_found' };
  // The proxy's route in front of the path is not the visitor's.
  const visitor = list[0]?.startsWith(DECIDED_ROUTE_PREFIX) ? list.slice(1) : list;
  return { pathname: `/${visitor.join('/')}`, messageId: 'errors.validation_failed' };
}

/** The `[[...path]]` params of every locale's prebuilt no-route 404 page. */
export function noRoutePaths<Locale extends string>(locales: readonly Locale[]): { locale: Locale; path: string[] }[] {
  return locales.map((locale) => ({ locale, path: [NO_ROUTE_SEGMENT] }));
}
