import { getMarketConfig, MARKETS } from '@clavis/i18n-routing';
import { buildProductSeeds } from './seed';
import { specValue } from './specValues';

// Values that stay English outside Germany.
const sameAsEnglish = new Set(['Wi-Fi, Ethernet']);

const seeds = buildProductSeeds();
const worded = [...new Set(seeds.flatMap((product) => product.specs.map((spec) => spec.value)))].filter((value) => /\p{L}/u.test(value));
const generatedLocales = [...new Set(MARKETS.flatMap((market) => getMarketConfig(market).locales))];
const otherLocales = generatedLocales.filter((locale) => locale !== 'en');

describe('specValue', () => {
  it('has every worded value of the seed in every locale the fixtures generate', () => {
    expect(generatedLocales).toHaveLength(9);
    expect(worded.length).toBeGreaterThan(25);
    const untranslated = otherLocales.flatMap((locale) =>
      worded.filter((value) => !sameAsEnglish.has(value) && specValue(locale, value) === value).map((value) => `${locale}: ${value}`),
    );
    expect(untranslated).toEqual([]);
  });

  it('gives no other locale the German value', () => {
    const leaks = otherLocales
      .filter((locale) => locale !== 'de')
      .flatMap((locale) => worded.filter((value) => specValue(locale, value) === specValue('de', value)).map((value) => `${locale}: ${value}`));
    expect(leaks).toEqual([]);
  });

  it('keeps alloy codes and numbers as they are', () => {
    for (const value of worded) {
      for (const code of value.match(/\bCu[A-Za-z0-9]+/g) ?? []) {
        for (const locale of generatedLocales) expect(specValue(locale, value)).toContain(code);
      }
    }
    expect(specValue('it', '12000')).toBe('12000');
    expect(specValue('de', '100–240')).toBe('100–240');
  });

  it('reads like a key maker in each language', () => {
    const brass = 'brass CuZn39Pb3, nickel-plated';
    expect(generatedLocales.map((locale) => specValue(locale, brass))).toEqual([
      'brass CuZn39Pb3, nickel-plated',
      'Messing CuZn39Pb3, vernickelt',
      'latón CuZn39Pb3, niquelado',
      'latão CuZn39Pb3, niquelado',
      'laiton CuZn39Pb3, nickelé',
      'ottone CuZn39Pb3, nichelato',
      'alamă CuZn39Pb3, nichelată',
      'messing CuZn39Pb3, vernikkeld',
      'латунь CuZn39Pb3, никелированная',
    ]);
    expect(specValue('fr', 'nickel silver CuNi12Zn24')).toBe('maillechort CuNi12Zn24');
    expect(specValue('de', 'hardened steel')).toBe('gehärteter Stahl');
  });

  it("keeps the German blank description's German values", () => {
    const vector = seeds.find((product) => product.code === 'VX-12');
    expect(vector?.de).toContain('Profil Innenprofil, zweispurig, Werkstoff Neusilber CuNi12Zn24.');
  });
});
