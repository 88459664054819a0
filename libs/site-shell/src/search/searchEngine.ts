import 'server-only';
import type { SiteServices } from '../server/services';
import { isBuItalyStory } from './marketSearchEngine';

/**
 * The webhook's part for search: a published story is read again and replaces its record in the
 * process's engine; an unpublished or deleted one leaves the index.
 */
export async function updateSearchIndex(
  services: Pick<SiteServices, 'searchEngine' | 'publishedStory'>,
  event: { action: string; fullSlug: string },
): Promise<void> {
  if (isBuItalyStory(event.fullSlug)) return;
  const story =
    event.action === 'published' || event.action === 'moved'
      ? await services.publishedStory(event.fullSlug)
      : null;
  await services.searchEngine.update(event.fullSlug, story);
}
