import 'server-only';
import { unstable_cache } from 'next/cache';

/**
 * Gives the page being rendered these cache tags, so `revalidateTag` reaches it. Pages read the
 * CMS through the story source's own memo rather than a tagged fetch, and outside 'use cache' the
 * tags of an `unstable_cache` call are the one way to add tags to a prerendered page; the cached
 * value itself is nothing.
 */
export async function tagPage(tags: readonly string[]): Promise<void> {
  if (tags.length === 0) return;
  await unstable_cache(async () => true, ['clavis-page-tags', ...tags], { tags: [...tags] })();
}
