import 'server-only';
import { getMarketConfig } from '@clavis/i18n-routing';
import { createSearchEngine, type IndexableStory, type SearchEngine } from '@clavis/search/server';
import { cmsClient, siteMarket, storySource } from '../cms/site';
import { processWide } from '../cms/processWide';
import { isCmsClientError } from '@clavis/cms-client';
import { listStaticPages } from '../page/staticPaths';
import { servedStoryUrl } from '../seo/alternateUrls';

/** The extranet area only the `bu-italy` group may read (DESIGN.md section 6). */
const BU_ITALY_FOLDER = 'documentazione-per-bu-italia';

/**
 * The embedded search engine of this server process (DESIGN.md section 6): one index per locale of
 * the market over the pages it serves (the stories of its prebuilt pages), and the extranet's,
 * each built on the first query and kept current by the revalidation webhook.
 */
export function searchEngine(): SearchEngine {
  return processWide('searchEngine', () => {
    const market = siteMarket();
    return createSearchEngine({
      market,
      locales: getMarketConfig(market).locales,
      async loadStories(locale) {
        const pages = await listStaticPages(market, storySource());
        return pages.filter((page) => page.locale === locale).map((page) => page.story as unknown as IndexableStory);
      },
      async loadExtranetStories(locale) {
        const stories = await storySource().folder(`${locale}/extranet`);
        // The BU Italia documentation needs a group the search endpoint does not check: never indexed.
        return stories.filter((story) => !story.full_slug.includes(`/${BU_ITALY_FOLDER}`)) as unknown as IndexableStory[];
      },
      urlOf: (fullSlug) => servedStoryUrl(market, fullSlug),
    });
  });
}

/** The current published version of a story for the index, or null when it is gone. */
async function publishedStory(fullSlug: string): Promise<IndexableStory | null> {
  try {
    return (await cmsClient().get(fullSlug)).story as unknown as IndexableStory;
  } catch (error) {
    if (isCmsClientError(error) && error.status === 404) return null;
    throw error;
  }
}

/**
 * The webhook's part for search: a published story is read again and replaces its record; an
 * unpublished, deleted or moved-away one leaves the index.
 */
export async function updateSearchIndex(event: { action: string; fullSlug: string }): Promise<void> {
  if (event.fullSlug.includes(`/${BU_ITALY_FOLDER}`)) return;
  const story = event.action === 'published' || event.action === 'moved' ? await publishedStory(event.fullSlug) : null;
  await searchEngine().update(event.fullSlug, story);
}
