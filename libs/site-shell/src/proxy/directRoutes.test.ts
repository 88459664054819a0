/** @jest-environment node */
// The module itself, not the package entry, which loads Next's request storage (not in Jest).
import { unstable_doesMiddlewareMatch } from 'next/dist/experimental/testing/server/middleware-testing-utils.js';
import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match.js';
import { prepareDestination } from 'next/dist/shared/lib/router/utils/prepare-destination.js';
import { getMarketConfig, localizePath, MARKETS, matchPath, ROUTES, type Market } from '@clavis/i18n-routing';
import { notServedHere } from '../paths/servedRoutes';
import { DIRECT_ROUTES, directRewrites, proxyConfigLine, proxyMatcher, withProxyConfigLine } from './directRoutes';
import { internalPath } from './createProxy';

/** Where Next.js's `afterFiles` rewrites send a path (its own matching and substitution; the first match wins), or null. */
function rewrite(market: Market, pathname: string): string | null {
  for (const { source, destination } of directRewrites(market)) {
    // As Next.js builds a rewrite (server/lib/router-utils/filesystem.js).
    const params = getPathMatch(source, { strict: true, removeUnnamedParams: true })(pathname);
    if (params) return prepareDestination({ appendParamsToQuery: false, destination, params, query: {} }).parsedDestination.pathname;
  }
  return null;
}

const runsProxy = (market: Market, url: string) => unstable_doesMiddlewareMatch({ config: { matcher: proxyMatcher(market) as never }, url });

const sample = { slug: 'futura', category: 'chiavi/transponder', folder_slug: 'listini', customSlug: 'thank-you' } as const;

function pagePaths(market: Market) {
  return getMarketConfig(market).locales.flatMap((locale) =>
    ROUTES.map((route) => ({
      route: route.name,
      locale,
      path: localizePath({ market, locale, route: route.name, params: Object.fromEntries(route.params.map((name) => [name, sample[name]])) }),
    })),
  );
}

describe('direct routes', () => {
  it('are the served routes with a fixed first segment', () => {
    expect(DIRECT_ROUTES).toContain('home');
    expect(DIRECT_ROUTES).toContain('products-slug');
    // Search goes through the proxy, which reads its query.
    for (const name of ['page', 'custom-landing', 'search', 'extranet', 'extranet-search', 'extranet-products']) expect(DIRECT_ROUTES).not.toContain(name);
    expect(DIRECT_ROUTES.some(notServedHere)).toBe(false);
  });

  it.each([...MARKETS])('%s: each page path goes either through the proxy or through a rewrite to the same internal path', (market) => {
    for (const { route, locale, path } of pagePaths(market)) {
      const decision = { action: 'continue', locale, match: matchPath({ market, pathname: path }), protected: false } as const;
      if (DIRECT_ROUTES.includes(route) && !(market === 'global' && path === '/')) {
        expect([path, runsProxy(market, path)]).toEqual([path, false]);
        expect(rewrite(market, path)).toBe(internalPath(decision, path));
      } else {
        expect([path, runsProxy(market, path)]).toEqual([path, true]);
      }
    }
  });

  it.each([...MARKETS])('%s: an internal path the proxy rewrote to is not rewritten again', (market) => {
    for (const { locale, path } of pagePaths(market)) {
      expect(rewrite(market, `/${locale}${path === '/' ? '' : path}`)).toBeNull();
      expect(rewrite(market, `/${locale}/__no-route`)).toBeNull();
    }
  });

  it('leaves trailing slashes, unknown paths, locale switches and unknown prefixes to the proxy', () => {
    for (const url of ['/produkte/', '/produkte//futura', '/gibt/es/nicht', '/produkte/futura?switchLocale=en', '/?switchLocale=en', '/fr/produits', '/katalog', '/de/global/produkte/futura']) {
      expect([url, runsProxy('germany', url)]).toEqual([url, true]);
    }
    expect(runsProxy('global', '/')).toBe(true);
    expect(runsProxy('germany', '/')).toBe(false);
    expect(rewrite('germany', '/')).toBe('/de');
    expect(rewrite('germany', '/en')).toBe('/en/en');
    expect(rewrite('global', '/')).toBeNull();
    expect(runsProxy('germany', '/kategorien/a/b')).toBe(true);
  });

  it('never sends framework files, route handlers or files to the proxy', () => {
    for (const url of ['/_next/static/chunks/a.js', '/api/version', '/favicon.ico', '/sitemap.xml']) expect([url, runsProxy('global', url)]).toEqual([url, false]);
  });

  it('writes the matcher as the one-line literal an app holds', () => {
    const line = proxyConfigLine('italy');
    expect(line.startsWith('export const config = {"matcher":["/((?!_next/|api/|')).toBe(true);
    expect(line).not.toContain('\n');
    expect(Function(`return (${line.slice('export const config = '.length, -1)});`)()).toEqual({ matcher: proxyMatcher('italy') });
  });

  it('replaces the config line of a proxy file, and only that line', () => {
    const source = `export { proxy } from 'x';\n// a comment\n${proxyConfigLine('italy')}\n`;
    expect(withProxyConfigLine(source, 'italy')).toBe(source);
    expect(withProxyConfigLine(source, 'spain')).toBe(`export { proxy } from 'x';\n// a comment\n${proxyConfigLine('spain')}\n`);
    expect(withProxyConfigLine("export { proxy } from 'x';\n", 'spain')).toBeNull();
  });
});
