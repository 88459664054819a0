import { createRouter, type RouteMatch, type Router } from './createRouter.ts';
import { RoutingError } from './errors.ts';
import type { LocaleCode } from './locales.ts';
import { isMarket, type Market } from './markets.ts';
import type { RouteParamName, RouteParams } from './params.ts';
import { getRoute, isRouteName, type RouteName } from './routes.ts';

// A market's compiled table is built on its first use and kept (never mutated): a site's pages ask
// for their own market only, so the browser does not build the other four as the module loads.
const routers = new Map<Market, Router>();

function routerOf(market: Market): Router {
  let router = routers.get(market);
  if (!router) {
    router = createRouter(market);
    routers.set(market, router);
  }
  return router;
}

/** The compiled router of a market (throws a RoutingError for an unknown market). */
export function getRouter(market: Market): Router {
  if (!isMarket(market)) throw new RoutingError(`Unknown market "${String(market)}"`);
  return routerOf(market);
}

export interface LocalizePathInput {
  market: Market;
  locale: LocaleCode;
  route: RouteName;
  /** The route's parameters; `category` is the joined `a/b/c` path. */
  params?: RouteParams;
}

/**
 * The URL path of a route in a locale of a market, with the market's locale prefix:
 * `localizePath({ market: 'germany', locale: 'de', route: 'products-slug', params: { slug: 'futura' } })`
 * is `/produkte/futura`. Never ends with a slash, except `/`. Throws a RoutingError for a locale the
 * market does not serve or a missing or malformed parameter.
 */
export function localizePath({ market, locale, route, params }: LocalizePathInput): string {
  return getRouter(market).localize(route, locale, params);
}

/**
 * The route, locale and parameters of a pathname (no query, no trailing slash) in a market;
 * null when no route matches. Case-sensitive. Never throws.
 */
export function matchPath({
  market,
  pathname,
}: {
  market: Market;
  pathname: string;
}): RouteMatch | null {
  if (!isMarket(market)) return null;
  return routerOf(market).match(pathname);
}

export interface ReadRouteParamsInput {
  market: Market;
  locale: LocaleCode;
  /** The route the path is known to be (matched earlier, e.g. by the proxy). */
  route: RouteName;
  /** The pathname, with the market's locale prefix. */
  pathname: string;
}

/**
 * The parameters of a path already known to be `route`'s in `locale`, read by position without
 * matching it against the market's routes; null when the path is not that route's (checked by
 * localizing the parameters read back to the same path). Never throws.
 */
export function readRouteParams({
  market,
  locale,
  route,
  pathname,
}: ReadRouteParamsInput): RouteParams | null {
  if (!isMarket(market)) return null;
  const router = routerOf(market);
  if (!router.hasLocale(locale) || !isRouteName(route) || typeof pathname !== 'string') return null;
  const prefix = router.prefix(locale);
  if (!pathname.startsWith(prefix)) return null;
  const segments = pathname.slice(prefix.length).split('/').slice(1);
  const params: RouteParams = {};
  getRoute(route).tokens.forEach((token, index) => {
    if (token === ':category') params.category = segments.slice(index).join('/');
    else if (token.startsWith(':')) params[token.slice(1) as RouteParamName] = segments[index];
  });
  try {
    return router.localize(route, locale, params) === pathname ? params : null;
  } catch (error) {
    if (error instanceof RoutingError) return null;
    throw error;
  }
}

export interface SwitchLocalePathInput {
  market: Market;
  /** The current pathname. */
  pathname: string;
  /** The target locale. */
  locale: LocaleCode;
  /**
   * The target locale's parameters (from the story's alternates) for detail pages, whose slugs
   * differ per locale. Without them the current parameters are kept.
   */
  params?: RouteParams;
}

/**
 * The same page's path in another locale. A path that matches no route (or parameters the
 * target cannot take) leads to the target locale's home. Throws a RoutingError when the market
 * does not serve the target locale.
 */
export function switchLocalePath({
  market,
  pathname,
  locale,
  params,
}: SwitchLocalePathInput): string {
  const router = getRouter(market);
  return switchedPath(router, router.match(pathname), locale, params);
}

/** `switchLocalePath` for a path already matched (`current`), so the proxy matches a request once. */
export function switchedPath(
  router: Router,
  current: RouteMatch | null,
  locale: LocaleCode,
  params?: RouteParams,
): string {
  if (!current) return router.localize('home', locale);
  try {
    return router.localize(current.route, locale, params ?? current.params);
  } catch (error) {
    if (error instanceof RoutingError && router.hasLocale(locale))
      return router.localize('home', locale);
    throw error;
  }
}

export type Alternates = Partial<Record<LocaleCode | 'x-default', string>>;

export interface AlternatesInput {
  market: Market;
  route: RouteName;
  /**
   * Each locale's parameters. For a route with parameters, a locale missing here has no version of
   * the page and is left out. For a route without parameters it may be omitted entirely.
   */
  paramsByLocale?: Partial<Record<LocaleCode, RouteParams>>;
  /**
   * Prepended to every path to make absolute URLs, e.g. `https://www.clavis.de`.
   * @default '' (paths only)
   * @see https://developers.google.com/search/docs/specialty/international/localized-versions
   */
  origin?: string;
}

/**
 * Every locale's URL of one page for hreflang, plus `x-default` (the market's default locale's URL,
 * when that locale has the page).
 */
export function alternates({
  market,
  route,
  paramsByLocale,
  origin = '',
}: AlternatesInput): Alternates {
  const router = getRouter(market);
  const result: Alternates = {};
  const base = origin.replace(/\/+$/, '');
  for (const locale of router.config.locales) {
    const params = paramsByLocale?.[locale];
    try {
      result[locale] = base + router.localize(route, locale, params ?? {});
    } catch (error) {
      if (!(error instanceof RoutingError)) throw error;
    }
  }
  const fallback = result[router.config.defaultLocale];
  if (fallback !== undefined) result['x-default'] = fallback;
  return result;
}
