import { getMarketConfig, isMarket, languageTag, MARKETS, resolveMarket } from './markets.ts';

describe('resolveMarket', () => {
  it.each(MARKETS)('keeps the valid market %s', (market) => {
    expect(resolveMarket(market)).toBe(market);
  });

  it.each([undefined, null, '', 'Germany', 'usa', ' germany'])(
    'falls back to global for %p',
    (value) => {
      expect(resolveMarket(value)).toBe('global');
    },
  );
});

describe('getMarketConfig', () => {
  it('gives global all nine locales with the prefix strategy and English by default', () => {
    const config = getMarketConfig('global');
    expect(config.i18nStrategy).toBe('prefix');
    expect(config.defaultLocale).toBe('en');
    expect([...config.locales].sort()).toEqual([
      'de',
      'en',
      'es',
      'fr',
      'it',
      'nl',
      'pt',
      'ro',
      'ru',
    ]);
  });

  it.each([
    ['italy', 'it'],
    ['spain', 'es'],
    ['france', 'fr'],
  ] as const)('serves %s in its one locale, unprefixed', (market, locale) => {
    expect(getMarketConfig(market)).toMatchObject({
      i18nStrategy: 'prefix_except_default',
      locales: [locale],
      defaultLocale: locale,
    });
  });

  it('serves germany in German without a prefix and English under /en', () => {
    expect(getMarketConfig('germany')).toMatchObject({
      i18nStrategy: 'prefix_except_default',
      locales: ['de', 'en'],
      defaultLocale: 'de',
    });
  });
});

describe('MARKETS', () => {
  it('lists the markets of marketConfigs.ts in its order, each with its own port', () => {
    expect(MARKETS).toEqual(['global', 'italy', 'spain', 'france', 'germany']);
    expect(MARKETS.map((market) => getMarketConfig(market).port)).toEqual([
      3001, 3002, 3003, 3004, 3000,
    ]);
  });

  it('knows no market outside the config, not even an Object property', () => {
    expect(isMarket('austria')).toBe(false);
    expect(isMarket('toString')).toBe(false);
  });
});

describe('languageTag', () => {
  it("is the locale's own tag unless the market gives another", () => {
    expect(languageTag('germany', 'de')).toBe('de-DE');
    expect(languageTag('global', 'en')).toBe('en-GB');
  });
});
