/** @jest-environment node */
import { queryToRouteState, routeStateToQuery } from './routeState';
import { queryWordCount, utf8ByteLength } from './searchLimits';

describe('queryToRouteState', () => {
  it('reads the search page URL', () => {
    expect(queryToRouteState('?q=futura&type=product&type=news&page=2&sort=date_desc')).toEqual({ q: 'futura', type: ['product', 'news'], page: 2, sort: 'date_desc' });
    expect(routeStateToQuery(queryToRouteState('?q=futura&type=product&page=2'))).toBe('?q=futura&type=product&page=2');
  });

  it('cuts a query of 5,000 words to what the engine answers, so the page shows results instead of an error', () => {
    const words = Array.from({ length: 5000 }, (_, index) => `schluessel${index}`).join(' ');
    const { q = '' } = queryToRouteState(new URLSearchParams({ q: words }));
    expect(utf8ByteLength(q)).toBeLessThanOrEqual(512);
    expect(queryWordCount(q)).toBeLessThanOrEqual(32);
    expect(words.startsWith(q)).toBe(true);
  });

  it('keeps at most 42 distinct values of a facet, none past 200 characters, and a page the engine serves', () => {
    const query = new URLSearchParams();
    for (let index = 0; index < 1000; index += 1) query.append('category', `Kategorie ${index % 500}`);
    query.append('type', 'x'.repeat(201));
    query.append('type', 'product');
    query.set('page', '1000000000');
    const state = queryToRouteState(query);
    expect(state.category).toHaveLength(42);
    expect(state.type).toEqual(['product']);
    expect(state.page).toBe(10_001);
  });
});
