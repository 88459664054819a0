/** @jest-environment node */
import { folderTag, pageTags, slugTag, storyTag, tagsForEvent } from './cacheTags';

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
    ]);
  });

  it("a story event reaches the story's pages in every locale and every listing above it", () => {
    const tags = tagsForEvent({ action: 'published', storyId: 11, fullSlug: 'en/germany/news/launch' });
    expect(tags).toEqual(['story:11', 'slug:en/germany/news/launch', 'folder:en', 'folder:en/germany', 'folder:en/germany/news', 'folder:en/germany/news/launch']);
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
});
