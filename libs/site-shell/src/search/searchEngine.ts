import 'server-only';
import type { IndexableStory, SearchEngine } from '@clavis/search/server';
import { isBuItalyStory } from './marketSearchEngine';

/** What an index update reads: the process's engine and the story as published now. */
export interface SearchIndexServices {
  readonly searchEngine: Pick<SearchEngine, 'update'>;
  publishedStory(fullSlug: string): Promise<IndexableStory | null>;
}

/**
 * The webhook's part for search: a published story is read again and replaces its record in the
 * process's engine; an unpublished or deleted one leaves the index, and a moved one leaves its old
 * slug. An event without a slug (a story gone that nobody knew the slug of) names no record: the
 * index is read again whole.
 */
export async function updateSearchIndex(
  services: SearchIndexServices & { readonly searchEngine: Partial<Pick<SearchEngine, 'refresh'>> },
  event: { action: string; fullSlug: string; previousSlug?: string },
): Promise<void> {
  if (!event.fullSlug) {
    await services.searchEngine.refresh?.();
    return;
  }
  if (event.previousSlug && event.previousSlug !== event.fullSlug && !isBuItalyStory(event.previousSlug))
    await services.searchEngine.update(event.previousSlug, null);
  if (isBuItalyStory(event.fullSlug)) return;
  const story =
    event.action === 'published' || event.action === 'moved'
      ? await services.publishedStory(event.fullSlug)
      : null;
  await services.searchEngine.update(event.fullSlug, story);
}
