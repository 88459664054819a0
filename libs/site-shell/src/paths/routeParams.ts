import { getMarketConfig, isLocaleCode, type LocaleCode, type Market } from '@clavis/i18n-routing';

/**
 * What the catch-all page receives: `/x/y` is rewritten to `/{locale}/x/y`, by the proxy with its
 * decision in front (see internalPath).
 */
export interface SiteRouteParams {
  locale: string;
  path?: string[];
}

/** The locale of the rewritten route, or null when the market does not serve it. */
export function routeLocale(market: Market, value: string): LocaleCode | null {
  return isLocaleCode(value) && getMarketConfig(market).locales.includes(value) ? value : null;
}
