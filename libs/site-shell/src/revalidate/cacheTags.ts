import type { Story } from '@clavis/cms-client';
import type { StoryEvent } from './webhookPayload';

/**
 * The cache tags a rendered page carries and a webhook revalidates. A page is tagged with the id of
 * its story and of that story's versions in the other locales (alternates), so a publish in one
 * locale refreshes the page in every locale (its hreflang links and locale switch name the others);
 * with its slug; and with the folder of every listing it shows.
 */
export const storyTag = (id: number) => `story:${id}`;
export const slugTag = (fullSlug: string) => `slug:${trimSlashes(fullSlug)}`;
export const folderTag = (prefix: string) => `folder:${trimSlashes(prefix)}`;

function trimSlashes(slug: string): string {
  return slug.replace(/^\/+|\/+$/g, '');
}

type TaggedStory = Pick<Story, 'id' | 'full_slug'> & { alternates?: readonly Pick<Story['alternates'][number], 'id'>[] };

/** Every tag of a page: its story and the site configuration it shows, and the listings' folders. */
export function pageTags({
  stories,
  listingPrefixes,
}: {
  stories: readonly (TaggedStory | null | undefined)[];
  listingPrefixes: readonly string[];
}): string[] {
  const tags = new Set<string>();
  for (const story of stories) {
    if (!story) continue;
    tags.add(storyTag(story.id));
    tags.add(slugTag(story.full_slug));
    for (const alternate of story.alternates ?? []) tags.add(storyTag(alternate.id));
  }
  for (const prefix of listingPrefixes) {
    if (trimSlashes(prefix)) tags.add(folderTag(prefix));
  }
  return [...tags];
}

/** `de/germany/news/x` -> `de`, `de/germany`, `de/germany/news`, `de/germany/news/x`. */
function foldersAbove(fullSlug: string): string[] {
  const parts = trimSlashes(fullSlug).split('/').filter(Boolean);
  return parts.map((_, index) => parts.slice(0, index + 1).join('/'));
}

/**
 * The tags a story event revalidates: the story's pages (by id, which reaches its alternates'
 * pages too, and by slug, which reaches a page still showing the old slug), and every listing whose
 * folder holds it.
 */
export function tagsForEvent(event: StoryEvent): string[] {
  return [storyTag(event.storyId), slugTag(event.fullSlug), ...foldersAbove(event.fullSlug).map(folderTag)];
}
