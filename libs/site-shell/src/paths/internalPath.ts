import { getRoute, type RouteName } from '@clavis/i18n-routing';
import { DECIDED_ROUTE_PREFIX, NO_ROUTE_SEGMENT } from './notFoundPath';

/**
 * What the catch-all `app/[locale]/[[...path]]` is asked for. Next.js's rewrites send a direct
 * route to `/{locale}{path}`: nothing was decided, the page resolves the path itself. The proxy
 * puts its decision in front of the path, so the page does not match it again: `__no-route`, or
 * `__{route}{path}` for a route only the proxy serves (`/:slug`, `/:customSlug`).
 */
export type InternalPath =
  | { decided: false; pathname: string }
  /** `route` null: no route the site serves; `pathname` is then ''. */
  | { decided: true; route: string | null; pathname: string };

/** Reads the catch-all's segments (see InternalPath). */
export function readInternalPath(segments: readonly string[] | undefined): InternalPath {
  const list = segments ?? [];
  const first = list[0];
  if (first === NO_ROUTE_SEGMENT) return { decided: true, route: null, pathname: '' };
  if (first?.startsWith(DECIDED_ROUTE_PREFIX)) {
    return {
      decided: true,
      route: first.slice(DECIDED_ROUTE_PREFIX.length),
      pathname: `/${list.slice(1).join('/')}`,
    };
  }
  return { decided: false, pathname: `/${list.join('/')}` };
}

/**
 * The catch-all's segments of a served page, the same from the proxy and from the prebuilt list so
 * that the proxy's rewrite finds the prebuilt page. A route whose path starts with a parameter
 * (`/:slug`, `/:customSlug`) is served through the proxy alone and gets its route in front; every
 * other served route is a direct route (proxy/directRoutes), whose path goes as Next.js's rewrite
 * passes it on (the proxy sees one only for a locale switch to the current locale).
 */
export function pageSegments({
  route,
  pathname,
}: {
  route: RouteName;
  pathname: string;
}): string[] {
  const segments = pathname.split('/').filter(Boolean);
  const first = getRoute(route).tokens[0];
  return first?.startsWith(':') ? [`${DECIDED_ROUTE_PREFIX}${route}`, ...segments] : segments;
}
