import { stemmer as dutch } from '@orama/stemmers/dutch';
import { stemmer as english } from '@orama/stemmers/english';
import { stemmer as french } from '@orama/stemmers/french';
import { stemmer as german } from '@orama/stemmers/german';
import { stemmer as italian } from '@orama/stemmers/italian';
import { stemmer as portuguese } from '@orama/stemmers/portuguese';
import { stemmer as romanian } from '@orama/stemmers/romanian';
import { stemmer as russian } from '@orama/stemmers/russian';
import { stemmer as spanish } from '@orama/stemmers/spanish';

/** The Snowball stemmer of each of the nine locales. */
export const stemmers = {
  en: english,
  de: german,
  es: spanish,
  pt: portuguese,
  fr: french,
  it: italian,
  ro: romanian,
  nl: dutch,
  ru: russian,
} as const satisfies Record<string, (word: string) => string>;

export type SearchLocale = keyof typeof stemmers;

export const searchLocales = Object.keys(stemmers) as SearchLocale[];

export function isSearchLocale(value: string): value is SearchLocale {
  return Object.hasOwn(stemmers, value);
}
