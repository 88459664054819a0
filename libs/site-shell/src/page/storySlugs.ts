import { localizePath, type LocaleCode, type Market, type RouteName } from '@clavis/i18n-routing';

/** Routes whose stories are the shared catalogue under `{locale}/global` in every market. */
export function isCatalogueRoute(route: RouteName): boolean {
  return route === 'products' || route.startsWith('products-') || route === 'category-slug';
}

/** The path below the locale prefix: germany `/en/about-us` -> `about-us`, `/uber-uns` -> `uber-uns`. */
export function pathBelowLocale({ market, locale, pathname }: { market: Market; locale: LocaleCode; pathname: string }): string {
  const home = localizePath({ market, locale, route: 'home' });
  const below = home === '/' ? pathname : pathname.slice(home.length);
  return below.replace(/^\/+|\/+$/g, '');
}

/**
 * The full slugs a URL's story may have, in order (DESIGN.md section 3): the market's folder, then
 * the global fallback; catalogue routes and the global market read `global` alone.
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
  const folders = market === 'global' || isCatalogueRoute(route) ? ['global'] : [market, 'global'];
  return folders.map((folder) => (below ? `${locale}/${folder}/${below}` : `${locale}/${folder}`));
}

/** The site configuration story's candidates: `{locale}/{market}/config`, then global. */
export function siteConfigSlugs(market: Market, locale: LocaleCode): string[] {
  return market === 'global' ? [`${locale}/global/config`] : [`${locale}/${market}/config`, `${locale}/global/config`];
}
