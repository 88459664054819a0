const mockLoadBlockRegistry = jest.fn(async () => ({}));
jest.mock('../shared/blockRegistry', () => ({ loadBlockRegistry: () => mockLoadBlockRegistry() }));

import { loadedExtranetView, preloadExtranetView } from './loadExtranetView';

describe('preloadExtranetView', () => {
  beforeEach(() => mockLoadBlockRegistry.mockClear());

  it("loads the route's view, which the page then has at once", async () => {
    expect(loadedExtranetView('extranet-catalogues-folder')).toBeUndefined();
    preloadExtranetView('extranet-catalogues-folder');
    for (let tries = 0; tries < 100 && !loadedExtranetView('extranet-catalogues-folder'); tries += 1) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(loadedExtranetView('extranet-catalogues-folder')).toEqual(expect.any(Function));
  });

  it('loads the block registry with the home, whose story has bloks of its own', () => {
    preloadExtranetView('extranet');
    expect(mockLoadBlockRegistry).toHaveBeenCalledTimes(1);
  });

  it('leaves the block registry to the answer on the pages of the other areas', () => {
    for (const route of ['extranet-catalogues-folder', 'extranet-photo-gallery-category', 'extranet-products-category', 'extranet-search'] as const) preloadExtranetView(route);
    expect(mockLoadBlockRegistry).not.toHaveBeenCalled();
  });
});
