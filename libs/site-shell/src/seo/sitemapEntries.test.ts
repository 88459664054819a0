import type { Story } from '@clavis/cms-client';
import { createStorySource } from '../cms/storySource';
import { listStaticPages } from '../cms/staticPaths';
import { fakeClient, story } from '../testing/stories';
import { robotsRules } from './robotsRules';
import { localeGroups, sitemapEntries } from './sitemapEntries';

/** Links stories as one story in several locale folders (the CDN's `alternates`). */
function translations(...stories: Story[]): Story[] {
  for (const item of stories) {
    item.alternates = stories
      .filter((other) => other !== item)
      .map((other) => ({ id: other.id, name: other.name, slug: other.slug, full_slug: other.full_slug, published: true, is_folder: false, parent_id: null }));
  }
  return stories;
}

const content = [
  ...translations(story('de/germany/', { component: 'home' }), story('en/germany/', { component: 'home' })),
  ...translations(story('de/germany/uber-uns/'), story('en/germany/about-us/')),
  // A German-only page, and a product whose Italian version this market does not serve.
  story('de/germany/datenschutz'),
  ...translations(
    story('de/global/produkte/futura', { component: 'product', name: 'Futura' }, { published_at: '2026-02-03T10:00:00.000Z' }),
    story('en/global/products/futura', { component: 'product', name: 'Futura' }),
    story('it/global/prodotti/futura', { component: 'product', name: 'Futura' }),
  ),
  // The custom landings: a campaign page, and the page a sent form leads to.
  ...translations(story('de/germany/landing-smart-pro-mini', { component: 'custom_landing' }), story('en/germany/landing-smart-pro-mini', { component: 'custom_landing' })),
  ...translations(story('de/germany/thank-you', { component: 'custom_landing' }), story('en/global/thank-you', { component: 'custom_landing' })),
  story('de/germany/config', { component: 'site_config', site_name: 'Clavis' }),
];

const source = () => createStorySource({ client: fakeClient(content) as never, relations: [], bulkIsComplete: true });
const ORIGIN = 'https://www.clavis.de';

describe('sitemapEntries', () => {
  it('lists every prebuilt page once, with absolute URLs, but the thank-you pages', async () => {
    const pages = await listStaticPages('germany', source());
    // The thank-you pages are prebuilt like the others; only the sitemap leaves them out.
    expect(pages.map((page) => page.url)).toEqual(expect.arrayContaining(['/thank-you', '/en/thank-you']));
    const entries = sitemapEntries({ market: 'germany', pages, origin: ORIGIN });
    expect(entries.map((entry) => entry.url).sort()).toEqual(
      [
        'https://www.clavis.de/',
        'https://www.clavis.de/datenschutz',
        'https://www.clavis.de/en',
        'https://www.clavis.de/en/about-us',
        'https://www.clavis.de/en/landing-smart-pro-mini',
        'https://www.clavis.de/en/products/futura',
        'https://www.clavis.de/landing-smart-pro-mini',
        'https://www.clavis.de/produkte/futura',
        'https://www.clavis.de/uber-uns',
      ].sort(),
    );
  });

  it('gives each page its prebuilt locale versions and x-default, the same set from every side', async () => {
    const entries = sitemapEntries({ market: 'germany', pages: await listStaticPages('germany', source()), origin: ORIGIN });
    const byUrl = new Map(entries.map((entry) => [entry.url, entry]));
    const futura = {
      'de-DE': 'https://www.clavis.de/produkte/futura',
      'en-GB': 'https://www.clavis.de/en/products/futura',
      'x-default': 'https://www.clavis.de/produkte/futura',
    };
    expect(byUrl.get('https://www.clavis.de/produkte/futura')?.alternates?.languages).toEqual(futura);
    expect(byUrl.get('https://www.clavis.de/en/products/futura')?.alternates?.languages).toEqual(futura);
    expect(byUrl.get('https://www.clavis.de/produkte/futura')?.lastModified).toBe('2026-02-03T10:00:00.000Z');
    expect(byUrl.get('https://www.clavis.de/datenschutz')?.alternates?.languages).toEqual({
      'de-DE': 'https://www.clavis.de/datenschutz',
      'x-default': 'https://www.clavis.de/datenschutz',
    });
    expect(byUrl.get('https://www.clavis.de/en')?.alternates?.languages).toEqual({
      'de-DE': 'https://www.clavis.de/',
      'en-GB': 'https://www.clavis.de/en',
      'x-default': 'https://www.clavis.de/',
    });
  });

  it('leaves out an alternate that is not prebuilt', async () => {
    const pages = (await listStaticPages('germany', source())).filter((page) => page.url !== '/en/about-us');
    const entries = sitemapEntries({ market: 'germany', pages, origin: ORIGIN });
    expect(entries.find((entry) => entry.url === 'https://www.clavis.de/uber-uns')?.alternates?.languages).toEqual({
      'de-DE': 'https://www.clavis.de/uber-uns',
      'x-default': 'https://www.clavis.de/uber-uns',
    });
  });
});

describe('localeGroups', () => {
  it('makes alternates reciprocal when only one side lists the other', async () => {
    // Germany overrides the global German page with its own story, which links no English version;
    // the global English story still names the global German one, served at the same URL.
    const english = story('en/global/privacy');
    english.alternates = [{ id: 0, name: 'x', slug: 'datenschutz', full_slug: 'de/global/datenschutz', published: true, is_folder: false, parent_id: null }];
    const stories = [story('de/germany/datenschutz'), story('de/global/datenschutz'), english];
    const pages = await listStaticPages('germany', createStorySource({ client: fakeClient(stories) as never, relations: [], bulkIsComplete: true }));
    const groups = localeGroups('germany', pages);
    expect(groups.get('/datenschutz')).toEqual({ de: '/datenschutz', en: '/en/privacy' });
    expect(groups.get('/en/privacy')).toEqual({ de: '/datenschutz', en: '/en/privacy' });
  });

  it('lets the first page of a locale represent the group; another of that locale stands alone', () => {
    const [first, second, english] = translations(story('de/global/a'), story('de/global/b'), story('en/global/a'));
    const pages = [
      { locale: 'de' as const, url: '/de/a', route: 'page' as const, story: first as Story },
      { locale: 'de' as const, url: '/de/b', route: 'page' as const, story: second as Story },
      { locale: 'en' as const, url: '/en/a', route: 'page' as const, story: english as Story },
    ];
    const groups = localeGroups('global', pages);
    expect(groups.get('/de/a')).toEqual({ de: '/de/a', en: '/en/a' });
    expect(groups.get('/en/a')).toEqual({ de: '/de/a', en: '/en/a' });
    expect(groups.get('/de/b')).toEqual({ de: '/de/b' });
  });
});

describe('robotsRules', () => {
  it('opens the pages, closes the route handlers and the extranet, and names the sitemap', () => {
    expect(robotsRules('https://www.clavis.de')).toEqual({
      rules: { userAgent: '*', allow: '/', disallow: ['/api/', '/extranet', '/*/extranet'] },
      sitemap: 'https://www.clavis.de/sitemap.xml',
    });
  });
});
