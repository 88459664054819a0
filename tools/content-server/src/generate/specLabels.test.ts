import { getMarketConfig, MARKETS } from '@clavis/i18n-routing';
import { buildProductSeeds } from './seed';
import { specLabel } from './specLabels';

// Labels that are the same word in English (`locale: label`): a missing translation would show in the other locales.
const sameAsEnglish = new Set(['de: Material', 'es: Material', 'pt: Material', 'ro: Material', 'fr: Axes', 'nl: Diameter']);
// Labels another language shares with German (`locale: label`).
const sameAsGerman = new Set(['es: Material', 'pt: Material', 'ro: Material', 'fr: Profile', 'ro: Profile', 'nl: Weight']);

const labels = [...new Set(buildProductSeeds().flatMap((product) => product.specs.map((spec) => spec.key)))];
const generatedLocales = [...new Set(MARKETS.flatMap((market) => getMarketConfig(market).locales))];
const otherLocales = generatedLocales.filter((locale) => locale !== 'en');

describe('specLabel', () => {
  it('has every label of the seed in every locale the fixtures generate', () => {
    expect(generatedLocales).toHaveLength(9);
    expect(labels.length).toBeGreaterThan(25);
    const untranslated = otherLocales.flatMap((locale) =>
      labels.filter((label) => specLabel(locale, label) === label).map((label) => `${locale}: ${label}`),
    );
    expect(untranslated.filter((entry) => !sameAsEnglish.has(entry))).toEqual([]);
  });

  it('gives no other locale the German label unless the languages share the word', () => {
    const leaks = otherLocales
      .filter((locale) => locale !== 'de')
      .flatMap((locale) => labels.filter((label) => specLabel(locale, label) === specLabel('de', label)).map((label) => `${locale}: ${label}`));
    expect(leaks.filter((entry) => !sameAsGerman.has(entry))).toEqual([]);
  });

  it('keeps the German labels and English as the seed writes it', () => {
    expect(['Power', 'Spindle speed', 'Profiles stored', 'Cuts per charge'].map((label) => specLabel('de', label))).toEqual([
      'Leistung',
      'Spindeldrehzahl',
      'Gespeicherte Profile',
      'Schnitte pro Akkuladung',
    ]);
    expect(specLabel('en', 'Spindle speed')).toBe('Spindle speed');
  });

  it('reads like a key-machine maker in each language', () => {
    expect(generatedLocales.map((locale) => specLabel(locale, 'Weight'))).toEqual(['Weight', 'Gewicht', 'Peso', 'Peso', 'Poids', 'Peso', 'Greutate', 'Gewicht', 'Вес']);
    expect(specLabel('it', 'Spindle speed')).toBe('Velocità mandrino');
    expect(specLabel('fr', 'Power')).toBe('Puissance');
    expect(specLabel('ru', 'Power')).toBe('Мощность');
  });
});
