import { buildProductSeeds } from './seed';
import { specText } from './specLabels';

// Words that are the same in German.
const sameInGerman = new Set(['Material']);

describe('specText', () => {
  const seeds = buildProductSeeds();
  const labels = new Set(seeds.flatMap((product) => product.specs.map((spec) => spec.key)));

  it('has German for every specification label of the seed', () => {
    expect(labels.size).toBeGreaterThan(20);
    const untranslated = [...labels].filter((label) => specText('de', label) === label && !sameInGerman.has(label));
    expect(untranslated).toEqual([]);
  });

  it('keeps English for the other locales', () => {
    expect(specText('en', 'Weight')).toBe('Weight');
    expect(specText('it', 'Weight')).toBe('Weight');
    expect(specText('de', 'Weight')).toBe('Gewicht');
  });
});
