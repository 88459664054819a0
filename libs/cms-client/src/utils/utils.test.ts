import { createResponseCache } from './cache';
import { chunk, toSearchParams } from './query';
import { parseRetryAfter } from './transport';

describe('toSearchParams', () => {
  it('writes comma lists and bracketed filters, in a stable order', () => {
    expect(
      decodeURIComponent(
        toSearchParams({
          version: 'published',
          by_uuids: ['a', 'b'],
          filter_query: { component: { in: 'news,event' } },
          skip: undefined,
        }).toString(),
      ),
    ).toBe('by_uuids=a,b&filter_query[component][in]=news,event&version=published');
  });
});

describe('chunk', () => {
  it('splits 120 uuids into 50, 50 and 20', () => {
    expect(chunk(Array.from({ length: 120 }, (_, i) => i), 50).map((part) => part.length)).toEqual([50, 50, 20]);
  });
});

describe('parseRetryAfter', () => {
  it('reads seconds and HTTP dates', () => {
    expect(parseRetryAfter('2')).toBe(2000);
    expect(parseRetryAfter(new Date(10_000).toUTCString(), 4_000)).toBe(6000);
    expect(parseRetryAfter(null)).toBeUndefined();
    expect(parseRetryAfter('soon')).toBeUndefined();
  });
});

describe('createResponseCache', () => {
  it('empties itself when the cache version changes and hands out copies', () => {
    const cache = createResponseCache(1);
    cache.set('a', { n: 1 });
    const copy = cache.get<{ n: number }>('a');
    if (copy) copy.n = 2;
    expect(cache.get('a')).toEqual({ n: 1 });
    expect(cache.setVersion(1)).toBe(false);
    expect(cache.setVersion(2)).toBe(true);
    expect(cache.size).toBe(0);
  });
});
