import { parseFullSlug, storyUrl, type CmsClient } from '@clavis/cms-client';
import { getMarketConfig, type Market } from '@clavis/i18n-routing';
import { createSearchEngine, type IndexableStory, type SearchEngine } from '@clavis/search/server';
import type { StorySource } from '../cms/storySource';
import { listStaticPages } from '../cms/staticPaths';
import { servedStoryUrl } from '../seo/alternateUrls';

/** The extranet area only the `bu-italy` group may read (DESIGN.md section 6): never indexed. */
export const BU_ITALY_FOLDER = 'documentazione-per-bu-italia';

export const isBuItalyStory = (fullSlug: string) => fullSlug.includes(`/${BU_ITALY_FOLDER}`);

/**
 * A market's search engine over a story source: one index per locale over the pages the market
 * serves (the stories of its prebuilt pages, each at its URL), one per locale over the extranet.
 * The site and `npm run search:index` build the very same records. The extranet's stories come
 * from the CMS client itself: the story source of public pages refuses them by design.
 */
export function createMarketSearchEngine({ market, source, client }: { market: Market; source: () => StorySource; client: () => Pick<CmsClient, 'getAll'> }): SearchEngine {
  return createSearchEngine({
    market,
    locales: getMarketConfig(market).locales,
    async loadStories(locale) {
      const pages = await listStaticPages(market, source());
      return pages.filter((page) => page.locale === locale).map((page) => page.story as unknown as IndexableStory);
    },
    async loadExtranetStories(locale) {
      const stories = await client().getAll({ starts_with: `${locale}/extranet/`, per_page: 100 });
      return stories.filter((story) => !isBuItalyStory(story.full_slug)) as unknown as IndexableStory[];
    },
    // Extranet pages are served by the extranet's shell, which the public routes do not list.
    urlOf: (fullSlug) => (parseFullSlug(fullSlug)?.folder === 'extranet' ? storyUrl({ market, fullSlug }) : servedStoryUrl(market, fullSlug)),
  });
}
