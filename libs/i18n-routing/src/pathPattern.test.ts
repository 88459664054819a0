import { getMarketConfig, MARKETS, type Market } from './markets.ts';
import type { RouteParams } from './params.ts';
import { localizePath, matchPath } from './paths.ts';
import { pathPattern } from './pathPattern.ts';
import { ROUTES, type RouteEntry, type RouteName } from './routes.ts';

const firstIsWord = (route: RouteEntry) => !(route.tokens[0] ?? '').startsWith(':');
/** The routes the site shell serves without its proxy: all with a fixed first segment but search and the extranet. */
const someRoutes = ROUTES.filter((route) => firstIsWord(route) && route.name !== 'search' && !route.name.startsWith('extranet')).map((route) => route.name);

function samples(route: RouteEntry): RouteParams[] {
  const values = {
    customSlug: ['thank-you', 'landing-smart-pro-mini'],
    category: ['chiavi', 'chiavi/transponder/2024'],
    folder_slug: ['listini-2025'],
    slug: ['futura', 'futura_x.2', 'A1~b-c'],
  } as const;
  return route.params.reduce<RouteParams[]>(
    (combinations, name) => combinations.flatMap((params) => values[name].map((value) => ({ ...params, [name]: value }))),
    [{}],
  );
}

/** Every localized path of every route with a few parameter values, plus paths near them that no route has. */
function pathsOf(market: Market): string[] {
  const paths = new Set<string>();
  for (const locale of getMarketConfig(market).locales) {
    for (const route of ROUTES) {
      for (const params of samples(route)) {
        const path = localizePath({ market, locale, route: route.name, params });
        paths.add(path);
        for (const near of [`${path}/`, `${path}/x`, `${path}x`, `${path}/%20`, `${path}//a`, `${path}/-a`, `${path}/..`, `${path.toUpperCase()}`, `/xx${path}`]) {
          paths.add(near);
        }
      }
    }
  }
  for (const odd of ['/', '//', '/%2e%2e', '/de', '/en', '/produkte/fu%2Fra', '/.hidden', '/a b']) paths.add(odd);
  return [...paths];
}

const routeSet = new Set<RouteName>(someRoutes);

describe('pathPattern', () => {
  it.each([...MARKETS])('matches exactly the paths matchPath gives the routes in each locale of %s', (market) => {
    const checked = { matched: 0, other: 0 };
    const disagreements: string[] = [];
    for (const locale of getMarketConfig(market).locales) {
      const root = getMarketConfig(market).i18nStrategy === 'prefix' || locale !== getMarketConfig(market).defaultLocale ? `/${locale}` : '';
      const pattern = new RegExp(`^${root}/(?:${pathPattern({ locale, routes: someRoutes })})$`);
      for (const path of pathsOf(market)) {
        const match = matchPath({ market, pathname: path });
        const expected = path !== (root || '/') && match !== null && match.locale === locale && routeSet.has(match.route);
        if (pattern.test(path) !== expected) disagreements.push(`${locale} ${path}: expected ${expected}`);
        checked[expected ? 'matched' : 'other'] += 1;
      }
    }
    expect(disagreements).toEqual([]);
    // Both sides are exercised: routes found, and paths that are not theirs.
    expect(checked.matched).toBeGreaterThan(40);
    expect(checked.other).toBeGreaterThan(checked.matched);
  });

  it('writes shared segments once and escapes the words', () => {
    const pattern = pathPattern({ locale: 'de', routes: ['products', 'products-slug', 'products-automotive'] });
    expect(pattern).toBe('produkte(?:/(?:[A-Za-z0-9][\\w.~-]*|automotive))?');
    expect(pathPattern({ locale: 'en', routes: ['about-us', 'home'] })).toBe('about-us');
  });

  it("leaves the locale's root to the caller and matches nothing without routes", () => {
    expect(pathPattern({ locale: 'de', routes: ['home'] })).toBe('(?!)');
    expect(new RegExp(`^(?:${pathPattern({ locale: 'it', routes: [] })})$`).test('')).toBe(false);
  });
});
