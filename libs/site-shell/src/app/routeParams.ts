import { getMarketConfig, isLocaleCode, type LocaleCode, type Market } from '@clavis/i18n-routing';

/** What the catch-all page receives: the proxy rewrites `/x/y` to `/{locale}/x/y` (see proxy/). */
export interface SiteRouteParams {
  locale: string;
  path?: string[];
}

/** The locale of the rewritten route, or null when the market does not serve it. */
export function routeLocale(market: Market, value: string): LocaleCode | null {
  return isLocaleCode(value) && getMarketConfig(market).locales.includes(value) ? value : null;
}

/** The visitor's pathname, from the catch-all's segments. */
export function routePathname(path: readonly string[] | undefined): string {
  return `/${(path ?? []).join('/')}`;
}
