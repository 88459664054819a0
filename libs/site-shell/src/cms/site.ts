import 'server-only';
import { pageRelations } from '../render/pageContract';
import { cmsClient, draftCmsClient } from './client';
import { dropProcessWide, processWide } from '../process/processWide';
import { createStorySource, type StorySource } from './storySource';

export { cmsClient, siteMarket } from './client';

/** While `next build` prerenders, the bulk answers are the whole published site. */
const prebuilding = () => process.env.NEXT_PHASE === 'phase-production-build';

/**
 * How old a folder's bulk answer may be when a URL misses it: a story published without a webhook
 * is found within this time, and random URLs cost the CMS at most one folder load per folder in it.
 */
const MISS_RELOAD_MS = 5_000;

/** The story source pages read: bulk folders, memoized for the build, refreshed each minute at run time. */
export function storySource(): StorySource {
  return processWide('storySource', () =>
    createStorySource({
      client: cmsClient(),
      relations: pageRelations(),
      bulkIsComplete: prebuilding(),
      maxAgeMs: prebuilding() ? Number.POSITIVE_INFINITY : 60_000,
      missReloadMs: MISS_RELOAD_MS,
    }),
  );
}

/** Draft previews read draft versions; a bulk answer serves one render only (an editor waits for each change). */
export function draftStorySource(): StorySource {
  return processWide('draftStorySource', () =>
    createStorySource({ client: draftCmsClient(), relations: pageRelations(), bulkIsComplete: false, maxAgeMs: 2_000 }),
  );
}

/** The source of a page: drafts in draft mode, else published content. */
export function storySourceFor(draft: boolean): StorySource {
  return draft ? draftStorySource() : storySource();
}

/**
 * Forgets every published answer this process holds (the story source's folders and the CMS
 * client's cache), so the pages a webhook revalidates read the CMS again; with `cv`, the content
 * version another instance learnt after the publish, so the next reads ask for it.
 */
export function forgetPublishedContent(cv?: number): void {
  const client = cmsClient();
  client.flushCache();
  if (cv !== undefined && cv !== client.cacheVersion) client.setCacheVersion(cv);
  dropProcessWide('storySource');
}
