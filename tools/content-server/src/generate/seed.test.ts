import { buildProductSeeds } from './seed';

describe('buildProductSeeds', () => {
  const seeds = buildProductSeeds();
  const twenty = buildProductSeeds(20);

  it('begins every scale with the seed products as they are', () => {
    expect(seeds).toHaveLength(62);
    expect(twenty).toHaveLength(20 * 62);
    expect(twenty.slice(0, 62)).toEqual(seeds);
    expect(seeds.every((product) => product.pictureOf === undefined)).toBe(true);
  });

  it('gives every product of 20 series its own slug, code and name', () => {
    for (const field of ['slug', 'code', 'name'] as const) expect(new Set(twenty.map((product) => product[field])).size).toBe(twenty.length);
  });

  it('lets later series share the files of a seed product of their own category', () => {
    const bySlug = new Map(seeds.map((product) => [product.slug, product]));
    for (const product of twenty.slice(62)) expect(bySlug.get(product.pictureOf as string)?.category).toBe(product.category);
  });

  it('writes later series only with worded values the seed has (each translated in every locale)', () => {
    const worded = new Set(seeds.flatMap((product) => product.specs.map((spec) => spec.value)));
    const novel = twenty.flatMap((product) => product.specs.map((spec) => spec.value)).filter((value) => /\p{L}/u.test(value) && !worded.has(value));
    expect(novel).toEqual([]);
  });
});
