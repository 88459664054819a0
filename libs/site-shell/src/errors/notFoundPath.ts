/**
 * The proxy rewrites a path no route matches to `/{locale}/__no-route`, a prebuilt 404 page, so the
 * 404 screen can tell 'Page not found' (no route) from 'Page Not Found' (a route whose validation
 * failed) from the route params alone (SPEC.md section 8). The visitor's path is then only in the
 * address bar.
 */
export const NO_ROUTE_SEGMENT = '__no-route';

export interface NotFoundPath {
  /** The path the route params give: '' below `__no-route`. */
  pathname: string;
  messageId: 'errors.page_not_found' | 'errors.validation_failed';
}

/** The visitor's path and the 404 message, from the catch-all's segments. */
export function notFoundPath(segments: readonly string[] | string | undefined): NotFoundPath {
  const list = typeof segments === 'string' ? [segments] : [...(segments ?? [])];
  if (list[0] === NO_ROUTE_SEGMENT) return { pathname: '', messageId: 'errors.page_not_found' };
  return { pathname: `/${list.join('/')}`, messageId: 'errors.validation_failed' };
}

/** The `[[...path]]` params of every locale's prebuilt no-route 404 page. */
export function noRoutePaths<Locale extends string>(locales: readonly Locale[]): { locale: Locale; path: string[] }[] {
  return locales.map((locale) => ({ locale, path: [NO_ROUTE_SEGMENT] }));
}
