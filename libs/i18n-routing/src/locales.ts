/** Every locale the platform knows, in the order SPEC.md section 1 lists them. */
export const localeCodes = ['en', 'de', 'es', 'pt', 'fr', 'it', 'ro', 'nl', 'ru'] as const;

export type LocaleCode = (typeof localeCodes)[number];

export interface Locale {
  code: LocaleCode;
  /** BCP 47 tag used for `<html lang>`, hreflang and Intl. */
  iso: string;
  /** Writing direction; left to right unless stated. */
  dir?: 'ltr' | 'rtl';
}

export const LOCALES: Readonly<Record<LocaleCode, Locale>> = {
  en: { code: 'en', iso: 'en-GB' },
  de: { code: 'de', iso: 'de-DE' },
  es: { code: 'es', iso: 'es-ES' },
  pt: { code: 'pt', iso: 'pt-PT' },
  fr: { code: 'fr', iso: 'fr-FR' },
  it: { code: 'it', iso: 'it-IT' },
  ro: { code: 'ro', iso: 'ro-RO' },
  nl: { code: 'nl', iso: 'nl-NL' },
  ru: { code: 'ru', iso: 'ru-RU' },
};

export function isLocaleCode(value: unknown): value is LocaleCode {
  return typeof value === 'string' && (localeCodes as readonly string[]).includes(value);
}
