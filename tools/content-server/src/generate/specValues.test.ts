import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getMarketConfig, MARKETS, type LocaleCode } from '@clavis/i18n-routing';
import { buildProductSeeds } from './seed';
import { specValue } from './specValues';

// Values that stay English outside Germany.
const sameAsEnglish = new Set(['Wi-Fi, Ethernet']);

const seeds = buildProductSeeds();
const worded = [...new Set(seeds.flatMap((product) => product.specs.map((spec) => spec.value)))].filter((value) => /\p{L}/u.test(value));
const generatedLocales = [...new Set(MARKETS.flatMap((market) => getMarketConfig(market).locales))];
const otherLocales = generatedLocales.filter((locale) => locale !== 'en');
const german = new Set(worded.map((value) => specValue('de', value)));

interface Specification {
  label: string;
  value: string;
}
interface ProductStory {
  full_slug: string;
  content: { component: string; code: string; specifications: Specification[] };
}

/** The committed product stories of a locale's catalogue, as the generator wrote them. */
function productStories(locale: LocaleCode): ProductStory[] {
  const folder = join(__dirname, '..', '..', 'content', 'stories', locale, 'global');
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.json'))
    .map((file) => JSON.parse(readFileSync(join(folder, file), 'utf8')) as ProductStory)
    .filter((story) => story.content.component === 'product');
}

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

describe('the generated product data sheets', () => {
  it.each(generatedLocales)('carry the %s value of every specification', (locale) => {
    const stories = productStories(locale);
    expect(stories).toHaveLength(seeds.length);
    for (const story of stories) {
      const seed = seeds.find((product) => product.code === story.content.code);
      expect(story.content.specifications.map((spec) => spec.value)).toEqual(seed?.specs.map((spec) => specValue(locale, spec.value)));
    }
  });

  it('give an English product no German value anywhere in its content', () => {
    const stories = productStories('en');
    expect(stories.length).toBeGreaterThan(60);
    const found = stories.flatMap((story) => {
      const text = JSON.stringify(story.content);
      return [...german].filter((value) => text.includes(value)).map((value) => `${story.full_slug}: ${value}`);
    });
    expect(found).toEqual([]);
  });
});
