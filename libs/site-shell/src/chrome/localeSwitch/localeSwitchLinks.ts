import { getMarketConfig, languageTag, localizePath, type LocaleCode, type Market } from '@clavis/i18n-routing';
import type { LocalePaths } from '../../seo/alternateUrls';

/** Each locale named in itself, so a visitor finds their own language whatever the page's. */
export const LOCALE_ENDONYMS: Readonly<Record<LocaleCode, string>> = {
  en: 'English',
  de: 'Deutsch',
  es: 'Español',
  pt: 'Português',
  fr: 'Français',
  it: 'Italiano',
  ro: 'Română',
  nl: 'Nederlands',
  ru: 'Русский',
};

export interface LocaleSwitchLink {
  locale: LocaleCode;
  /** BCP 47 tag for `hreflang` and `lang`. */
  iso: string;
  label: string;
  href: string;
  current: boolean;
}

/**
 * One link per locale of the market: the same page in that locale (its translated slug, from the
 * story's alternates), or that locale's home when the page has no version there.
 */
export function localeSwitchLinks({ market, locale, localePaths }: { market: Market; locale: LocaleCode; localePaths: LocalePaths }): LocaleSwitchLink[] {
  return getMarketConfig(market).locales.map((code) => ({
    locale: code,
    iso: languageTag(market, code),
    label: LOCALE_ENDONYMS[code],
    href: localePaths[code] ?? localizePath({ market, locale: code, route: 'home' }),
    current: code === locale,
  }));
}
