import type { RouteMatch } from '../createRouter.ts';
import { isLocaleCode, type LocaleCode } from '../locales.ts';
import { getMarketConfig, type Market } from '../markets.ts';

/** The first path segment ('' for `/`). */
export function firstSegment(pathname: string): string {
  const end = pathname.indexOf('/', 1);
  return end < 0 ? pathname.slice(1) : pathname.slice(1, end);
}

/**
 * The locale of a request (SPEC.md section 4, "Start locale"): the route's locale when a route
 * matched, else the locale its prefix names when the market serves it, else the market's first
 * locale. Detection from the cookie or Accept-Language is off.
 */
export function resolveLocale({
  market,
  pathname,
  match,
}: {
  market: Market;
  pathname: string;
  match: RouteMatch | null;
}): LocaleCode {
  if (match) return match.locale;
  const { locales } = getMarketConfig(market);
  const prefix = firstSegment(pathname);
  if (isLocaleCode(prefix) && locales.includes(prefix)) return prefix;
  return locales[0] as LocaleCode;
}
