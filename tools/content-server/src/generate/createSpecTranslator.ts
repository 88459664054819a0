import type { LocaleCode } from '@clavis/i18n-routing';

/**
 * A data-sheet text of the seed (which writes them in English) in every other locale. The record
 * type makes a missing locale a type error, so no page can fall back to English unnoticed.
 */
export type SpecTranslations = Readonly<Record<string, Readonly<Record<Exclude<LocaleCode, 'en'>, string>>>>;

/**
 * A lookup of the seed's English in one table of translations: English, and text the table does not
 * hold (numbers such as 12000 or 7 / 8), pass unchanged. Labels and values each get their own.
 */
export function createSpecTranslator(translations: SpecTranslations): (locale: LocaleCode, english: string) => string {
  return (locale, english) => (locale === 'en' ? english : (translations[english]?.[locale] ?? english));
}
