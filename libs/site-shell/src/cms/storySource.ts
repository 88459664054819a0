import { isCmsClientError, marketFolder, type CmsClient, type Story } from '@clavis/cms-client';
import type { BlockData, BlockDataRequest } from '@clavis/blocks';
import { isExtranetSlug, withoutExtranetStories } from './publicStories';

/** Reads stories for pages: one story by full slug, and the child lists blocks and templates show. */
export interface StorySource {
  /** The published story at a full slug (`de/germany/uber-uns`, a start page as `de/germany`), or null. */
  story(fullSlug: string): Promise<Story | null>;
  /** Every story below a `{locale}/{folder}` prefix. */
  folder(prefix: string): Promise<readonly Story[]>;
  /** A block's or template's listing. */
  list(request: BlockDataRequest): Promise<BlockData>;
  /** The slug of a story this source holds already (asking the CMS nothing), or undefined. */
  heldSlug?(storyId: number): Promise<string | undefined>;
}

export interface StorySourceOptions {
  client: Pick<CmsClient, 'get' | 'getAll'>;
  /**
   * `resolve_relations` of every page (`pageRelations()`), or a promise of them, asked on the
   * first read (so a module that makes the source need not load the blocks that declare them).
   */
  relations: readonly string[] | (() => Promise<readonly string[]>);
  /**
   * True while prebuilding: the bulk answer is the whole truth, so a miss is a 404 without asking
   * again. At run time a miss asks for the one story (a story published after the bulk load).
   */
  bulkIsComplete: boolean;
  /** How long a bulk answer is reused at run time, in ms. @default Infinity */
  maxAgeMs?: number;
  /**
   * At run time, a miss loads its folder again (once its answer is this old, in ms) instead of
   * asking for the one story. Every URL that is no page costs a request otherwise, and the CMS
   * allows 5 a second (SPEC section 9): a stranger asking for random URLs would queue every page
   * render behind them. With it, misses cost at most one folder load per folder and period, and a
   * story published without a webhook is found within that period. Unset: one request per miss.
   */
  missReloadMs?: number;
  now?: () => number;
}

const trimSlashes = (slug: string) => slug.replace(/^\/+|\/+$/g, '');

interface Folder {
  list: Story[];
  bySlug: Map<string, Story>;
}

function fieldValue(story: Story, field: string): unknown {
  if (field.startsWith('content.'))
    return (story.content as Record<string, unknown>)[field.slice(8)];
  return (story as unknown as Record<string, unknown>)[field];
}

/** Storyblok's `sort_by`: `field:asc|desc[:int|float]`, top-level or `content.x`. */
export function compareBy(sortBy: string | undefined): (a: Story, b: Story) => number {
  const [field = 'position', direction = 'asc', type] = (sortBy ?? 'position:asc').split(':');
  const sign = direction === 'desc' ? -1 : 1;
  return (a, b) => {
    let left = fieldValue(a, field);
    let right = fieldValue(b, field);
    if (type === 'int' || type === 'float') {
      left = Number(left);
      right = Number(right);
    }
    if (left === right) return 0;
    if (left === undefined || left === null) return 1;
    if (right === undefined || right === null) return -1;
    if (typeof left === 'number' && typeof right === 'number') return sign * (left - right);
    return sign * String(left).localeCompare(String(right));
  };
}

/** A listing answered from a folder's stories, as the CDN's `starts_with` would answer it. */
export function listFrom(stories: readonly Story[], request: BlockDataRequest): BlockData {
  const prefix = trimSlashes(request.startsWith);
  const types = request.contentTypes ? new Set(request.contentTypes) : null;
  const matching = stories
    .filter((story) => {
      const slug = trimSlashes(story.full_slug);
      return slug === prefix || slug.startsWith(`${prefix}/`);
    })
    .filter(
      (story) => !types || types.has((story.content as { component?: string }).component ?? ''),
    )
    .sort(compareBy(request.sortBy));
  return { stories: matching.slice(0, request.limit ?? 25), total: matching.length };
}

/**
 * Stories come in bulk, one `getAll` per `{locale}/{folder}` (a few requests per locale, not one
 * per page), with every page relation resolved; pages and listings read from that. Extranet
 * stories are never read for a public page, nor resolved into one.
 */
export function createStorySource({
  client,
  relations,
  bulkIsComplete,
  maxAgeMs = Number.POSITIVE_INFINITY,
  missReloadMs,
  now = Date.now,
}: StorySourceOptions): StorySource {
  const folders = new Map<string, { at: number; stories: Promise<Folder> }>();
  const missReloads = new Map<string, { at: number; stories: Promise<Folder> }>();
  let relationsRead: Promise<string[] | undefined> | undefined;
  const resolveRelations = () =>
    (relationsRead ??= Promise.resolve(
      typeof relations === 'function' ? relations() : relations,
    ).then((names) => (names.length > 0 ? [...names] : undefined)));

  const fetchFolder = (prefix: string): Promise<Folder> =>
    resolveRelations()
      .then((resolve_relations) =>
        client.getAll({ starts_with: `${prefix}/`, per_page: 100, resolve_relations }),
      )
      .then((answer) => answer.map(withoutExtranetStories))
      .then((list) => ({
        list,
        bySlug: new Map(list.map((story) => [trimSlashes(story.full_slug), story])),
      }));

  function load(prefix: string) {
    const cached = folders.get(prefix);
    if (cached && now() - cached.at < maxAgeMs) return cached.stories;
    const stories = fetchFolder(prefix);
    // A failed load is not kept: the next page asks again.
    stories.catch(() => folders.delete(prefix));
    folders.set(prefix, { at: now(), stories });
    return stories;
  }

  /**
   * The folder for a miss: loaded again once its answer is `period` old, at most once per period
   * (a failed load is the answer for the rest of it). Pages found in the folder keep the answer
   * they have until the new one is in, so a CMS that is down or slow holds up only the misses,
   * never a page the site already knows.
   */
  function reloadForMiss(prefix: string, period: number) {
    const cached = folders.get(prefix);
    if (cached && now() - cached.at < period) return cached.stories;
    const last = missReloads.get(prefix);
    if (last && now() - last.at < period) return last.stories;
    const startedAt = now();
    const stories = fetchFolder(prefix);
    missReloads.set(prefix, { at: startedAt, stories });
    stories.then(
      (folder) => folders.set(prefix, { at: startedAt, stories: Promise.resolve(folder) }),
      () => undefined,
    );
    return stories;
  }

  return {
    async story(fullSlug) {
      const slug = trimSlashes(fullSlug);
      if (isExtranetSlug(slug)) return null;
      const prefix = marketFolder(slug);
      if (prefix) {
        const found = (await load(prefix)).bySlug.get(slug);
        if (found || bulkIsComplete) return found ?? null;
        if (missReloadMs !== undefined)
          return (await reloadForMiss(prefix, missReloadMs)).bySlug.get(slug) ?? null;
      }
      try {
        return withoutExtranetStories(
          (await client.get(slug, { resolve_relations: await resolveRelations() })).story,
        );
      } catch (error) {
        // A slug the client refuses to send (a dot segment however encoded) names no story either.
        if (isCmsClientError(error) && (error.status === 404 || error.code === 'unsafe-path')) return null;
        throw error;
      }
    },
    async folder(prefix) {
      if (isExtranetSlug(trimSlashes(prefix))) return [];
      return (await load(trimSlashes(prefix))).list;
    },
    async list(request) {
      const prefix = marketFolder(request.startsWith);
      if (!prefix || isExtranetSlug(prefix)) return { stories: [], total: 0 };
      return listFrom((await load(prefix)).list, request);
    },
    async heldSlug(storyId) {
      for (const { stories } of folders.values()) {
        const found = await stories.then(
          ({ list }) => list.find((story) => story.id === storyId),
          () => undefined,
        );
        if (found) return trimSlashes(found.full_slug);
      }
      return undefined;
    },
  };
}
