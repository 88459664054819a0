import { loadedExtranetView, preloadExtranetView } from './loadExtranetView';

describe('preloadExtranetView', () => {
  it("loads the route's view, which the page then has at once", async () => {
    expect(loadedExtranetView('extranet-catalogues-folder')).toBeUndefined();
    preloadExtranetView('extranet-catalogues-folder');
    for (let tries = 0; tries < 100 && !loadedExtranetView('extranet-catalogues-folder'); tries += 1) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(loadedExtranetView('extranet-catalogues-folder')).toEqual(expect.any(Function));
  });
});
