import { matchesFilter, parseFilterQuery, slugMatcher, sortStories } from './query';
import { testStory } from './testing/buildTestContent';

describe('CDN query helpers', () => {
  it('matches slug lists with wildcards', () => {
    const match = slugMatcher('de/global/produkte/*,en/global/');
    expect(match('de/global/produkte/futura')).toBe(true);
    expect(match('en/global/')).toBe(true);
    expect(match('de/global/kategorien/x')).toBe(false);
  });

  it.each([
    ['is', 'planned', true],
    ['in', 'live,planned', true],
    ['not_in', 'live,planned', false],
    ['like', 'plan*', true],
    ['not_like', 'plan*', false],
  ])('filter_query %s %s', (operation, value, expected) => {
    expect(matchesFilter({ status: 'planned' }, 'status', operation, value)).toBe(expected);
  });

  it('compares numbers, dates and arrays', () => {
    expect(matchesFilter({ price: 12.5 }, 'price', 'gt_float', '12')).toBe(true);
    expect(matchesFilter({ price: 12 }, 'price', 'lt_int', '12')).toBe(false);
    expect(matchesFilter({ date: '2026-03-01 10:00' }, 'date', 'gt_date', '2026-02-28 00:00')).toBe(true);
    expect(matchesFilter({ tags: ['a', 'b'] }, 'tags', 'any_in_array', 'b,c')).toBe(true);
    expect(matchesFilter({ tags: ['a', 'b'] }, 'tags', 'all_in_array', 'b,c')).toBe(false);
    expect(matchesFilter({ title: '' }, 'title', 'is', 'empty')).toBe(true);
    expect(() => matchesFilter({}, 'x', 'near', '1')).toThrow('Unknown filter_query operation: near');
  });

  it('reads and/or groups from the flat query', () => {
    expect(
      parseFilterQuery({
        'filter_query[__or][0][status][is]': 'live',
        'filter_query[__or][1][status][is]': 'planned',
        'filter_query[segment][is]': 'automotive',
      }).conditions,
    ).toEqual([
      [['status', 'is', 'live'], ['segment', 'is', 'automotive']],
      [['status', 'is', 'planned'], ['segment', 'is', 'automotive']],
    ]);
  });

  it('sorts by content fields and story fields', () => {
    const stories = [testStory(1, 'a/one', { price: 30 }), testStory(2, 'a/two', { price: 4 }), testStory(3, 'a/three', { price: 100 })];
    const byPrice = sortStories(stories, 'content.price:desc:int', (story) => story.content);
    expect(byPrice.map((story) => story.slug)).toEqual(['three', 'one', 'two']);
    expect(sortStories(stories, 'slug:asc', (story) => story.content).map((story) => story.slug)).toEqual(['one', 'three', 'two']);
  });
});
