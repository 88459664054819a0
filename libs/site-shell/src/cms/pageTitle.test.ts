import { createIntl } from '@formatjs/intl';
import { EAGER_MESSAGES } from '@clavis/i18n-routing/messages';
import { story } from '../testing/stories';
import { pageDescription, pageTitle } from './pageTitle';

const intl = createIntl<string>({ locale: 'en', messages: EAGER_MESSAGES.en as unknown as Record<string, string> });

describe('pageTitle (page-meta templates)', () => {
  it.each([
    ['products-slug', { component: 'product', name: 'Futura', title: undefined }, 'Futura | Clavis'],
    ['category-slug', { component: 'category', title: 'Car keys' }, 'Car keys | Products | Clavis'],
    ['events-and-news-press-releases-slug', { title: 'New plant' }, 'New plant | Press releases | Clavis'],
    ['events-and-news-news-about-us-slug', { title: 'Trade fair' }, 'Trade fair | News | Clavis'],
    ['events-and-news-events-slug', { title: 'Open day' }, 'Open day | Events | Clavis'],
    ['about-us', { title: 'About us', seo: { title: 'About Clavis' } }, 'About Clavis | Clavis'],
  ] as const)('%s', (route, content, title) => {
    expect(pageTitle(intl, route, story('en/global/x', content))).toBe(title);
  });

  it('leaves out the section of a detail whose title would run past what search results show', () => {
    const long = 'Press release: record year for key-cutting machines';
    expect(pageTitle(intl, 'events-and-news-press-releases-slug', story('en/global/x', { title: long }))).toBe(`${long} | Clavis`);
  });

  it('describes the page from its SEO description, else its own summary', () => {
    expect(pageDescription(story('x', { seo: { description: 'SEO' }, excerpt: 'Excerpt' }))).toBe('SEO');
    expect(pageDescription(story('x', { excerpt: 'Excerpt' }))).toBe('Excerpt');
  });

  it("falls back to the site's description for a page with no words of its own", () => {
    const config = story('de/germany/config', { component: 'site_config', seo_description: 'Schlüssel und Maschinen' });
    expect(pageDescription(story('x', { title: 'Nachrichten' }), config)).toBe('Schlüssel und Maschinen');
    expect(pageDescription(story('x', { excerpt: 'Excerpt' }), config)).toBe('Excerpt');
    expect(pageDescription(story('x', { title: 'Nachrichten' }))).toBeUndefined();
  });
});
