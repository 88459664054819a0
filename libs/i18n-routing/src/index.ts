export { LOCALES, localeCodes, isLocaleCode } from './locales.ts';
export type { Locale, LocaleCode } from './locales.ts';
export { MARKETS, resolveMarket, getMarketConfig, isMarket, languageTag } from './markets.ts';
export type { Market, MarketConfig, I18nStrategy } from './markets.ts';
export { SEGMENTS } from './segments.ts';
export type { SegmentKey } from './segments.ts';
export {
  ROUTES,
  ROUTE_NAMES,
  ROUTE_ID_SEPARATOR,
  getRoute,
  isRouteName,
  parseRouteId,
  routeId,
  routeSegments,
} from './routes.ts';
export type { AccessGroup, RouteEntry, RouteName, RouteToken } from './routes.ts';
export {
  customSlugs,
  isCustomSlug,
  isSlugSegment,
  MAX_PATH_LENGTH,
  routeParamNames,
  SLUG_SEGMENT,
} from './params.ts';
export type { CustomSlug, RouteParamName, RouteParams } from './params.ts';
export { createRouter } from './createRouter.ts';
export { pathPattern } from './pathPattern.ts';
export type { PathPatternInput } from './pathPattern.ts';
export type { RouteMatch, Router } from './createRouter.ts';
export {
  alternates,
  getRouter,
  localizePath,
  matchPath,
  readRouteParams,
  switchLocalePath,
} from './paths.ts';
export type {
  Alternates,
  AlternatesInput,
  LocalizePathInput,
  ReadRouteParamsInput,
  SwitchLocalePathInput,
} from './paths.ts';
export {
  LOCALE_COOKIE,
  LOCALE_COOKIE_OPTIONS,
  localeCookie,
  serializeLocaleCookie,
} from './cookie.ts';
export type { LocaleCookie } from './cookie.ts';
export { RoutingError } from './errors.ts';
