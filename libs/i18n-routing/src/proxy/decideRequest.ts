import { localeCookie, type LocaleCookie } from '../cookie.ts';
import type { RouteMatch } from '../createRouter.ts';
import { isLocaleCode, type LocaleCode } from '../locales.ts';
import { getMarketConfig, type Market } from '../markets.ts';
import { MAX_PATH_LENGTH } from '../params.ts';
import { getRouter, switchedPath } from '../paths.ts';
import { getRoute } from '../routes.ts';
import type { RedirectKind } from './redirectStatus.ts';
import { firstSegment, resolveLocale } from './resolveLocale.ts';

/**
 * The query parameter that asks for a locale switch: `/produkte/futura?switchLocale=en`. The
 * proxy writes the locale cookie and redirects to the same page in that locale.
 */
export const LOCALE_SWITCH_PARAM = 'switchLocale';

export interface RequestInput<Match extends RouteMatch = RouteMatch> {
  market: Market;
  /** The request's pathname as it arrived (percent-encoded, unnormalised). */
  pathname: string;
  /**
   * The query string, with or without its leading `?`.
   * @default ''
   */
  search?: string;
  /**
   * The value of the `i18n_redirected` cookie, if any. Detection is off, so it never causes a
   * redirect by itself (SPEC.md section 4).
   */
  cookieLocale?: string;
  /**
   * Matches the path (no trailing slash, no query) once, for the decision and for the caller: the
   * proxy passes its request resolver, so the match it decides on is the one it rewrites with.
   * @default the market's `matchPath`
   */
  resolve?: (pathname: string) => Match | null;
}

export type RequestDecision<Match extends RouteMatch = RouteMatch> =
  | {
      action: 'redirect';
      /**
       * Permanent for trailing slashes; temporary for the global root and locale switches.
       * `redirectStatus` turns it into the status code.
       */
      kind: RedirectKind;
      /** A same-origin path with its query. */
      location: string;
      /** Set when the redirect is a locale switch. */
      cookie?: LocaleCookie;
    }
  | {
      action: 'not-found';
      /** The locale the 404 page renders in. */
      locale: LocaleCode;
      reason: 'unknown-locale' | 'bad-path';
    }
  | {
      action: 'continue';
      locale: LocaleCode;
      /** null: no route matched; the page answers 404 'Page not found: {path}' (after the slug check). */
      match: Match | null;
      /** The route needs a logged-in user (the extranet). */
      protected: boolean;
    };

const looksLikeLocale = /^[a-z]{2}$/;

function normaliseSearch(search: string | undefined): string {
  if (!search || search === '?') return '';
  return search.startsWith('?') ? search : `?${search}`;
}

/**
 * What the proxy (Next's middleware) does with one request, as a pure function of its market,
 * path, query and locale cookie. Never throws.
 */
export function decideRequest<Match extends RouteMatch = RouteMatch>({
  market,
  pathname,
  search,
  resolve,
}: RequestInput<Match>): RequestDecision<Match> {
  const config = getMarketConfig(market);
  const query = normaliseSearch(search);
  const fallbackLocale = config.locales[0] as LocaleCode;
  const notFound = (
    reason: 'unknown-locale' | 'bad-path',
    locale = fallbackLocale,
  ): RequestDecision<Match> => ({
    action: 'not-found',
    locale,
    reason,
  });

  const path = typeof pathname === 'string' && pathname !== '' ? pathname : '/';
  if (path.length > MAX_PATH_LENGTH || !path.startsWith('/') || path.includes('\\')) {
    return notFound('bad-path');
  }

  // Trailing slashes go by a permanent redirect that keeps the query (SPEC.md sections 2 and 5).
  if (path.length > 1 && path.endsWith('/')) {
    const stripped = path.replace(/\/+$/, '') || '/';
    // '//host' would be a protocol-relative URL: never redirect there.
    if (stripped.includes('//')) return notFound('bad-path');
    return { action: 'redirect', kind: 'permanent', location: stripped + query };
  }
  if (path.includes('//')) return notFound('bad-path');

  const prefix = firstSegment(path);
  const servesPrefix = isLocaleCode(prefix) && config.locales.includes(prefix);
  if (!servesPrefix) {
    // Any two-letter prefix is a locale prefix where every URL carries one; elsewhere only the
    // platform's locale codes are (a two-letter page slug stays possible there).
    const unknownPrefix =
      config.i18nStrategy === 'prefix' ? looksLikeLocale.test(prefix) : isLocaleCode(prefix);
    if (unknownPrefix) return notFound('unknown-locale');
  }

  // Every URL of a prefix market carries its locale, so the bare root goes to the default locale.
  if (path === '/' && config.i18nStrategy === 'prefix') {
    return { action: 'redirect', kind: 'temporary', location: `/${config.defaultLocale}${query}` };
  }

  const router = getRouter(market);
  const match = resolve ? resolve(path) : (router.match(path) as Match | null);
  const locale = resolveLocale({ market, pathname: path, match });

  if (query) {
    const params = new URLSearchParams(query);
    const requested = params.get(LOCALE_SWITCH_PARAM);
    // A requested locale applies only if it differs from the current one (SPEC.md section 4).
    if (requested !== null && router.hasLocale(requested) && requested !== locale) {
      params.delete(LOCALE_SWITCH_PARAM);
      const rest = params.toString();
      return {
        action: 'redirect',
        kind: 'temporary',
        location: switchedPath(router, match, requested) + (rest ? `?${rest}` : ''),
        cookie: localeCookie(requested),
      };
    }
  }

  return {
    action: 'continue',
    locale,
    match,
    protected: match !== null && getRoute(match.route).protected,
  };
}
