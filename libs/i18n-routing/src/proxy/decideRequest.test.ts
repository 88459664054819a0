import { LOCALE_COOKIE, LOCALE_COOKIE_OPTIONS, serializeLocaleCookie } from '../cookie.ts';
import { MARKETS } from '../markets.ts';
import { matchPath } from '../paths.ts';
import { decideRequest, LOCALE_SWITCH_PARAM } from './decideRequest.ts';

describe('decideRequest', () => {
  describe('trailing slashes', () => {
    it.each([
      ['germany', '/produkte/', '', '/produkte'],
      ['germany', '/produkte/futura/', '?sort=name&page=2', '/produkte/futura?sort=name&page=2'],
      ['global', '/en/products///', 'q=1', '/en/products?q=1'],
      ['germany', '//', '', '/'],
      ['global', '/de/', '', '/de'],
    ] as const)('%s %s%s redirects permanently to %s', (market, pathname, search, location) => {
      expect(decideRequest({ market, pathname, search })).toEqual({
        action: 'redirect',
        kind: 'permanent',
        location,
      });
    });

    it('never redirects to a protocol-relative URL', () => {
      expect(decideRequest({ market: 'germany', pathname: '//evil.example/' })).toMatchObject({
        action: 'not-found',
        reason: 'bad-path',
      });
    });
  });

  describe('locale prefixes', () => {
    it.each([
      ['global', '/xx/products', 'en'],
      ['global', '/zh', 'en'],
      ['germany', '/fr/produits', 'de'],
      ['germany', '/it', 'de'],
      ['italy', '/en/products', 'it'],
      ['spain', '/de/produkte', 'es'],
    ] as const)('rejects the unknown prefix of %s %s as not found', (market, pathname, locale) => {
      expect(decideRequest({ market, pathname })).toEqual({
        action: 'not-found',
        locale,
        reason: 'unknown-locale',
      });
    });

    it('lets a two-letter page slug through where the default locale has no prefix', () => {
      expect(decideRequest({ market: 'germany', pathname: '/xy' })).toMatchObject({
        action: 'continue',
        match: { route: 'page', params: { slug: 'xy' } },
      });
    });

    it('lets the default locale prefix through to the slug check (no route matches it)', () => {
      expect(decideRequest({ market: 'germany', pathname: '/de/global/produkte/futura' })).toEqual({
        action: 'continue',
        locale: 'de',
        match: null,
        protected: false,
      });
    });

    it('sends the bare root of the global market to its default locale', () => {
      expect(decideRequest({ market: 'global', pathname: '/', search: '?utm=x' })).toEqual({
        action: 'redirect',
        kind: 'temporary',
        location: '/en?utm=x',
      });
      expect(decideRequest({ market: 'germany', pathname: '/' })).toMatchObject({
        action: 'continue',
        locale: 'de',
        match: { route: 'home' },
      });
    });
  });

  describe('locale', () => {
    it.each([
      ['global', '/ru/produkty/futura', 'ru', 'products-slug'],
      ['germany', '/en/products', 'en', 'products'],
      ['germany', '/produkte', 'de', 'products'],
      ['france', '/produits', 'fr', 'products'],
    ] as const)('%s %s is in %s', (market, pathname, locale, route) => {
      expect(decideRequest({ market, pathname })).toMatchObject({
        action: 'continue',
        locale,
        match: { route },
      });
    });

    it("falls back to the prefix's locale, then the market's first locale, when no route matches", () => {
      expect(decideRequest({ market: 'global', pathname: '/it/nessuna/pagina/qui' })).toMatchObject(
        {
          action: 'continue',
          locale: 'it',
          match: null,
        },
      );
      expect(decideRequest({ market: 'global', pathname: '/prodotti/futura' })).toMatchObject({
        action: 'continue',
        locale: 'en',
        match: null,
      });
      expect(decideRequest({ market: 'germany', pathname: '/gibt/es/nicht' })).toMatchObject({
        locale: 'de',
      });
    });

    it('flags extranet routes as protected', () => {
      expect(
        decideRequest({ market: 'germany', pathname: '/extranet/kataloge/a/b' }),
      ).toMatchObject({
        protected: true,
        match: { route: 'extranet-catalogues-folder-slug' },
      });
      expect(decideRequest({ market: 'germany', pathname: '/kontakte' })).toMatchObject({
        protected: false,
      });
    });
  });

  describe('locale cookie and switching', () => {
    it('does not redirect when the cookie names another locale (detection is off)', () => {
      expect(
        decideRequest({ market: 'germany', pathname: '/produkte', cookieLocale: 'en' }),
      ).toEqual({
        action: 'continue',
        locale: 'de',
        match: { route: 'products', locale: 'de', params: {} },
        protected: false,
      });
    });

    it('writes the cookie and redirects to the same page in the requested locale', () => {
      const decision = decideRequest({
        market: 'germany',
        pathname: '/uber-uns/unsere-firma',
        search: `?a=1&${LOCALE_SWITCH_PARAM}=en&b=2`,
        cookieLocale: 'de',
      });
      expect(decision).toEqual({
        action: 'redirect',
        kind: 'temporary',
        location: '/en/about-us/our-company?a=1&b=2',
        cookie: { name: LOCALE_COOKIE, value: 'en', options: LOCALE_COOKIE_OPTIONS },
      });
      expect(LOCALE_COOKIE).toBe('i18n_redirected');
      expect(LOCALE_COOKIE_OPTIONS).toMatchObject({
        maxAge: 31_536_000,
        path: '/',
        secure: false,
        sameSite: 'lax',
      });
      expect(serializeLocaleCookie('en')).toBe(
        'i18n_redirected=en; Max-Age=31536000; Path=/; SameSite=Lax',
      );
    });

    it('keeps detail slugs and goes home from unmatched paths', () => {
      expect(
        decideRequest({
          market: 'global',
          pathname: '/de/produkte/futura',
          search: `${LOCALE_SWITCH_PARAM}=nl`,
        }),
      ).toMatchObject({
        action: 'redirect',
        location: '/nl/producten/futura',
        cookie: { value: 'nl' },
      });
      expect(
        decideRequest({
          market: 'germany',
          pathname: '/gibt/es/nicht',
          search: `?${LOCALE_SWITCH_PARAM}=en`,
        }),
      ).toMatchObject({ action: 'redirect', location: '/en' });
    });

    it('does nothing for a switch to the current locale or to a locale the market lacks', () => {
      for (const requested of ['de', 'fr', 'xx', '']) {
        expect(
          decideRequest({
            market: 'germany',
            pathname: '/produkte',
            search: `?${LOCALE_SWITCH_PARAM}=${requested}`,
          }),
        ).toMatchObject({ action: 'continue', locale: 'de' });
      }
    });
  });

  describe('bad input', () => {
    const inputs = [
      '',
      '/',
      '//',
      '///',
      '..',
      '/..',
      '/../../etc/passwd',
      '/produkte/%2e%2e/',
      '/produkte/a%2Fb',
      '/produkte/a\\b',
      '/produkte/%',
      `/${'a'.repeat(2000)}`,
      `/produkte/${'x'.repeat(1990)}`,
      '/ru/продукты',
      '/продукты/ключ/',
      '/%D0%BA%D0%BB%D1%8E%D1%87',
      'no-slash',
      '/\u0000',
      '/\uD800',
      undefined as unknown as string,
    ];
    const searches = [
      undefined,
      '',
      '?',
      '?%',
      `?${LOCALE_SWITCH_PARAM}=%E0%A4%A`,
      `?${LOCALE_SWITCH_PARAM}=en`,
    ];

    it.each(MARKETS)('never throws and never matches nonsense in %s', (market) => {
      for (const pathname of inputs) {
        for (const search of searches) {
          const decision = decideRequest({ market, pathname, search });
          expect(['redirect', 'not-found', 'continue']).toContain(decision.action);
          if (decision.action === 'redirect') {
            expect(decision.location.startsWith('/')).toBe(true);
            expect(decision.location.startsWith('//')).toBe(false);
          }
          if (decision.action === 'continue' && pathname && pathname.length > 1) {
            expect(decision.match).toBeNull();
          }
        }
      }
    });

    it('answers over-long paths with not found', () => {
      expect(
        decideRequest({ market: 'germany', pathname: `/produkte/${'x'.repeat(1990)}` }),
      ).toMatchObject({
        action: 'not-found',
        reason: 'bad-path',
      });
    });
  });

  describe('the resolve option', () => {
    const counting = () => {
      const calls: string[] = [];
      const resolve = (pathname: string) => {
        calls.push(pathname);
        const match = matchPath({ market: 'germany', pathname });
        return match ? { ...match, extra: 'resolved' } : null;
      };
      return { calls, resolve };
    };

    it("matches the path once through it and hands its answer back as the decision's match", () => {
      const { calls, resolve } = counting();
      expect(decideRequest({ market: 'germany', pathname: '/produkte/futura', resolve })).toEqual({
        action: 'continue',
        locale: 'de',
        match: {
          route: 'products-slug',
          locale: 'de',
          params: { slug: 'futura' },
          extra: 'resolved',
        },
        protected: false,
      });
      expect(calls).toEqual(['/produkte/futura']);
    });

    it('switches the locale from that one match', () => {
      const { calls, resolve } = counting();
      expect(
        decideRequest({
          market: 'germany',
          pathname: '/uber-uns/unsere-firma',
          search: `?${LOCALE_SWITCH_PARAM}=en`,
          resolve,
        }),
      ).toMatchObject({ action: 'redirect', location: '/en/about-us/our-company' });
      expect(calls).toHaveLength(1);
    });

    it('is not asked for redirects decided before matching', () => {
      const { calls, resolve } = counting();
      decideRequest({ market: 'germany', pathname: '/produkte/', resolve });
      decideRequest({ market: 'global', pathname: '/', resolve });
      expect(calls).toEqual([]);
    });
  });
});
