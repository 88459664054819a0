import { blockLoaders } from './loaders';
import { blockRegistry } from './registry';

describe('blockLoaders', () => {
  it('has a loader for every block of the registry, and no other', () => {
    expect(Object.keys(blockLoaders).sort()).toEqual(Object.keys(blockRegistry).sort());
  });

  it('loads, for each name, the very block the registry renders it with', async () => {
    for (const [name, load] of Object.entries(blockLoaders)) {
      expect({ name, block: await load() }).toEqual({ name, block: blockRegistry[name] });
      expect(await load()).toBe(blockRegistry[name]);
    }
  });
});
