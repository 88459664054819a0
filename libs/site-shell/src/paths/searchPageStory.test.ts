import { searchPagePaths, searchPageStory } from './searchPageStory';

describe('the search page', () => {
  it('is prebuilt in every locale of the market, at its localized path', () => {
    expect(searchPagePaths('germany')).toEqual([
      { locale: 'de', path: ['suchen'] },
      { locale: 'en', path: ['search'] },
    ]);
    expect(searchPagePaths('italy')).toEqual([{ locale: 'it', path: ['cerca'] }]);
    expect(searchPagePaths('global')).toHaveLength(9);
  });

  it("is a story in the market's folder whose alternates are the other locales' search pages", () => {
    const story = searchPageStory({ market: 'germany', locale: 'de', title: 'Suche' });
    expect(story).toMatchObject({ full_slug: 'de/germany/suchen', content: { component: 'search_page', title: 'Suche' } });
    expect(story.alternates.map((alternate) => alternate.full_slug)).toEqual(['en/germany/search']);
  });
});
