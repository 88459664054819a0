import { specCategoryPrefixes, specGermanPaths } from './__fixtures__/spec.ts';
import { RoutingError } from './errors.ts';
import { getMarketConfig, MARKETS } from './markets.ts';
import type { RouteParams } from './params.ts';
import { alternates, localizePath, matchPath, readRouteParams, switchLocalePath } from './paths.ts';
import { ROUTES, type RouteEntry } from './routes.ts';

function sampleParams(route: RouteEntry): RouteParams {
  const params: RouteParams = {};
  for (const name of route.params) {
    if (name === 'customSlug') params.customSlug = 'landing-smart-pro-mini';
    else if (name === 'category') params.category = 'chiavi/transponder/2024';
    else if (name === 'folder_slug') params.folder_slug = 'listini-2025';
    else params.slug = 'futura_x.2';
  }
  return params;
}

const everyRouteInEveryLocale = MARKETS.flatMap((market) =>
  getMarketConfig(market).locales.flatMap((locale) =>
    ROUTES.map((route) => ({ market, locale, route: route.name, params: sampleParams(route) })),
  ),
);

describe('localizePath and matchPath', () => {
  it('covers 58 routes in every locale of every market', () => {
    expect(everyRouteInEveryLocale).toHaveLength(58 * (9 + 1 + 1 + 1 + 2));
  });

  it.each(everyRouteInEveryLocale)('round-trips $market $route___$locale', (input) => {
    const pathname = localizePath(input);
    expect(pathname === '/' || !pathname.endsWith('/')).toBe(true);
    expect(matchPath({ market: input.market, pathname })).toEqual({
      route: input.route,
      locale: input.locale,
      params: input.params,
    });
  });

  it('prefixes every global path, including home', () => {
    expect(localizePath({ market: 'global', locale: 'en', route: 'home' })).toBe('/en');
    expect(
      localizePath({
        market: 'global',
        locale: 'it',
        route: 'products-slug',
        params: { slug: 'futura' },
      }),
    ).toBe('/it/prodotti/futura');
    expect(matchPath({ market: 'global', pathname: '/' })).toBeNull();
    expect(matchPath({ market: 'global', pathname: '/produkte' })).toBeNull();
  });

  it('leaves the default locale unprefixed in prefix_except_default markets', () => {
    expect(localizePath({ market: 'germany', locale: 'de', route: 'home' })).toBe('/');
    expect(localizePath({ market: 'germany', locale: 'en', route: 'home' })).toBe('/en');
    expect(localizePath({ market: 'germany', locale: 'en', route: 'about-us-our-company' })).toBe(
      '/en/about-us/our-company',
    );
    expect(localizePath({ market: 'france', locale: 'fr', route: 'search' })).toBe('/rechercher');
    expect(matchPath({ market: 'germany', pathname: '/de/produkte' })).toBeNull();
  });

  it.each(Object.entries(specGermanPaths))(
    'matches the German path of %s in germany',
    (route, pattern) => {
      const pathname = pattern
        .replace(':customSlug', 'thank-you')
        .replace(':category', 'schluessel/auto')
        .replace(':folder_slug', 'preislisten')
        .replace(':slug', 'futura');
      const match = matchPath({ market: 'germany', pathname });
      expect(match?.route).toBe(route);
      expect(match?.locale).toBe('de');
    },
  );

  it.each(Object.entries(specCategoryPrefixes))(
    'matches the %s category prefix %s',
    (locale, prefix) => {
      expect(
        matchPath({ market: 'global', pathname: `/${locale}/${prefix}/autoschluessel` }),
      ).toEqual({
        route: 'category-slug',
        locale,
        params: { slug: 'autoschluessel' },
      });
    },
  );

  it('prefers static segments, then custom slugs, then slugs, then categories', () => {
    const m = (pathname: string) => matchPath({ market: 'germany', pathname });
    expect(m('/produkte/automotive')?.route).toBe('products-automotive');
    expect(m('/produkte/automotiv')?.route).toBe('products-slug');
    expect(m('/thank-you')).toEqual({
      route: 'custom-landing',
      locale: 'de',
      params: { customSlug: 'thank-you' },
    });
    expect(m('/en/landing-smart-pro-mini')?.route).toBe('custom-landing');
    expect(m('/thank-you-2')).toEqual({
      route: 'page',
      locale: 'de',
      params: { slug: 'thank-you-2' },
    });
    // A static word that is not a page of its own falls back to the generic page.
    expect(m('/forms')).toEqual({ route: 'page', locale: 'de', params: { slug: 'forms' } });
    expect(m('/extranet/produkte/wohnbereich')?.route).toBe('extranet-products-residential');
    expect(m('/extranet/produkte/wohnbereich/tueren')).toEqual({
      route: 'extranet-products-category',
      locale: 'de',
      params: { category: 'wohnbereich/tueren' },
    });
    expect(m('/extranet/fotogalerie/a/b/c/d')?.params).toEqual({ category: 'a/b/c/d' });
  });

  it('is case-sensitive', () => {
    expect(matchPath({ market: 'germany', pathname: '/Produkte' })?.route).toBe('page');
    expect(matchPath({ market: 'germany', pathname: '/Produkte/futura' })).toBeNull();
    expect(matchPath({ market: 'global', pathname: '/EN/products' })).toBeNull();
    expect(matchPath({ market: 'germany', pathname: '/Thank-You' })?.route).toBe('page');
  });

  it.each([
    ['global', '/xx/products'],
    ['global', '/en/produkte/futura'],
    ['global', '/en/products/a/b'],
    ['global', '/de/uber-uns/unsere-firma/a/b'],
    ['germany', '/fr/produits'],
    ['germany', '/en/produkte/futura'],
    ['germany', '/kontaktiere-uns/a/b'],
    ['germany', '/kategorien/a/b'],
    ['germany', '/extranet/kataloge/a/b/c'],
    ['italy', '/en/products'],
    ['spain', '/productos/a/b'],
  ] as const)('returns null for the unknown %s path %s', (market, pathname) => {
    expect(matchPath({ market, pathname })).toBeNull();
  });

  const badInputs = [
    '',
    '//',
    '///',
    'produkte',
    '/produkte/',
    '/produkte//futura',
    '/..',
    '/../etc/passwd',
    '/produkte/..',
    '/produkte/.',
    '/produkte/%2e%2e',
    '/produkte/a%2Fb',
    '/produkte/a%2fb',
    '/extranet/produkte/a%2F..%2Fb',
    '/produkte/a\\b',
    '/produkte/%',
    '/produkte/%E0%A4%A',
    `/produkte/${'a'.repeat(2000)}`,
    `/${'a/'.repeat(1000)}a`,
    '/produkte/ключ',
    '/ru/продукты',
    '/produkte/%D0%BA%D0%BB%D1%8E%D1%87',
    '/produkte/キー',
    '/produkte/futura?x=1',
    '/produkte/futura#top',
    '/produkte/ futura',
    '/\u0000',
    '/produkte/\uD800',
  ];

  it.each(MARKETS.flatMap((market) => badInputs.map((pathname) => [market, pathname] as const)))(
    'returns null for bad input in %s: %j',
    (market, pathname) => {
      expect(matchPath({ market, pathname })).toBeNull();
    },
  );

  it('returns null instead of throwing for values of the wrong type', () => {
    expect(matchPath({ market: 'global', pathname: undefined as unknown as string })).toBeNull();
    expect(matchPath({ market: 'mars' as never, pathname: '/' })).toBeNull();
  });

  it('refuses to build a path for a locale the market does not serve or bad params', () => {
    expect(() => localizePath({ market: 'italy', locale: 'en', route: 'home' })).toThrow(
      RoutingError,
    );
    expect(() => localizePath({ market: 'germany', locale: 'de', route: 'products-slug' })).toThrow(
      /slug/,
    );
    expect(() =>
      localizePath({
        market: 'germany',
        locale: 'de',
        route: 'custom-landing',
        params: { customSlug: 'x' },
      }),
    ).toThrow(/thank-you or landing-smart-pro-mini/);
    expect(() =>
      localizePath({
        market: 'germany',
        locale: 'de',
        route: 'products-slug',
        params: { slug: '../x' },
      }),
    ).toThrow(RoutingError);
    expect(() =>
      localizePath({
        market: 'germany',
        locale: 'de',
        route: 'extranet-products-category',
        params: { category: 'a//b' },
      }),
    ).toThrow(RoutingError);
  });
});

describe('readRouteParams', () => {
  it.each(everyRouteInEveryLocale)('reads back the params of $market $route___$locale', (input) => {
    const pathname = localizePath(input);
    expect(readRouteParams({ ...input, pathname })).toEqual(input.params);
  });

  it.each([
    ['another route', 'germany', 'de', 'products-slug', '/uber-uns/futura'],
    ['too few segments', 'germany', 'de', 'products-slug', '/produkte'],
    ['too many segments', 'germany', 'de', 'page', '/a/b'],
    ['another locale', 'germany', 'en', 'products', '/produkte'],
    ['a missing locale prefix', 'global', 'it', 'products', '/prodotti'],
    ['a custom slug not in the list', 'germany', 'de', 'custom-landing', '/anything'],
    ['a malformed slug', 'germany', 'de', 'page', '/-x'],
    ['an unknown route', 'germany', 'de', 'no-route', '/x'],
    ['a locale the market lacks', 'italy', 'de', 'products', '/produkte'],
  ] as const)('is null for %s', (_, market, locale, route, pathname) => {
    expect(readRouteParams({ market, locale, route: route as never, pathname })).toBeNull();
  });

  it('reads a category of any depth', () => {
    expect(
      readRouteParams({
        market: 'global',
        locale: 'de',
        route: 'extranet-products-category',
        pathname: '/de/extranet/produkte/a/b/c',
      }),
    ).toEqual({ category: 'a/b/c' });
  });
});

describe('switchLocalePath', () => {
  it('gives the same page in the target locale', () => {
    expect(
      switchLocalePath({ market: 'germany', pathname: '/uber-uns/unsere-firma', locale: 'en' }),
    ).toBe('/en/about-us/our-company');
    expect(switchLocalePath({ market: 'germany', pathname: '/en/about-us', locale: 'de' })).toBe(
      '/uber-uns',
    );
    expect(switchLocalePath({ market: 'global', pathname: '/en', locale: 'ru' })).toBe('/ru');
    expect(switchLocalePath({ market: 'germany', pathname: '/en', locale: 'de' })).toBe('/');
  });

  it("uses the target locale's params for detail pages", () => {
    expect(
      switchLocalePath({
        market: 'global',
        pathname: '/de/produkte/schluessel-futura',
        locale: 'it',
        params: { slug: 'chiave-futura' },
      }),
    ).toBe('/it/prodotti/chiave-futura');
    expect(
      switchLocalePath({
        market: 'global',
        pathname: '/de/extranet/fotogalerie/messen/2024',
        locale: 'fr',
        params: { category: 'salons/2024' },
      }),
    ).toBe('/fr/extranet/galerie-photos/salons/2024');
  });

  it('keeps the current params when none are given, and switches to the same locale unchanged', () => {
    expect(
      switchLocalePath({ market: 'global', pathname: '/es/productos/futura', locale: 'pt' }),
    ).toBe('/pt/produtos/futura');
    expect(
      switchLocalePath({ market: 'global', pathname: '/es/productos/futura', locale: 'es' }),
    ).toBe('/es/productos/futura');
  });

  it("goes to the target locale's home for an unknown path", () => {
    expect(switchLocalePath({ market: 'germany', pathname: '/nicht/da/x', locale: 'en' })).toBe(
      '/en',
    );
    expect(switchLocalePath({ market: 'global', pathname: '//', locale: 'nl' })).toBe('/nl');
  });

  it('throws for a locale the market does not serve', () => {
    expect(() => switchLocalePath({ market: 'spain', pathname: '/', locale: 'en' })).toThrow(
      RoutingError,
    );
  });
});

describe('alternates', () => {
  it('lists every locale of the market and x-default for a static route', () => {
    expect(alternates({ market: 'germany', route: 'products-automotive' })).toEqual({
      de: '/produkte/automotive',
      en: '/en/products/automotive',
      'x-default': '/produkte/automotive',
    });
    const global = alternates({
      market: 'global',
      route: 'home',
      origin: 'https://www.clavis.com/',
    });
    expect(Object.keys(global)).toHaveLength(10);
    expect(global['x-default']).toBe('https://www.clavis.com/en');
    expect(global.ru).toBe('https://www.clavis.com/ru');
  });

  it('uses each locale its own params and leaves out locales without the page', () => {
    expect(
      alternates({
        market: 'global',
        route: 'products-slug',
        paramsByLocale: { en: { slug: 'futura-key' }, de: { slug: 'futura-schluessel' } },
      }),
    ).toEqual({
      en: '/en/products/futura-key',
      de: '/de/produkte/futura-schluessel',
      'x-default': '/en/products/futura-key',
    });
    expect(
      alternates({
        market: 'germany',
        route: 'products-slug',
        paramsByLocale: { en: { slug: 'futura' } },
      }),
    ).toEqual({ en: '/en/products/futura' });
  });
});
