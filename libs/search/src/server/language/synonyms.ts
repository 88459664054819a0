import type { SearchLocale } from './stemmers';

/**
 * One-way synonyms (Algolia's `oneWaySynonym`), folded: what people ask for in their words, in
 * the words the catalogue uses ("how do I copy a car key" finds the duplicators and cutting machines).
 * Tuned on the judged query set (`npm run bench:search`).
 */
const SYNONYMS: Partial<Record<SearchLocale, Record<string, readonly string[]>>> = {
  en: {
    copy: ['duplicator', 'cutting'],
    cut: ['cutting'],
    duplicate: ['duplicator'],
    house: ['residential'],
    door: ['cylinder'],
    car: ['automotive', 'vehicle'],
  },
  de: {
    schneide: ['schneidet', 'frasmaschine', 'frase'],
    schneiden: ['schneidet', 'frasmaschine', 'frase'],
    kopieren: ['kopierfrase', 'frasmaschine'],
    nachmachen: ['kopierfrase', 'frasmaschine'],
    maschine: ['frasmaschine', 'codemaschine', 'frase'],
    schlusselfrasmaschine: ['frasmaschine', 'frase'],
    zylinderschloss: ['zylinderschlussel', 'zylinder'],
    autoschlussel: ['fahrzeugschlussel'],
  },
};

/** The synonyms of a folded query word, if any. */
export function synonymsOf(locale: SearchLocale, word: string): readonly string[] {
  return SYNONYMS[locale]?.[word] ?? [];
}
