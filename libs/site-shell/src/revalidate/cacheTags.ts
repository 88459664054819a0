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
/** The sitemap's own tag: every story event reaches it. */
export const SITEMAP_TAG = 'sitemap';
/** Every page showing a listing: what an event without a slug reaches, not knowing which folder held the story. */
export const LISTINGS_TAG = 'listings';
/**
 * At most this many tags per page: Next.js keeps 128 per `unstable_cache` call and drops the rest
 * (with a warning), and every tag is a lookup each time the page is read.
 */
export const MAX_PAGE_TAGS = 100;

function trimSlashes(slug: string): string {
  return slug.replace(/^\/+|\/+$/g, '');
}

type TaggedStory = Pick<Story, 'id' | 'full_slug'> & { alternates?: readonly Pick<Story['alternates'][number], 'id'>[] };

/** A story another one shows, resolved into its content: a relation, a resolved link. */
export interface ShownStory {
  id: number;
  full_slug: string;
}

const isShownStory = (value: Record<string, unknown>): boolean =>
  typeof value['id'] === 'number' && typeof value['uuid'] === 'string' && typeof value['full_slug'] === 'string';

/**
 * Every story resolved inside `values` (relations such as a carousel's products or a product's
 * related ones, links resolved to their story, a listing's cards), by id, outermost first.
 */
export function shownStories(values: readonly unknown[]): ShownStory[] {
  const found = new Map<number, ShownStory>();
  const seen = new WeakSet<object>();
  const queue: unknown[] = [...values];
  while (queue.length > 0) {
    const value = queue.shift();
    if (typeof value !== 'object' || value === null || seen.has(value)) continue;
    seen.add(value);
    if (Array.isArray(value)) {
      queue.push(...value);
      continue;
    }
    const record = value as Record<string, unknown>;
    if (isShownStory(record) && !found.has(record['id'] as number))
      found.set(record['id'] as number, { id: record['id'] as number, full_slug: record['full_slug'] as string });
    queue.push(...Object.values(record));
  }
  return [...found.values()];
}

/** `de/germany/news/x` -> `de/germany/news`. */
const parentFolder = (fullSlug: string) => trimSlashes(fullSlug).split('/').slice(0, -1).join('/');

/**
 * Every tag of a page: its story and the site configuration it shows (with their other locales),
 * the slugs it looked up, the listings' folders, and every story shown inside them (`shown`). At
 * most `MAX_PAGE_TAGS`: past it, shown stories are reached through their folders (`de/global/
 * produkte`), then through their locale's (`de`), which every event of that locale reaches. A
 * page is then refreshed by more publishes than it needs, never missed by one.
 */
export function pageTags({
  stories,
  listingPrefixes,
  lookedUp = [],
  shown = [],
  maxTags = MAX_PAGE_TAGS,
}: {
  stories: readonly (TaggedStory | null | undefined)[];
  listingPrefixes: readonly string[];
  lookedUp?: readonly string[];
  shown?: readonly ShownStory[];
  maxTags?: number;
}): string[] {
  const tags = new Set<string>();
  for (const slug of lookedUp) tags.add(slugTag(slug));
  for (const story of stories) {
    if (!story) continue;
    tags.add(storyTag(story.id));
    tags.add(slugTag(story.full_slug));
    for (const alternate of story.alternates ?? []) tags.add(storyTag(alternate.id));
  }
  let listings = false;
  for (const prefix of listingPrefixes) {
    if (!trimSlashes(prefix)) continue;
    tags.add(folderTag(prefix));
    listings = true;
  }
  if (listings) tags.add(LISTINGS_TAG);
  const others = shown.filter((story) => !tags.has(storyTag(story.id)));
  if (tags.size + others.length <= maxTags) {
    for (const story of others) tags.add(storyTag(story.id));
    return [...tags];
  }
  const folders = new Set(others.map((story) => folderTag(parentFolder(story.full_slug))));
  const locales = new Set(others.map((story) => folderTag(trimSlashes(story.full_slug).split('/')[0] ?? '')));
  const wider = tags.size + folders.size <= maxTags ? folders : locales;
  for (const tag of wider) tags.add(tag);
  return [...tags];
}

/** `de/germany/news/x` -> `de`, `de/germany`, `de/germany/news`, `de/germany/news/x`. */
function foldersAbove(fullSlug: string): string[] {
  const parts = trimSlashes(fullSlug).split('/').filter(Boolean);
  return parts.map((_, index) => parts.slice(0, index + 1).join('/'));
}

/**
 * The tags a story event revalidates: the story's pages (by id, which reaches its alternates'
 * pages and every page showing it, and by slug, which reaches a page still showing the old slug),
 * every listing whose folder holds it, and the sitemap; after a move, the old slug's too. Without
 * a slug: the story's pages by id and every listing, not knowing which folder held it.
 */
export function tagsForEvent(event: StoryEvent): string[] {
  const tags = [storyTag(event.storyId)];
  if (!trimSlashes(event.fullSlug)) return [...tags, LISTINGS_TAG, SITEMAP_TAG];
  for (const slug of [event.fullSlug, event.previousSlug]) {
    if (slug && trimSlashes(slug)) tags.push(slugTag(slug), ...foldersAbove(slug).map(folderTag));
  }
  return [...new Set([...tags, SITEMAP_TAG])];
}

/**
 * Whether an event's pages must not be served again as they were, even once while they render
 * anew: a story gone (unpublished, deleted) or moved must not answer at its old URL. A publish
 * lets the old page serve until the new one has rendered.
 */
export function expiresAtOnce(event: Pick<StoryEvent, 'action'>): boolean {
  return event.action !== 'published';
}
