/** @jest-environment node */
import { expiresAtOnce, folderTag, pageTags, shownStories, slugTag, storyTag, tagsForEvent } from './cacheTags';

describe('cache tags', () => {
  const about = { id: 10, full_slug: 'de/germany/uber-uns', alternates: [{ id: 11 }, { id: 12 }] };
  const config = { id: 3, full_slug: 'de/germany/config', alternates: [] };

  it("tag a page with its story and its other locales' versions, the site configuration and its listings' folders", () => {
    expect(pageTags({ stories: [about, config, null], listingPrefixes: ['de/germany/news/', '/de/germany/news', ''] })).toEqual([
      'story:10',
      'slug:de/germany/uber-uns',
      'story:11',
      'story:12',
      'story:3',
      'slug:de/germany/config',
      'folder:de/germany/news',
      'listings',
    ]);
  });

  it("a story event reaches the story's pages in every locale and every listing above it", () => {
    const tags = tagsForEvent({ action: 'published', storyId: 11, fullSlug: 'en/germany/news/launch' });
    expect(tags).toEqual(['story:11', 'slug:en/germany/news/launch', 'folder:en', 'folder:en/germany', 'folder:en/germany/news', 'folder:en/germany/news/launch', 'sitemap']);
    // The German page lists the English version (id 11) as an alternate: the event reaches it.
    expect(pageTags({ stories: [about], listingPrefixes: [] }).some((tag) => tags.includes(tag))).toBe(true);
  });

  it('a listing is reached by a story in its folder only', () => {
    const newsPage = pageTags({ stories: [], listingPrefixes: ['de/germany/news'] });
    const inNews = tagsForEvent({ action: 'published', storyId: 99, fullSlug: 'de/germany/news/launch' });
    const elsewhere = tagsForEvent({ action: 'published', storyId: 98, fullSlug: 'de/germany/events/fair' });
    expect(newsPage.some((tag) => inNews.includes(tag))).toBe(true);
    expect(newsPage.some((tag) => elsewhere.includes(tag))).toBe(false);
  });

  it('names tags the same way on both sides', () => {
    expect([storyTag(1), slugTag('/a/b/'), folderTag('a/')]).toEqual(['story:1', 'slug:a/b', 'folder:a']);
  });

  const product = (id: number, slug = `de/global/produkte/p-${id}`) => ({ id, uuid: `u-${id}`, full_slug: slug, name: `P ${id}`, content: { component: 'product' } });

  it('finds every story resolved into content: relations, resolved links, nested ones, once each', () => {
    const content = {
      component: 'page',
      body: [
        { component: 'products_carousel', products: [product(1), product(2)] },
        { component: 'teaser', link: { linktype: 'story', id: 'u-3', cached_url: 'de/germany/x', story: { ...product(3, 'de/germany/x'), content: { related: [product(1)] } } } },
        { component: 'link', link: { linktype: 'story', id: 'u-9', cached_url: 'de/germany/y' } },
      ],
    };
    expect(shownStories([content]).map((story) => story.id)).toEqual([1, 2, 3]);
  });

  it("reaches a page from a story it shows (a product's card in a carousel), which its own tags did not", () => {
    const page = { id: 10, full_slug: 'de/germany/uber-uns', alternates: [] };
    const shown = shownStories([{ products: [product(5)] }]);
    const renamed = tagsForEvent({ action: 'published', storyId: 5, fullSlug: 'de/global/produkte/p-5' });
    expect(pageTags({ stories: [page], listingPrefixes: [] }).some((tag) => renamed.includes(tag))).toBe(false);
    expect(pageTags({ stories: [page], listingPrefixes: [], shown }).some((tag) => renamed.includes(tag))).toBe(true);
  });

  it("reaches a category listing from a product renamed in the catalogue", () => {
    const category = pageTags({ stories: [{ id: 20, full_slug: 'de/global/kategorien/schliesszylinder' }], listingPrefixes: ['de/global/produkte/'] });
    const renamed = tagsForEvent({ action: 'published', storyId: 5, fullSlug: 'de/global/produkte/p-5' });
    expect(category.some((tag) => renamed.includes(tag))).toBe(true);
  });

  it('stays within the bound: past it, shown stories are reached through their folders, then their locales', () => {
    const page = { id: 10, full_slug: 'de/germany/uber-uns', alternates: [] };
    const many = Array.from({ length: 300 }, (_, index) => product(100 + index));
    const byFolder = pageTags({ stories: [page], listingPrefixes: [], shown: many, maxTags: 20 });
    expect(byFolder).toEqual(['story:10', 'slug:de/germany/uber-uns', 'folder:de/global/produkte']);
    const spread = Array.from({ length: 30 }, (_, index) => product(100 + index, `de/global/f-${index}/p`));
    expect(pageTags({ stories: [page], listingPrefixes: [], shown: spread, maxTags: 20 })).toEqual(['story:10', 'slug:de/germany/uber-uns', 'folder:de']);
    // Every one of them still reaches the page.
    for (const story of [...many, ...spread]) {
      const tags = tagsForEvent({ action: 'published', storyId: story.id, fullSlug: story.full_slug });
      expect(pageTags({ stories: [page], listingPrefixes: [], shown: [...many, ...spread], maxTags: 20 }).some((tag) => tags.includes(tag))).toBe(true);
    }
    expect(pageTags({ stories: [page], listingPrefixes: [], shown: many }).length).toBeLessThanOrEqual(100);
  });

  it("a move reaches the pages of the old slug and its folders too", () => {
    const tags = tagsForEvent({ action: 'moved', storyId: 5, fullSlug: 'de/germany/news/new', previousSlug: 'de/germany/archiv/old' });
    expect(tags).toEqual(expect.arrayContaining(['slug:de/germany/news/new', 'slug:de/germany/archiv/old', 'folder:de/germany/archiv', 'folder:de/germany/news']));
  });

  it('an event without a slug reaches the pages showing the story, every listing and the sitemap', () => {
    expect(tagsForEvent({ action: 'deleted', storyId: 5, fullSlug: '' })).toEqual(['story:5', 'listings', 'sitemap']);
  });

  it('expires at once what is gone or moved, not what is published', () => {
    expect(['published', 'unpublished', 'deleted', 'moved'].map((action) => expiresAtOnce({ action: action as 'published' }))).toEqual([false, true, true, true]);
  });
});
