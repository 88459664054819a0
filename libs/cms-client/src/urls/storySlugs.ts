import {
  getMarketConfig,
  getRouter,
  isLocaleCode,
  routeSegments,
  type LocaleCode,
  type Market,
  type RouteName,
} from '@clavis/i18n-routing';

/**
 * Routes whose stories are the shared catalogue under `{locale}/global` in every market (DESIGN.md
 * section 3): the products pages and the category pages.
 */
export function isCatalogueRoute(route: RouteName): boolean {
  return route === 'products' || route.startsWith('products-') || route === 'category-slug';
}

/** The extranet's routes, whose stories live in the `{locale}/extranet` folder of every market. */
export function isExtranetRoute(route: RouteName): boolean {
  return route === 'extranet' || route.startsWith('extranet-');
}

/**
 * Whether a full slug names a story of the market's public site: one of its locales, in the shared
 * `global` folder or the market's own. Never the extranet's (`{locale}/extranet/...`, served only
 * to verified partners) nor another market's folder.
 */
export function isPublicStorySlug(market: Market, fullSlug: string): boolean {
  const [locale, folder] = fullSlug.replace(/^\/+/, '').split('/');
  if (!locale || !isLocaleCode(locale) || !getMarketConfig(market).locales.includes(locale)) return false;
  return folder === 'global' || folder === market;
}

/** The path below the locale prefix: germany `/en/about-us` -> `about-us`, `/uber-uns` -> `uber-uns`. */
export function pathBelowLocale({
  market,
  locale,
  pathname,
}: {
  market: Market;
  locale: LocaleCode;
  pathname: string;
}): string {
  const prefix = getRouter(market).prefix(locale);
  return pathname.slice(prefix.length).replace(/^\/+|\/+$/g, '');
}

/**
 * The full slugs a URL's story may have, in the order to try them (DESIGN.md section 3): the
 * market's folder, then the global fallback; catalogue routes and the global market read `global`
 * alone; the extranet reads its own folder (`/extranet/kataloge` -> `de/extranet/kataloge`).
 * germany `/uber-uns/unsere-firma` -> `de/germany/uber-uns/unsere-firma`, `de/global/uber-uns/unsere-firma`.
 */
export function storySlugCandidates({
  market,
  locale,
  route,
  pathname,
}: {
  market: Market;
  locale: LocaleCode;
  route: RouteName;
  pathname: string;
}): string[] {
  const below = pathBelowLocale({ market, locale, pathname });
  // The extranet's paths start with `extranet` in every locale, its folder's name.
  if (isExtranetRoute(route)) return [`${locale}/${below}`];
  const folders = market === 'global' || isCatalogueRoute(route) ? ['global'] : [market, 'global'];
  return folders.map((folder) => (below ? `${locale}/${folder}/${below}` : `${locale}/${folder}`));
}

/** The site configuration story's candidates: `{locale}/{market}/config`, then global. */
export function siteConfigSlugs(market: Market, locale: LocaleCode): string[] {
  return market === 'global'
    ? [`${locale}/global/config`]
    : [`${locale}/${market}/config`, `${locale}/global/config`];
}

/** The shared product catalogue a locale's product listings read: `de/global/produkte/`. */
export function catalogueFolder(locale: LocaleCode): string {
  return `${locale}/global/${routeSegments('products', locale)[0]}/`;
}

const trimSlashes = (slug: string) => slug.replace(/^\/+|\/+$/g, '');

/** The folder a story's children live in: `de/germany/kontakte` or `de/germany/kontakte/` -> `de/germany/kontakte/`. */
export function childrenFolder(fullSlug: string): string {
  return `${trimSlashes(fullSlug)}/`;
}

/**
 * The locale-and-market folder a full slug lives in, the unit stories are bulk-loaded by:
 * `de/germany/uber-uns/x` -> `de/germany`; null for a slug without both parts.
 */
export function marketFolder(fullSlug: string): string | null {
  const [locale, folder] = trimSlashes(fullSlug).split('/');
  return locale && folder ? `${locale}/${folder}` : null;
}
