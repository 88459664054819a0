import {
  getMarketConfig,
  localizePath,
  MARKETS,
  ROUTES,
  type RouteParams,
  type RouteEntry,
} from '@clavis/i18n-routing';
import { resolveDecidedRoute, resolveRequest } from './resolveRequest';

function sampleParams(route: RouteEntry): RouteParams {
  const params: RouteParams = {};
  for (const name of route.params) {
    if (name === 'customSlug') params.customSlug = 'landing-smart-pro-mini';
    else if (name === 'category') params.category = 'schluessel/transponder';
    else if (name === 'folder_slug') params.folder_slug = 'preislisten';
    else params.slug = 'futura';
  }
  return params;
}

const everyRoute = MARKETS.flatMap((market) =>
  getMarketConfig(market).locales.flatMap((locale) =>
    ROUTES.map((route) => {
      const params = sampleParams(route);
      return {
        market,
        locale,
        route: route.name,
        params,
        pathname: localizePath({ market, locale, route: route.name, params }),
      };
    }),
  ),
);

describe('resolveRequest', () => {
  it.each([
    // A market's own pages: its folder first, then the global fallback.
    [
      'germany',
      '/uber-uns/unsere-firma',
      'about-us-our-company',
      'de',
      {},
      ['de/germany/uber-uns/unsere-firma', 'de/global/uber-uns/unsere-firma'],
      false,
    ],
    [
      'germany',
      '/en/about-us',
      'about-us',
      'en',
      {},
      ['en/germany/about-us', 'en/global/about-us'],
      false,
    ],
    ['germany', '/', 'home', 'de', {}, ['de/germany', 'de/global'], false],
    [
      'italy',
      '/chi-siamo',
      'about-us',
      'it',
      {},
      ['it/italy/chi-siamo', 'it/global/chi-siamo'],
      false,
    ],
    [
      'spain',
      '/contactos',
      'contacts',
      'es',
      {},
      ['es/spain/contactos', 'es/global/contactos'],
      false,
    ],
    [
      'france',
      '/contacts/paris',
      'contacts-slug',
      'fr',
      { slug: 'paris' },
      ['fr/france/contacts/paris', 'fr/global/contacts/paris'],
      false,
    ],
    [
      'germany',
      '/gibt-es',
      'page',
      'de',
      { slug: 'gibt-es' },
      ['de/germany/gibt-es', 'de/global/gibt-es'],
      false,
    ],
    // The global market reads its own folder, `global`, alone.
    ['global', '/en', 'home', 'en', {}, ['en/global'], false],
    ['global', '/ru/o-nas', 'about-us', 'ru', {}, ['ru/global/o-nas'], false],
    // The catalogue is shared: `global` in every market.
    [
      'germany',
      '/produkte/futura',
      'products-slug',
      'de',
      { slug: 'futura' },
      ['de/global/produkte/futura'],
      true,
    ],
    [
      'germany',
      '/kategorien/autoschluessel',
      'category-slug',
      'de',
      { slug: 'autoschluessel' },
      ['de/global/kategorien/autoschluessel'],
      true,
    ],
    ['global', '/it/prodotti', 'products', 'it', {}, ['it/global/prodotti'], true],
    [
      'france',
      '/produits/automobile',
      'products-automotive',
      'fr',
      {},
      ['fr/global/produits/automobile'],
      true,
    ],
    // Search is a market page; the extranet has its own folder.
    ['germany', '/suchen', 'search', 'de', {}, ['de/germany/suchen', 'de/global/suchen'], false],
    ['global', '/en/search', 'search', 'en', {}, ['en/global/search'], false],
    [
      'germany',
      '/extranet/kataloge/preislisten/2026',
      'extranet-catalogues-folder-slug',
      'de',
      { folder_slug: 'preislisten', slug: '2026' },
      ['de/extranet/kataloge/preislisten/2026'],
      false,
    ],
    ['global', '/de/extranet', 'extranet', 'de', {}, ['de/extranet'], false],
  ] as const)(
    '%s %s is %s in %s',
    (market, pathname, route, locale, params, storySlugs, catalogue) => {
      expect(resolveRequest({ market, pathname })).toEqual({
        route,
        locale,
        params,
        pathname,
        storySlugs,
        catalogue,
      });
    },
  );

  it.each([
    ['germany', '/a/b/c/d/e/f'],
    ['germany', '/de/global/produkte/futura'],
    ['germany', '/uber-uns/'],
    ['global', '/'],
    ['global', '/produkte'],
    ['italy', '/en/products'],
    ['spain', ''],
  ] as const)('is null where no route matches: %s %s', (market, pathname) => {
    expect(resolveRequest({ market, pathname })).toBeNull();
  });
});

describe('resolveDecidedRoute', () => {
  it.each(everyRoute)(
    'resolves $market $route___$locale as resolveRequest does',
    ({ market, locale, route, pathname }) => {
      const decided = resolveDecidedRoute({ market, locale, route, pathname });
      expect(decided).not.toBeNull();
      expect(decided).toEqual(resolveRequest({ market, pathname }));
    },
  );

  it('is null when the path is not the decided route', () => {
    expect(
      resolveDecidedRoute({
        market: 'germany',
        locale: 'de',
        route: 'products-slug',
        pathname: '/uber-uns/futura',
      }),
    ).toBeNull();
    expect(
      resolveDecidedRoute({ market: 'germany', locale: 'en', route: 'page', pathname: '/gibt-es' }),
    ).toBeNull();
  });
});
