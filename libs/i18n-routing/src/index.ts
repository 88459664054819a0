export { LOCALES, localeCodes, isLocaleCode } from './locales';
export type { Locale, LocaleCode } from './locales';
export { MARKETS, resolveMarket, getMarketConfig, isMarket } from './markets';
export type { Market, MarketConfig, I18nStrategy } from './markets';
export { SEGMENTS } from './segments';
export type { SegmentKey } from './segments';
export {
  ROUTES,
  ROUTE_NAMES,
  ROUTE_ID_SEPARATOR,
  getRoute,
  isRouteName,
  parseRouteId,
  routeId,
  routeSegments,
} from './routes';
export type { RouteEntry, RouteName, RouteToken } from './routes';
export {
  customSlugs,
  isCustomSlug,
  isSlugSegment,
  MAX_PATH_LENGTH,
  routeParamNames,
  SLUG_SEGMENT,
} from './params';
export type { CustomSlug, RouteParamName, RouteParams } from './params';
export { createRouter } from './createRouter';
export type { RouteMatch, Router } from './createRouter';
export { alternates, getRouter, localizePath, matchPath, switchLocalePath } from './paths';
export type {
  Alternates,
  AlternatesInput,
  LocalizePathInput,
  SwitchLocalePathInput,
} from './paths';
export {
  LOCALE_COOKIE,
  LOCALE_COOKIE_OPTIONS,
  localeCookie,
  serializeLocaleCookie,
} from './cookie';
export type { LocaleCookie } from './cookie';
export { RoutingError } from './errors';
