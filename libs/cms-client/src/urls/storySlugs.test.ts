import {
  catalogueFolder,
  childrenFolder,
  marketFolder,
  pathBelowLocale,
  siteConfigSlugs,
  storySlugCandidates,
} from './storySlugs';

describe('storySlugCandidates (DESIGN.md section 3)', () => {
  it.each([
    [
      'germany',
      'de',
      'about-us-our-company',
      '/uber-uns/unsere-firma',
      ['de/germany/uber-uns/unsere-firma', 'de/global/uber-uns/unsere-firma'],
    ],
    ['germany', 'de', 'products-slug', '/produkte/futura', ['de/global/produkte/futura']],
    ['germany', 'en', 'about-us', '/en/about-us', ['en/germany/about-us', 'en/global/about-us']],
    ['germany', 'de', 'home', '/', ['de/germany', 'de/global']],
    ['germany', 'en', 'home', '/en', ['en/germany', 'en/global']],
    ['global', 'it', 'products-slug', '/it/prodotti/futura', ['it/global/prodotti/futura']],
    [
      'global',
      'de',
      'category-slug',
      '/de/kategorien/autoschluessel',
      ['de/global/kategorien/autoschluessel'],
    ],
    ['italy', 'it', 'category-slug', '/categorie/chiavi', ['it/global/categorie/chiavi']],
    ['spain', 'es', 'search', '/buscar', ['es/spain/buscar', 'es/global/buscar']],
    ['global', 'fr', 'about-us', '/fr/a-propos-de-nous', ['fr/global/a-propos-de-nous']],
    ['germany', 'de', 'extranet', '/extranet', ['de/extranet']],
    [
      'germany',
      'en',
      'extranet-catalogues-folder-slug',
      '/en/extranet/catalogues/lists/2026',
      ['en/extranet/catalogues/lists/2026'],
    ],
    [
      'global',
      'it',
      'extranet-products-category',
      '/it/extranet/prodotti/a/b',
      ['it/extranet/prodotti/a/b'],
    ],
  ] as const)('%s %s %s %s', (market, locale, route, pathname, slugs) => {
    expect(storySlugCandidates({ market, locale, route, pathname })).toEqual(slugs);
  });

  it('strips only the locale prefix', () => {
    expect(pathBelowLocale({ market: 'global', locale: 'en', pathname: '/en/products' })).toBe(
      'products',
    );
  });

  it("names the shared catalogue's folder in each locale", () => {
    expect(catalogueFolder('de')).toBe('de/global/produkte/');
    expect(catalogueFolder('it')).toBe('it/global/prodotti/');
  });

  it("names the folder of a story's children, with or without its trailing slash", () => {
    expect(childrenFolder('de/germany/kontakte')).toBe('de/germany/kontakte/');
    expect(childrenFolder('de/germany/kontakte/')).toBe('de/germany/kontakte/');
  });

  it('names the locale-and-market folder a full slug is bulk-loaded with', () => {
    expect(marketFolder('de/germany/uber-uns/x')).toBe('de/germany');
    expect(marketFolder('/de/global/')).toBe('de/global');
    expect(marketFolder('de')).toBeNull();
  });

  it('reads the site configuration of the market, then of global', () => {
    expect(siteConfigSlugs('spain', 'es')).toEqual(['es/spain/config', 'es/global/config']);
    expect(siteConfigSlugs('global', 'ru')).toEqual(['ru/global/config']);
  });
});
