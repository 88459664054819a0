import { getMarketConfig, MARKETS, resolveMarket } from './markets.ts';

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
