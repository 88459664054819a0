import { getMarketConfig, isLocaleCode, localizePath, matchPath, type LocaleCode, type Market, type RouteName, type RouteParams } from '@clavis/i18n-routing';

/** An extranet URL of a market: its route and the story that holds its content. */
export interface ExtranetLocation {
  locale: LocaleCode;
  route: RouteName;
  params: RouteParams;
  /** The path below `/extranet` (`kataloge/price-lists`, '' for the home). */
  path: string;
  /** `{locale}/extranet/{path}`, the CMS story (a folder finds its start page). */
  fullSlug: string;
}

function homePrefix(market: Market, locale: LocaleCode): string {
  const home = localizePath({ market, locale, route: 'home' });
  return home === '/' ? '' : home;
}

/**
 * The extranet page at `/api/extranet/{locale}/{path}`, as the site would route
 * `{locale prefix}/extranet/{path}`; null when the market does not serve the locale or no
 * extranet route matches.
 */
export function extranetLocation(market: Market, locale: string, segments: readonly string[]): ExtranetLocation | null {
  if (!isLocaleCode(locale) || !getMarketConfig(market).locales.includes(locale)) return null;
  if (segments.some((segment) => segment === '' || segment === '.' || segment === '..')) return null;
  const path = segments.join('/');
  const match = matchPath({ market, pathname: `${homePrefix(market, locale)}/extranet${path ? `/${path}` : ''}` });
  if (!match || match.locale !== locale || !(match.route === 'extranet' || match.route.startsWith('extranet-'))) return null;
  return { locale, route: match.route, params: match.params, path, fullSlug: `${locale}/extranet${path ? `/${path}` : ''}` };
}

/** The folder (`de/extranet/clavis-nachrichtenbulletins/`) of an extranet route in a locale. */
export function extranetFolder(market: Market, locale: LocaleCode, route: RouteName, params?: RouteParams): string {
  const url = localizePath({ market, locale, route, ...(params ? { params } : {}) });
  return `${locale}/${url.slice(homePrefix(market, locale).length).replace(/^\/+/, '')}/`;
}
