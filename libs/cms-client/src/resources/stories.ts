import { CmsClientError } from '../errors';
import type { CdnLink, StoriesParams, StoriesResponse, Story, StoryContent, StoryResponse } from '../types';
import { checkStoryPath } from '../urls/storyPath';
import { chunk, type QueryValue } from '../utils/query';
import type { CmsFetchOptions } from '../utils/transport';
import type { CdnGet } from './cdn';

/** SPEC.md section 9: relation and link resolution asks for uuids in batches of 50. */
export const UUID_BATCH_SIZE = 50;
/** SPEC.md section 9: page size. */
export const DEFAULT_PER_PAGE = 25;

interface RawStoriesAnswer {
  stories?: Story[];
  story?: Story;
  cv: number;
  rels?: Story[];
  rel_uuids?: string[];
  links?: (Story | CdnLink)[];
  link_uuids?: string[];
}

function asList(value: string | readonly string[] | undefined): string[] {
  if (value === undefined) return [];
  return (typeof value === 'string' ? value.split(',') : [...value]).map((item) => item.trim()).filter(Boolean);
}

function isBlok(value: unknown): value is StoryContent {
  return typeof value === 'object' && value !== null && typeof (value as { component?: unknown }).component === 'string';
}

/** A whole story (not a blok): content put in place by an earlier resolution, never walked into. */
function isStory(value: object): boolean {
  const record = value as Record<string, unknown>;
  return typeof record['uuid'] === 'string' && typeof record['full_slug'] === 'string' && typeof record['content'] === 'object';
}

/** Replaces relation uuids (`component.field`) with their stories and attaches stories to story links. */
function resolveContent(
  node: unknown,
  relations: Map<string, Set<string>>,
  rels: Map<string, Story>,
  links: Map<string, Story | CdnLink>,
  // The same objects can come back (a cached answer, a story that is also another's relation):
  // each is walked once, so resolving never loops whatever the answers share.
  seen: WeakSet<object> = new WeakSet(),
): void {
  if (typeof node !== 'object' || node === null || seen.has(node)) return;
  seen.add(node);
  if (Array.isArray(node)) {
    for (const item of node) resolveContent(item, relations, rels, links, seen);
    return;
  }
  const record = node as Record<string, unknown>;
  // Stories put in place here are attached as the CDN sent them, one level deep like Storyblok's
  // own client: descending into them loops as soon as two stories relate to each other.
  const attached = new Set<string>();
  if (record['fieldtype'] === 'multilink' && record['linktype'] === 'story' && typeof record['id'] === 'string') {
    const target = links.get(record['id']);
    if (target) {
      record['story'] = target;
      attached.add('story');
    }
  }
  if (isBlok(node)) {
    const fields = relations.get(node.component);
    if (fields) {
      for (const field of fields) {
        const value = record[field];
        if (typeof value === 'string') {
          record[field] = rels.get(value) ?? value;
          attached.add(field);
        } else if (Array.isArray(value)) {
          record[field] = value.map((item) => (typeof item === 'string' ? (rels.get(item) ?? item) : item));
          attached.add(field);
        }
      }
    }
  }
  for (const [key, value] of Object.entries(record)) {
    if (!attached.has(key) && typeof value === 'object' && value !== null && !isStory(value)) {
      resolveContent(value, relations, rels, links, seen);
    }
  }
}

/**
 * Puts related stories in place of their uuids in the stories' content, for the relation fields
 * named (`component.field`), and attaches stories to the story links among `links`: what an
 * answer's `rels` and `links` become. For content that came another way (the visual editor's
 * live story) with the stories it relates to.
 */
export function resolveRelations(
  stories: readonly Pick<Story, 'content'>[],
  { relations: relationNames, rels, links = [] }: { relations: readonly string[]; rels: readonly Story[]; links?: readonly (Story | CdnLink)[] },
): void {
  const relations = new Map<string, Set<string>>();
  for (const name of relationNames) {
    const [component, field] = name.split('.');
    if (!component || !field) continue;
    const fields = relations.get(component) ?? new Set<string>();
    fields.add(field);
    relations.set(component, fields);
  }
  const relMap = new Map(rels.map((story) => [story.uuid, story]));
  const linkMap = new Map(links.map((link) => [link.uuid, link]));
  const seen = new WeakSet<object>();
  for (const story of stories) resolveContent(story.content, relations, relMap, linkMap, seen);
}

export interface StoriesResource {
  /** `GET cdn/stories/{slug}` (or a uuid with `find_by: 'uuid'`). */
  get<C = StoryContent>(slug: string, params?: StoriesParams, fetchOptions?: CmsFetchOptions): Promise<StoryResponse<C>>;
  /** One page of `GET cdn/stories`. */
  getStories<C = StoryContent>(params?: StoriesParams, fetchOptions?: CmsFetchOptions): Promise<StoriesResponse<C>>;
  /** Every page of `GET cdn/stories`, using the `total` header to know how many there are. */
  getAll<C = StoryContent>(params?: StoriesParams, fetchOptions?: CmsFetchOptions): Promise<Story<C>[]>;
}

export function createStoriesResource(cdnGet: CdnGet): StoriesResource {
  /** Fetches stories by uuid in batches of 50 (the CDN answers `rel_uuids`/`link_uuids` past 50). */
  async function byUuids(uuids: string[], params: StoriesParams, fetchOptions?: CmsFetchOptions): Promise<Story[]> {
    const unique = [...new Set(uuids)];
    const batches = await Promise.all(
      chunk(unique, UUID_BATCH_SIZE).map((batch) =>
        cdnGet<RawStoriesAnswer>(
          'cdn/stories',
          {
            version: params.version,
            token: params.token,
            language: params.language,
            cv: params.cv,
            by_uuids: batch,
            per_page: UUID_BATCH_SIZE,
          },
          fetchOptions,
        ),
      ),
    );
    return batches.flatMap((batch) => batch.data.stories ?? []);
  }

  async function resolve(answer: RawStoriesAnswer, stories: Story[], params: StoriesParams, fetchOptions?: CmsFetchOptions) {
    const relationNames = asList(params.resolve_relations as string | readonly string[] | undefined);
    const [fetchedRels, fetchedLinks] = await Promise.all([
      answer.rel_uuids?.length ? byUuids(answer.rel_uuids, params, fetchOptions) : Promise.resolve([]),
      answer.link_uuids?.length ? byUuids(answer.link_uuids, params, fetchOptions) : Promise.resolve([]),
    ]);
    const rels = [...(answer.rels ?? []), ...fetchedRels];
    const links = [...(answer.links ?? []), ...fetchedLinks];
    if (relationNames.length > 0 || links.length > 0) resolveRelations(stories, { relations: relationNames, rels, links });
    return { rels, links };
  }

  function query(params: StoriesParams): Record<string, QueryValue> {
    return { ...params };
  }

  const resource: StoriesResource = {
    async get<C = StoryContent>(slug: string, params: StoriesParams = {}, fetchOptions?: CmsFetchOptions) {
      const checked = checkStoryPath(slug);
      if (!checked.ok) throw new CmsClientError(checked.problem, { status: 400, code: 'unsafe-path' });
      const path = `cdn/stories/${checked.segments.map(encodeURIComponent).join('/')}`;
      const { data } = await cdnGet<RawStoriesAnswer>(path, query(params), fetchOptions);
      const story = data.story as Story;
      const { rels, links } = await resolve(data, [story], params, fetchOptions);
      return { story: story as unknown as Story<C>, cv: data.cv, rels, links };
    },

    async getStories<C = StoryContent>(params: StoriesParams = {}, fetchOptions?: CmsFetchOptions) {
      const perPage = params.per_page ?? DEFAULT_PER_PAGE;
      const { data, total, perPage: headerPerPage } = await cdnGet<RawStoriesAnswer>(
        'cdn/stories',
        query({ ...params, per_page: perPage }),
        fetchOptions,
      );
      const stories = data.stories ?? [];
      const { rels, links } = await resolve(data, stories, params, fetchOptions);
      return {
        stories: stories as unknown as Story<C>[],
        cv: data.cv,
        rels,
        links,
        total: total ?? stories.length,
        perPage: headerPerPage ?? perPage,
      };
    },

    async getAll<C = StoryContent>(params: StoriesParams = {}, fetchOptions?: CmsFetchOptions) {
      const perPage = params.per_page ?? DEFAULT_PER_PAGE;
      const first = await resource.getStories<C>({ ...params, per_page: perPage, page: 1 }, fetchOptions);
      const pages = Math.ceil(first.total / first.perPage);
      const rest = await Promise.all(
        Array.from({ length: Math.max(0, pages - 1) }, (_, index) =>
          resource.getStories<C>({ ...params, per_page: perPage, page: index + 2 }, fetchOptions),
        ),
      );
      return [first, ...rest].flatMap((page) => page.stories);
    },
  };
  return resource;
}
