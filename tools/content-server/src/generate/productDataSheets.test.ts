import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getMarketConfig, MARKETS, type LocaleCode } from '@clavis/i18n-routing';
import { buildProductSeeds } from './seed';
import { specLabel } from './specLabels';
import { specValue } from './specValues';

const seeds = buildProductSeeds();
const specs = seeds.flatMap((product) => product.specs);
const generatedLocales = [...new Set(MARKETS.flatMap((market) => getMarketConfig(market).locales))];

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

const lines = (story: ProductStory | undefined) => story?.content.specifications.map((spec) => `${spec.label}: ${spec.value}`);

describe('the generated product data sheets', () => {
  it.each(generatedLocales)('carry the %s label and value of every specification', (locale) => {
    const stories = productStories(locale);
    expect(stories).toHaveLength(seeds.length);
    for (const story of stories) {
      const seed = seeds.find((product) => product.code === story.content.code);
      expect(story.content.specifications.map(({ label, value }) => ({ label, value }))).toEqual(
        seed?.specs.map((spec) => ({ label: specLabel(locale, spec.key), value: specValue(locale, spec.value) })),
      );
    }
  });

  it('read in one language on a non-German page', () => {
    const domus = (locale: LocaleCode) => lines(productStories(locale).find((story) => story.content.code === 'DM-01'));
    expect(domus('it')).toContain('Materiale: ottone CuZn39Pb3');
    expect(domus('fr')).toContain('Matériau: laiton CuZn39Pb3');
    expect(domus('ru')).toContain('Материал: латунь CuZn39Pb3');
    expect(lines(productStories('es').find((story) => story.content.code === 'FU-100'))).toEqual([
      'Potencia: 200',
      'Tensión: 100–240',
      'Velocidad del husillo: 12000',
      'Peso: 21',
      'Tiempo de ciclo: 45',
    ]);
  });

  it('give an English product no German label or value', () => {
    const english = new Set(specs.flatMap((spec) => [spec.key, spec.value]));
    const germanLabels = new Set(specs.map((spec) => specLabel('de', spec.key)).filter((label) => !english.has(label)));
    const germanValues = new Set(specs.map((spec) => specValue('de', spec.value)).filter((value) => !english.has(value)));
    const stories = productStories('en');
    expect(stories.length).toBeGreaterThan(60);
    const found = stories.flatMap((story) => {
      const text = JSON.stringify(story.content);
      return [
        ...story.content.specifications.filter((spec) => germanLabels.has(spec.label)).map((spec) => spec.label),
        ...[...germanValues].filter((value) => text.includes(value)),
      ].map((german) => `${story.full_slug}: ${german}`);
    });
    expect(germanLabels.size).toBeGreaterThan(25);
    expect(found).toEqual([]);
  });
});
