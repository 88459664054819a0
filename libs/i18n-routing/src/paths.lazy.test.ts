import type { Market } from './markets.ts';

// Counts the routers built, with the real builder behind it.
const built: Market[] = [];
jest.mock('./createRouter.ts', () => {
  const actual = jest.requireActual('./createRouter.ts');
  return {
    ...actual,
    createRouter: (market: Market) => {
      built.push(market);
      return actual.createRouter(market);
    },
  };
});

describe('the compiled routers', () => {
  it('are built on a market\'s first use, one market at a time, and kept', async () => {
    const { getRouter, localizePath, matchPath } = await import('./paths.ts');
    // Loading the module builds none: a site's browser bundle asks for its own market only.
    expect(built).toEqual([]);

    expect(matchPath({ market: 'germany', pathname: '/produkte' })?.route).toBe('products');
    expect(built).toEqual(['germany']);

    expect(localizePath({ market: 'germany', locale: 'de', route: 'products-slug', params: { slug: 'futura' } })).toBe('/produkte/futura');
    expect(getRouter('germany')).toBe(getRouter('germany'));
    expect(built).toEqual(['germany']);

    expect(localizePath({ market: 'italy', locale: 'it', route: 'products' })).toBe('/prodotti');
    expect(built).toEqual(['germany', 'italy']);
  });
});
