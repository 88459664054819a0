import { listingViewQuery, listingViewSegments, readListingView } from './listingViewPath';

describe('listingViewPath', () => {
  it('keeps the listing parameters of a query in one order, without empty ones or page 1', () => {
    expect(listingViewQuery('?utm_source=x&page=2&category=autoschl%C3%BCssel&sort=')).toBe('category=autoschl%C3%BCssel&page=2');
    expect(listingViewQuery('?category=&sort=name_asc&page=1')).toBe('sort=name_asc');
    expect(listingViewQuery('?q=futura')).toBe('');
  });

  it("writes a view as one URL-safe segment before the listing's and reads it back", () => {
    const segments = listingViewSegments('?city=M%C3%BCnchen&page=2', ['clavis-shops']);
    expect(segments?.[0]).toBe('_view');
    expect(segments?.[1]).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(readListingView(segments ?? [])).toEqual({ path: ['clavis-shops'], view: 'city=M%C3%BCnchen&page=2' });
    expect(listingViewSegments('?q=x', ['clavis-shops'])).toBeNull();
  });

  it('tells a view segment the proxy did not write', () => {
    expect(readListingView(['_view', 'not base64!', 'x']).view).toBe(false);
    expect(readListingView(['_view', btoa('page=2&utm=1'), 'x']).view).toBe(false);
    expect(readListingView(['uber-uns'])).toEqual({ path: ['uber-uns'], view: null });
  });
});
