import type { CmsClient } from '@clavis/cms-client';
import type { StoryAction } from './webhookPayload';

/** A change the CMS made without telling this instance, as a webhook would have named it. */
export interface ContentChange {
  action: Extract<StoryAction, 'published' | 'unpublished' | 'moved'>;
  storyId: number;
  /** The story's slug now; for a story gone, the one it had. */
  fullSlug: string;
}

/** What a version moved by: the stories it names, or none found (a datasource, an asset, a story's draft). */
export interface VersionMove {
  version: number;
  changes: ContentChange[];
}

export interface ContentChangesOptions {
  cms: Pick<CmsClient, 'refreshCacheVersion' | 'getLinks' | 'getStories'>;
  /** The newest published stories read per look (`sort_by=published_at:desc`), the CDN's most. @default 100 */
  perPage?: number;
}

export interface ContentChanges {
  /**
   * Asks the space's content version (`cdn/spaces/me`, adopted by the client); when it moved since
   * the last look, `follow` gets what changed, and only once it has followed it does the next look
   * start from here (a failed follow is found again). The first look takes the space as it is and
   * follows nothing. Answers the move followed, or null.
   */
  look(follow: (move: VersionMove) => Promise<void>): Promise<VersionMove | null>;
  /** The version the last look ended at. */
  readonly version: number | undefined;
}

interface Snapshot {
  version: number;
  /** Published stories by id: their full slug (no trailing slash). */
  slugs: Map<number, string>;
  /** The newest `published_at` the CMS answered (epoch ms), 0 when none. */
  newest: number;
}

const trimSlashes = (slug: string) => slug.replace(/^\/+|\/+$/g, '');
const time = (iso: string | null | undefined) => (iso ? Date.parse(iso) || 0 : 0);

/**
 * Finds what changed in the space between two looks, from what the CDN API answers a public
 * token: the version moves with every publish; the stories published since the last look are the
 * newest by `published_at`; a story whose link is gone was unpublished or deleted, one whose link
 * holds another slug was moved. Only a moved version costs more than one request.
 */
export function createContentChanges({ cms, perPage = 100 }: ContentChangesOptions): ContentChanges {
  let last: Snapshot | undefined;

  async function publishedSlugs(version: number): Promise<Map<number, string>> {
    const links = await cms.getLinks({ cv: version });
    const slugs = new Map<number, string>();
    for (const link of Object.values(links)) {
      if (!link.is_folder && link.published) slugs.set(link.id, trimSlashes(link.slug));
    }
    return slugs;
  }

  async function newestStories(version: number) {
    const { stories } = await cms.getStories({ sort_by: 'published_at:desc', per_page: perPage, cv: version });
    return stories;
  }

  async function snapshot(version: number): Promise<{ snapshot: Snapshot; stories: Awaited<ReturnType<typeof newestStories>> }> {
    const [slugs, stories] = await Promise.all([publishedSlugs(version), newestStories(version)]);
    const newest = stories.reduce((most, story) => Math.max(most, time(story.published_at)), 0);
    return { snapshot: { version, slugs, newest }, stories };
  }

  return {
    get version() {
      return last?.version;
    },
    async look(follow) {
      // Adopted by the client: its cached answers (these reads' included) are of the version before.
      const version = await cms.refreshCacheVersion();
      if (last?.version === version) return null;
      const { snapshot: now, stories } = await snapshot(version);
      const before = last;
      if (!before) {
        last = now;
        return null;
      }
      const changes: ContentChange[] = [];
      const named = new Set<number>();
      for (const story of stories) {
        if (time(story.published_at) <= before.newest) continue;
        const fullSlug = trimSlashes(story.full_slug);
        const previous = before.slugs.get(story.id);
        changes.push({ action: previous !== undefined && previous !== fullSlug ? 'moved' : 'published', storyId: story.id, fullSlug });
        named.add(story.id);
      }
      for (const [storyId, fullSlug] of now.slugs) {
        const previous = before.slugs.get(storyId);
        if (!named.has(storyId) && previous !== undefined && previous !== fullSlug) changes.push({ action: 'moved', storyId, fullSlug });
      }
      for (const [storyId, fullSlug] of before.slugs) {
        if (!now.slugs.has(storyId)) changes.push({ action: 'unpublished', storyId, fullSlug });
      }
      const move = { version, changes };
      await follow(move);
      last = now;
      return move;
    },
  };
}
