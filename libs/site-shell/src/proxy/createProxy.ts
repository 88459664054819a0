import { NextResponse, type NextRequest } from 'next/server';
import { checkStorySlug, isExtranetRoute, resolveRequest, type CmsClient } from '@clavis/cms-client';
import { getMarketConfig, type Market } from '@clavis/i18n-routing';
import type { RateLimiter } from '@clavis/http';
import { hasSearchState, queryToRouteState } from '@clavis/search/route-state';
import { decideRequest, redirectStatus, type RequestDecision } from '@clavis/i18n-routing/proxy';
import { pageSegments } from '../paths/internalPath';
import { listingViewSegments } from '../paths/listingViewPath';
import { listingRoutes } from '@clavis/blocks/listing';
import { AUTH_CALLBACK_PATH, AUTH_CALLBACK_SEGMENT, AUTH_LOGIN_PATH, SILENT_CHECK_PATH } from '../paths/authPaths';
import { NO_ROUTE_SEGMENT } from '../paths/notFoundPath';
import { extranetShellPath } from '../extranet/extranetAreas';
import { notServedHere } from '../paths/servedRoutes';
import { isSearchResultsPath, searchResultsPath } from '../paths/searchResultsPath';
import { addressRateLimit, RATE_LIMITS } from '../routes/withRateLimit';
import { createRedirectRulesSource, redirectLocation, type RedirectRules } from '../cms/redirectRules';

/** Requests the proxy leaves alone: framework assets, route handlers, files. */
export function bypassesProxy(pathname: string): boolean {
  return pathname.startsWith('/_next/') || pathname.startsWith('/api/') || /\/[^/]+\.[a-z0-9]+$/i.test(pathname);
}

/**
 * The internal path a request is rewritten to, which carries the proxy's decision to the page (see
 * paths/internalPath): `/{locale}{path}` with the route in front where only the proxy serves it
 * (`/de/__page/smart-pro-woche`), so the layout knows the locale and the page the route; a path no
 * route serves goes to `/{locale}/__no-route`, the locale's prebuilt 404 page (whole HTML, no
 * rendering per unknown URL).
 */
export function internalPath(decision: Exclude<RequestDecision, { action: 'redirect' }>, pathname: string, search = ''): string {
  // Every extranet URL is served by its locale's prebuilt shell; the browser reads the real path.
  if (decision.action === 'continue' && decision.match && isExtranetRoute(decision.match.route)) {
    return extranetShellPath(decision.locale, decision.match.route);
  }
  if (decision.action === 'continue' && decision.match !== null && !notServedHere(decision.match.route)) {
    const segments = pageSegments({ route: decision.match.route, pathname });
    // A search in the URL (`/suchen?q=…`) is rendered with its results; the bare page is prebuilt.
    if (decision.match.route === 'search' && hasSearchState(queryToRouteState(search))) return searchResultsPath(decision.locale, segments);
    // A listing's view in the URL (`?page=2`, `?category=x`) is a page of its own, cached once rendered.
    const view = listingRoutes[decision.match.route] ? listingViewSegments(search, segments) : null;
    if (view) return `/${[decision.locale, ...view].join('/')}`;
    return `/${[decision.locale, ...segments].join('/')}`;
  }
  return `/${decision.locale}/${NO_ROUTE_SEGMENT}`;
}

export interface ProxyOptions {
  market: Market;
  client: () => Pick<CmsClient, 'get' | 'getDatasourceEntries'>;
  /** The CMS's redirect rules. @default createRedirectRulesSource({ market, client }) */
  rules?: () => Promise<RedirectRules>;
  /**
   * Search pages rendered with their results per client address: each runs the search engine.
   * Over the limit the prebuilt page answers, whose search asks `POST /api/search` (limited too).
   * @default `RATE_LIMITS.search` a minute
   */
  searchRenderLimiter?: RateLimiter;
}

/**
 * The proxy (Next's middleware) of every market app: i18n-routing's request decisions (trailing
 * slash and global root redirects, locale switches), the CMS's redirect rules, the canonical slug
 * redirect for paths no route knows, and an internal rewrite to `/{locale}{path}` so the pages
 * know their locale. `redirectStatus` picks every redirect's status.
 */
export function createProxy({ market, client, rules = createRedirectRulesSource({ market, client }), searchRenderLimiter }: ProxyOptions) {
  const searchRenderHit = addressRateLimit({ name: 'searchRender', limit: RATE_LIMITS.search, limiter: searchRenderLimiter });
  return async function proxy(request: NextRequest): Promise<NextResponse> {
    const { pathname, search } = request.nextUrl;
    if (bypassesProxy(pathname) || pathname === SILENT_CHECK_PATH) return NextResponse.next();
    // The login's return (and its entry for links), one URL for every locale: the default
    // locale's prebuilt callback page.
    if (pathname === AUTH_CALLBACK_PATH || pathname === AUTH_LOGIN_PATH) {
      const callback = request.nextUrl.clone();
      callback.pathname = `/${getMarketConfig(market).defaultLocale}/${AUTH_CALLBACK_SEGMENT}`;
      return NextResponse.rewrite(callback);
    }

    // The request's one match: resolveRequest, the page's resolver too, which reads the rewrite below.
    const decision = decideRequest({
      market,
      pathname,
      search,
      cookieLocale: request.cookies.get('i18n_redirected')?.value,
      resolve: (path) => resolveRequest({ market, pathname: path }),
    });
    if (decision.action === 'redirect') {
      const response = NextResponse.redirect(new URL(decision.location, request.url), redirectStatus(decision.kind, 'proxy'));
      if (decision.cookie) response.cookies.set(decision.cookie.name, decision.cookie.value, decision.cookie.options);
      return response;
    }

    const ruleTarget = redirectLocation(await rules(), pathname, search, request.nextUrl.origin);
    if (ruleTarget) return NextResponse.redirect(ruleTarget, redirectStatus('permanent', 'proxy'));

    if (decision.action === 'continue' && decision.match === null) {
      try {
        const found = await checkStorySlug({ market, host: request.headers.get('host') ?? '', path: pathname, client: client() });
        if (found) return NextResponse.redirect(new URL(found.path + search, request.url), redirectStatus('permanent', 'proxy'));
      } catch (error) {
        console.warn(`[proxy] slug check failed for ${pathname}: ${String(error)}`);
      }
    }

    const internal = request.nextUrl.clone();
    internal.pathname = internalPath(decision, pathname, search);
    if (isSearchResultsPath(internal.pathname) && !(await searchRenderHit(request)).allowed) internal.pathname = internalPath(decision, pathname);
    return NextResponse.rewrite(internal);
  };
}
