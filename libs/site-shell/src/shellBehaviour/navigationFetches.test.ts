import { navigationTarget, watchNavigationFetches } from './navigationFetches';

describe('navigationTarget', () => {
  it('answers the page a router navigation loads, without the cache-busting _rsc parameter', () => {
    expect(navigationTarget('/produkte?_rsc=1x2y', { headers: { rsc: '1' } })).toBe('/produkte');
    expect(navigationTarget('http://localhost/produkte?sort=name&_rsc=1x2y', { headers: { RSC: '1' } })).toBe('/produkte?sort=name');
  });

  it('is null for prefetches, server actions and ordinary requests', () => {
    expect(navigationTarget('/produkte', { headers: { rsc: '1', 'next-router-prefetch': '1' } })).toBeNull();
    expect(navigationTarget('/produkte', { method: 'POST', headers: { rsc: '1', 'next-action': 'abc' } })).toBeNull();
    expect(navigationTarget('/api/version', { cache: 'no-store' })).toBeNull();
    expect(navigationTarget('/api/version')).toBeNull();
  });
});

describe('watchNavigationFetches', () => {
  it('announces navigations after the call, and passes every request on untouched', async () => {
    const answer = {} as Response;
    const fetchImpl = jest.fn().mockResolvedValue(answer);
    const announced: string[] = [];
    const watched = watchNavigationFetches(fetchImpl, (target) => announced.push(target));
    const init = { headers: { rsc: '1' } };

    const response = watched('/kontakte?_rsc=a', init);
    expect(announced).toEqual([]);
    await watched('/api/version');
    expect(await response).toBe(answer);
    expect(announced).toEqual(['/kontakte']);
    expect(fetchImpl.mock.calls).toEqual([['/kontakte?_rsc=a', init], ['/api/version', undefined]]);
  });
});
