import 'server-only';
import { isCmsClientError } from '@clavis/cms-client';
import type { IndexableStory, SearchEngine } from '@clavis/search/server';
import { cmsClient, siteMarket, storySource } from '../cms/site';
import { processWide } from '../process/processWide';
import { createMarketSearchEngine, isBuItalyStory } from './marketSearchEngine';

/**
 * The embedded search engine of this server process (DESIGN.md section 6): each index is built
 * on its first query and kept current by the revalidation webhook.
 */
export function searchEngine(): SearchEngine {
  return processWide('searchEngine', () => createMarketSearchEngine({ market: siteMarket(), source: storySource, client: cmsClient }));
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
 * unpublished or deleted one leaves the index.
 */
export async function updateSearchIndex(event: { action: string; fullSlug: string }): Promise<void> {
  if (isBuItalyStory(event.fullSlug)) return;
  const story = event.action === 'published' || event.action === 'moved' ? await publishedStory(event.fullSlug) : null;
  await searchEngine().update(event.fullSlug, story);
}
