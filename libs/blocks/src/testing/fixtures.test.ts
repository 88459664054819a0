import { fixtureBlok, fixtureBloks, fixtureStories } from './fixtures';

describe('fixtures', () => {
  it('reads the content server stories', () => {
    expect(fixtureStories['home']?.full_slug).toBe('de/germany/');
    expect(fixtureBlok('accordion')['items']).toHaveLength(3);
    expect(fixtureBloks('slim_hero').length).toBeGreaterThan(3);
  });

  it('names a missing fixture', () => {
    expect(() => fixtureBlok('no_such_block')).toThrow('No fixture blok "no_such_block"');
  });
});
