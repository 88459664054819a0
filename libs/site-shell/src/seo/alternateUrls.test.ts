import type { StoryAlternate } from '@clavis/cms-client';
import { hreflangUrls, localePathsOf, servedStoryUrl } from './alternateUrls';

const alternate = (full_slug: string, published = true): StoryAlternate => ({
  id: 1,
  name: full_slug,
  slug: full_slug.split('/').pop() ?? '',
  full_slug,
  published,
  is_folder: false,
  parent_id: null,
});

describe('servedStoryUrl', () => {
  it("is the story's URL on the market, or null where the market serves no page", () => {
    expect(servedStoryUrl('germany', 'en/global/products/futura')).toBe('/en/products/futura');
    expect(servedStoryUrl('germany', 'it/global/prodotti/futura')).toBeNull();
    expect(servedStoryUrl('germany', 'de/italy/chi-siamo')).toBeNull();
    // Catalogue stories are read from the global folder only.
    expect(servedStoryUrl('germany', 'de/germany/produkte/futura')).toBeNull();
    // The extranet is not served by the public pages.
    expect(servedStoryUrl('germany', 'de/extranet/kataloge')).toBeNull();
  });
});

describe('localePathsOf', () => {
  it("adds each published alternate the market serves, by its translated slug", () => {
    const story = {
      alternates: [
        alternate('en/global/events-and-news/news-about-us/futura-pro'),
        alternate('it/global/eventi-e-notizie/dicono-di-noi/futura-pro'),
        alternate('fr/global/evenements-et-actualites/actualites-sur-nous/futura-pro', false),
      ],
    };
    expect(
      localePathsOf({ market: 'global', locale: 'de', path: '/de/veranstaltungen-und-nachrichten/nachrichten-uber-uns/futura-pro-2026', story }),
    ).toEqual({
      de: '/de/veranstaltungen-und-nachrichten/nachrichten-uber-uns/futura-pro-2026',
      en: '/en/events-and-news/news-about-us/futura-pro',
      it: '/it/eventi-e-notizie/dicono-di-noi/futura-pro',
    });
  });

  it('keeps only the alternates isServed accepts, and never replaces the current locale', () => {
    const story = { alternates: [alternate('en/germany/about-us/'), alternate('de/global/uber-uns/')] };
    expect(localePathsOf({ market: 'germany', locale: 'de', path: '/uber-uns', story, isServed: () => false })).toEqual({ de: '/uber-uns' });
    expect(localePathsOf({ market: 'germany', locale: 'de', path: '/uber-uns', story })).toEqual({ de: '/uber-uns', en: '/en/about-us' });
  });
});

describe('hreflangUrls', () => {
  it("answers absolute URLs by BCP 47 tag in the market's order, with x-default for the default locale", () => {
    expect(hreflangUrls('germany', { en: '/en/about-us', de: '/uber-uns' }, 'https://www.clavis.de')).toEqual({
      'de-DE': 'https://www.clavis.de/uber-uns',
      'en-GB': 'https://www.clavis.de/en/about-us',
      'x-default': 'https://www.clavis.de/uber-uns',
    });
  });

  it('has no x-default when the default locale lacks the page', () => {
    expect(hreflangUrls('global', { it: '/it/prodotti' }, 'http://127.0.0.1:3001')).toEqual({ 'it-IT': 'http://127.0.0.1:3001/it/prodotti' });
    expect(hreflangUrls('germany', { de: '/' }, 'http://x.test')).toEqual({ 'de-DE': 'http://x.test/', 'x-default': 'http://x.test/' });
  });
});
