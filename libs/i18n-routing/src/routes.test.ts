import { localeCodes } from './locales.ts';
import { customSlugs, isSlugSegment, SLUG_SEGMENT } from './params.ts';
import { getRoute, parseRouteId, ROUTE_NAMES, routeId, ROUTES, routeSegments } from './routes.ts';
import { SEGMENTS } from './segments.ts';
import { specCategoryPrefixes, specGermanPaths } from './__fixtures__/spec.ts';

// DESIGN.md section 5, in its order: the contract the rest of the platform names routes by.
const designRouteNames = [
  'home',
  'page',
  'custom-landing',
  'about-us',
  'about-us-slug',
  'about-us-our-company',
  'about-us-our-company-slug',
  'after-sales',
  'after-sales-slug',
  'category-slug',
  'contact-us-slug',
  'contacts',
  'contacts-slug',
  'events-and-news',
  'events-and-news-slug',
  'events-and-news-events',
  'events-and-news-events-slug',
  'events-and-news-news-about-us',
  'events-and-news-news-about-us-slug',
  'events-and-news-press-releases',
  'events-and-news-press-releases-slug',
  'forms-slug',
  'industrial-solutions',
  'industrial-solutions-slug',
  'new-solutions',
  'new-solutions-slug',
  'products',
  'products-slug',
  'products-automotive',
  'products-residential',
  'resources',
  'resources-slug',
  'resources-bulletins',
  'resources-bulletins-slug',
  'resources-catalogues',
  'resources-catalogues-slug',
  'resources-sellers',
  'resources-sellers-slug',
  'search',
  'shops',
  'shops-slug',
  'work-with-us',
  'work-with-us-slug',
  'extranet',
  'extranet-catalogues',
  'extranet-catalogues-folder',
  'extranet-catalogues-folder-slug',
  'extranet-documentation-bu-italy',
  'extranet-documentation-bu-italy-slug',
  'extranet-bulletins',
  'extranet-bulletins-slug',
  'extranet-photo-gallery',
  'extranet-photo-gallery-category',
  'extranet-products',
  'extranet-products-category',
  'extranet-products-automotive',
  'extranet-products-residential',
  'extranet-search',
];

describe('route table', () => {
  it('has exactly the 58 route names of DESIGN.md section 5', () => {
    expect(designRouteNames).toHaveLength(58);
    expect([...ROUTE_NAMES]).toEqual(designRouteNames);
  });

  it.each(ROUTE_NAMES.map((name) => [name]))(
    '%s has exactly its German path from SPEC.md',
    (name) => {
      expect(getRoute(name).paths.de).toBe(specGermanPaths[name]);
    },
  );

  it.each(Object.entries(specCategoryPrefixes))('category prefix in %s is %s', (locale, prefix) => {
    expect(getRoute('category-slug').paths[locale as keyof typeof specCategoryPrefixes]).toBe(
      `/${prefix}/:slug`,
    );
  });

  it('uses URL-form segments: lower case ASCII words joined by hyphens, no diacritics', () => {
    for (const [key, words] of Object.entries(SEGMENTS)) {
      for (const [locale, word] of Object.entries(words)) {
        expect(`${key}.${locale}=${word}`).toMatch(/=[a-z0-9]+(-[a-z0-9]+)*$/);
      }
    }
  });

  it('localizes every segment except extranet and documentazione-per-bu-italia', () => {
    const sameEverywhere = new Set(['extranet', 'documentationBuItaly']);
    for (const [key, words] of Object.entries(SEGMENTS)) {
      const distinct = new Set(Object.values(words));
      if (sameEverywhere.has(key)) expect(distinct.size).toBe(1);
      else expect(distinct.size).toBeGreaterThan(3);
    }
  });

  it.each(localeCodes.map((locale) => [locale]))(
    'gives every route its own path in %s',
    (locale) => {
      const paths = ROUTES.map((route) => route.paths[locale]);
      expect(new Set(paths).size).toBe(paths.length);
    },
  );

  it('keeps custom slugs apart from every first segment', () => {
    for (const locale of localeCodes) {
      for (const route of ROUTES) {
        const first = route.paths[locale].split('/')[1] ?? '';
        expect(customSlugs as readonly string[]).not.toContain(first);
      }
    }
  });

  it('gives localized segments with parameter placeholders', () => {
    expect(routeSegments('resources-catalogues-slug', 'de')).toEqual([
      'ressourcen',
      'kataloge',
      ':slug',
    ]);
    expect(routeSegments('extranet-catalogues-folder-slug', 'it')).toEqual([
      'extranet',
      'cataloghi',
      ':folder_slug',
      ':slug',
    ]);
    expect(routeSegments('home', 'ru')).toEqual([]);
    expect(getRoute('extranet-products-category').params).toEqual(['category']);
  });

  it('marks exactly the extranet routes as protected', () => {
    const protectedNames = ROUTES.filter((route) => route.protected).map((route) => route.name);
    expect(protectedNames).toEqual(designRouteNames.filter((name) => name.startsWith('extranet')));
    expect(protectedNames).toHaveLength(15);
  });

  it('declares the group each protected route needs: bu-italy for the BU Italia documentation, partner for the rest', () => {
    const byGroup = (group: string | null) => ROUTES.filter((route) => route.requiredGroup === group).map((route) => route.name);
    expect(byGroup('bu-italy')).toEqual(['extranet-documentation-bu-italy', 'extranet-documentation-bu-italy-slug']);
    expect(byGroup('partner')).toHaveLength(13);
    expect(byGroup(null)).toEqual(ROUTES.filter((route) => !route.protected).map((route) => route.name));
  });

  it('builds and parses localized route ids name___locale', () => {
    expect(routeId('products-slug', 'de')).toBe('products-slug___de');
    expect(parseRouteId('products-slug___de')).toEqual({ route: 'products-slug', locale: 'de' });
    expect(parseRouteId('products-slug__de')).toBeNull();
    expect(parseRouteId('nope___de')).toBeNull();
    expect(parseRouteId('products___xx')).toBeNull();
  });
});

describe('isSlugSegment', () => {
  it.each(['a', 'futura', 'Futura-2', 'x_1.v2~b', '0', 'landing-smart-pro-mini'])(
    'accepts %j',
    (value) => {
      expect(isSlugSegment(value)).toBe(true);
      expect(SLUG_SEGMENT.test(value)).toBe(true);
    },
  );

  it.each([
    '',
    '-a',
    '.',
    '..',
    '.hidden',
    'a/b',
    'a%2Fb',
    'a b',
    'ключ',
    'é',
    'a\\b',
    '_a',
    '~a',
    'a?b',
    'a#b',
  ])('rejects %j', (value) => {
    expect(isSlugSegment(value)).toBe(false);
    expect(SLUG_SEGMENT.test(value)).toBe(false);
  });
});
