import {
  matchPath,
  readRouteParams,
  type LocaleCode,
  type Market,
  type RouteMatch,
  type RouteName,
} from '@clavis/i18n-routing';
import { isCatalogueRoute, storySlugCandidates } from './storySlugs';

/** What a request path is on a market's site: its route, locale and params, and where its story lives. */
export interface ResolvedRequest extends RouteMatch {
  /** The path resolved (no query, no trailing slash), locale prefix included. */
  pathname: string;
  /** The full slugs the page's story may have, to be tried in this order (`storySlugCandidates`). */
  storySlugs: readonly string[];
  /** The route reads the shared catalogue (`{locale}/global/...`) in every market. */
  catalogue: boolean;
}

function resolved(market: Market, pathname: string, match: RouteMatch): ResolvedRequest {
  return {
    ...match,
    pathname,
    storySlugs: storySlugCandidates({ market, locale: match.locale, route: match.route, pathname }),
    catalogue: isCatalogueRoute(match.route),
  };
}

/**
 * The request resolver (DESIGN.md section 3): a URL path of a market -> route, locale, params and
 * the story slugs to try, with one `matchPath`; null when no route matches. The proxy resolves each
 * request it sees with it, and the page each request that did not pass the proxy (a direct route).
 *
 * `resolveRequest({ market: 'germany', pathname: '/produkte/futura' })` is
 * `{ route: 'products-slug', locale: 'de', params: { slug: 'futura' }, pathname: '/produkte/futura',
 * storySlugs: ['de/global/produkte/futura'], catalogue: true }`.
 */
export function resolveRequest({
  market,
  pathname,
}: {
  market: Market;
  pathname: string;
}): ResolvedRequest | null {
  const match = matchPath({ market, pathname });
  return match && resolved(market, pathname, match);
}

/**
 * `resolveRequest` for a path whose route and locale were decided already (the proxy's decision,
 * which its rewrite carries to the page): the same answer, without matching the path again; null
 * when the path is not that route's in that locale.
 */
export function resolveDecidedRoute({
  market,
  locale,
  route,
  pathname,
}: {
  market: Market;
  locale: LocaleCode;
  route: RouteName;
  pathname: string;
}): ResolvedRequest | null {
  const params = readRouteParams({ market, locale, route, pathname });
  return params && resolved(market, pathname, { route, locale, params });
}
