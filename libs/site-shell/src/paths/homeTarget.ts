import { getMarketConfig, type LocaleCode, type Market } from '@clavis/i18n-routing';

/** The locale's home: `/` for an unprefixed default locale, else `/{locale}`. */
export function localeHome(market: Market, locale: LocaleCode): string {
  const { i18nStrategy, defaultLocale } = getMarketConfig(market);
  return i18nStrategy !== 'prefix' && locale === defaultLocale ? '/' : `/${locale}`;
}

/**
 * Where an error screen's back-to-home button goes (DESIGN.md section 4): the current locale's
 * `/extranet` when the path contains extranet, else the current locale's home.
 */
export function backToHomeTarget({ market, locale, pathname }: { market: Market; locale: LocaleCode; pathname: string }): string {
  const home = localeHome(market, locale);
  return pathname.includes('extranet') ? `${home === '/' ? '' : home}/extranet` : home;
}
