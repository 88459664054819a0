import { readFile } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { withEditable } from './editable';
import { applyExclusions, parseExclusions, type Exclusions } from './exclusions';
import { FaultController, type FaultOptions } from './faults';
import { parseImageTransform, transformImage } from './images';
import {
  collectLinks,
  collectRelations,
  matchesFilter,
  parseFilterQuery,
  slugMatcher,
  sortStories,
  UnknownOperatorError,
} from './query';
import { ContentStore, loadContent } from './store';
import { DEFAULT_TOKENS } from './localSpace';
import { registerManagementApi } from './management/registerManagementApi';
import { readPrivateAssets, registerPrivateAssets } from './privateAssets';
import { registerStoryAdmin } from './storyAdmin';
import type { ContentData, StoredStory } from './types';
import { WebhookSender, type WebhookOptions } from './webhooks';

export { DEFAULT_TOKENS } from './localSpace';

/** Past this many relations (or links) the answer lists uuids instead of stories, as Storyblok does. */
export const RELATIONS_INLINE_LIMIT = 50;

export interface ContentServerOptions {
  /** Content in memory (tests); otherwise read from `contentDir`. */
  content?: ContentData;
  /** The content folder (space.json, stories/, datasources/, assets/). */
  contentDir?: string;
  /** Where `/f/...` asset files live. @default `${contentDir}/assets` */
  assetsDir?: string;
  /** @default DEFAULT_TOKENS */
  tokens?: { public: string; preview: string };
  faults?: FaultOptions;
  /** Origin put in front of `/f/...` asset URLs. @default the origin the request came to */
  assetOrigin?: string;
  /** Expose `/__admin/faults` and `/__admin/stats` so out-of-process tests can steer faults. @default true */
  admin?: boolean;
  /** Where a story changed through `/__admin/stories` sends its signed webhook (storyAdmin.ts). */
  webhooks?: WebhookOptions;
  /**
   * Asset paths (`f/{space}/{hash}/{file}`) served only through a signed URL (`cdn/assets/me`).
   * @default the content folder's `private-assets.json`, else none
   */
  privateAssets?: readonly string[];
  /** The token `cdn/assets/me` takes. @default LOCAL_ASSET_TOKEN */
  assetToken?: string;
  /** The Management API's token (`/v1/spaces/...`). @default LOCAL_OAUTH_TOKEN */
  oauthToken?: string;
  logger?: boolean;
}

export interface RecordedRequest {
  method: string;
  /** Route path without the query (`/v2/cdn/stories`). */
  path: string;
  query: Record<string, string>;
  /** `performance.now()` when the request arrived. */
  at: number;
  status?: number;
}

export interface ContentServer {
  app: FastifyInstance;
  store: ContentStore;
  faults: FaultController;
  webhooks: WebhookSender;
  /** Every API request received (assets and admin calls excluded), in order. */
  requests: RecordedRequest[];
  /** Starts listening; answers the base URL (`http://127.0.0.1:4100`). */
  listen(options?: { port?: number; host?: string }): Promise<string>;
  close(): Promise<void>;
}

type Query = Record<string, string>;
type Version = 'published' | 'draft';

class HttpProblem extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

function intParam(query: Query, name: string, fallback: number, max: number): number {
  const raw = query[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new HttpProblem(422, `${name} must be a positive integer`);
  return Math.min(value, max);
}

const assetTypes: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.svg': 'image/svg+xml',
  '.pdf': 'application/pdf',
};

export async function createContentServer(options: ContentServerOptions = {}): Promise<ContentServer> {
  if (!options.content && !options.contentDir) throw new Error('createContentServer needs `content` or `contentDir`');
  const data = options.content ?? (await loadContent(options.contentDir as string));
  const store = new ContentStore(data);
  const tokens = options.tokens ?? DEFAULT_TOKENS;
  const faults = new FaultController(options.faults);
  const webhooks = new WebhookSender(options.webhooks);
  const assetsDir = options.assetsDir ?? (options.contentDir ? join(options.contentDir, 'assets') : undefined);
  const requests: RecordedRequest[] = [];
  const imageCache = new Map<string, { body: Buffer; contentType: string }>();
  const app = Fastify({ logger: options.logger ?? false, routerOptions: { maxParamLength: 1000 } });

  app.addHook('onRequest', async (request, reply) => {
    reply.header('access-control-allow-origin', '*');
    reply.header('access-control-expose-headers', 'total, per-page');
    if (!request.url.startsWith('/v2/')) return;
    const entry: RecordedRequest = {
      method: request.method,
      path: request.url.split('?')[0] as string,
      query: { ...(request.query as Query) },
      at: performance.now(),
    };
    requests.push(entry);
    (request as FastifyRequest & { record?: RecordedRequest }).record = entry;
    if (faults.latencyMs > 0) await new Promise((done) => setTimeout(done, faults.latencyMs));
    const fault = faults.decide(request.url);
    if (fault) {
      if (fault.retryAfterSeconds !== undefined) reply.header('retry-after', String(fault.retryAfterSeconds));
      return reply.code(fault.status).send({ error: fault.status === 429 ? 'Too Many Requests' : 'Injected fault' });
    }
  });
  app.addHook('onResponse', async (request, reply) => {
    const record = (request as FastifyRequest & { record?: RecordedRequest }).record;
    if (record) record.status = reply.statusCode;
  });

  app.setErrorHandler(async (error, _request, reply) => {
    if (error instanceof HttpProblem) return reply.code(error.status).send({ error: error.message });
    if (error instanceof UnknownOperatorError) return reply.code(422).send({ error: error.message });
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    return reply.code(status).send({ error: status >= 500 ? 'Internal Server Error' : (error as Error).message });
  });

  /** The version asked for, after checking the token allows it (401 otherwise). */
  function authorise(query: Query): Version {
    const version: Version = query['version'] === 'draft' ? 'draft' : 'published';
    if (query['token'] === tokens.preview) return version;
    if (query['token'] === tokens.public) {
      if (version === 'draft') throw new HttpProblem(401, 'Unauthorized: the public token reads published content only');
      return version;
    }
    throw new HttpProblem(401, 'Unauthorized');
  }

  /**
   * A path parameter with what percent-encoding the router left in it decoded; a slug that does not
   * decode (`%` alone, `%zz`, a cut UTF-8 sequence) is a bad request, not a server error.
   */
  function decodedParam(value: string): string {
    try {
      return decodeURIComponent(value);
    } catch {
      throw new HttpProblem(400, 'Bad Request: the path is not valid percent-encoded UTF-8');
    }
  }

  const visible = (story: StoredStory, version: Version) => version === 'draft' || story.published;
  const contentOf = (story: StoredStory, version: Version) =>
    version === 'draft' ? (story.draft_content ?? story.content) : story.content;

  function toCdnStory(story: StoredStory, version: Version, language: string | undefined) {
    return {
      name: story.name,
      created_at: story.created_at,
      published_at: version === 'published' || story.published ? story.published_at : null,
      id: story.id,
      uuid: story.uuid,
      // A draft answer marks every blok for the visual editor, as Storyblok's does.
      content:
        version === 'draft' ? withEditable(contentOf(story, version), { spaceId: store.space.id, storyId: story.id }) : contentOf(story, version),
      slug: story.slug,
      full_slug: story.full_slug,
      sort_by_date: story.sort_by_date,
      position: story.position,
      tag_list: story.tag_list,
      is_startpage: story.is_startpage,
      parent_id: store.parentId(story),
      meta_data: null,
      group_id: story.group_id,
      first_published_at: story.first_published_at,
      release_id: null,
      lang: language && language !== 'default' ? language : 'default',
      path: null,
      alternates: store
        .alternatesOf(story)
        .filter((other) => visible(other, version))
        .map((other) => ({
          id: other.id,
          name: other.name,
          slug: other.slug,
          published: other.published,
          full_slug: other.full_slug,
          is_folder: false,
          parent_id: store.parentId(other),
        })),
      default_full_slug: null,
      translated_slugs: null,
    };
  }

  function linkOf(story: StoredStory, version: Version) {
    return {
      id: story.id,
      uuid: story.uuid,
      slug: story.full_slug,
      full_slug: story.full_slug,
      url: story.full_slug,
      name: story.name,
      is_folder: false,
      is_startpage: story.is_startpage,
      published: version === 'published' || story.published,
      parent_id: store.parentId(story),
      position: story.position,
      real_path: `/${story.full_slug.replace(/\/$/, '')}`,
      path: null,
    };
  }

  /**
   * rels/links for the stories of one answer, or their uuids when past the inline limit. Resolved
   * stories leave out what the answer's stories leave out; a story resolved as a link keeps its
   * content fields (storyblok-js-client asks for link uuids with `excluding_story_fields` only).
   */
  function resolutions(stories: StoredStory[], query: Query, version: Version, exclusions: Exclusions) {
    const extra: Record<string, unknown> = { rels: [], links: [] };
    const language = query['language'];
    const relationNames = (query['resolve_relations'] ?? '').split(',').map((item) => item.trim()).filter(Boolean);
    if (relationNames.length > 0) {
      const relations = new Map<string, Set<string>>();
      for (const name of relationNames) {
        const [component, field] = name.split('.');
        if (!component || !field) continue;
        relations.set(component, (relations.get(component) ?? new Set()).add(field));
      }
      const uuids = [
        ...new Set(stories.flatMap((story) => collectRelations(contentOf(story, version), relations))),
      ].filter((uuid) => {
        const target = store.getByUuid(uuid);
        return target !== undefined && visible(target, version);
      });
      if (uuids.length > RELATIONS_INLINE_LIMIT) extra['rel_uuids'] = uuids;
      else extra['rels'] = uuids.map((uuid) => applyExclusions(toCdnStory(store.getByUuid(uuid) as StoredStory, version, language), exclusions));
    }
    const linkMode = query['resolve_links'];
    if (linkMode && linkMode !== '0') {
      const uuids = [...new Set(stories.flatMap((story) => collectLinks(contentOf(story, version))))].filter((uuid) => {
        const target = store.getByUuid(uuid);
        return target !== undefined && visible(target, version);
      });
      if (uuids.length > RELATIONS_INLINE_LIMIT) extra['link_uuids'] = uuids;
      else
        extra['links'] = uuids.map((uuid) => {
          const target = store.getByUuid(uuid) as StoredStory;
          return linkMode === 'story'
            ? applyExclusions(toCdnStory(target, version, language), exclusions, { contentFields: false })
            : linkOf(target, version);
        });
    }
    return extra;
  }

  /** JSON with `/f/...` asset paths made absolute for the origin the client used. */
  function sendJson(request: FastifyRequest, reply: FastifyReply, body: unknown) {
    const origin = options.assetOrigin ?? `${request.protocol}://${request.host}`;
    const text = JSON.stringify(body).replaceAll('"/f/', `"${origin}/f/`);
    return reply.type('application/json; charset=utf-8').send(text);
  }

  app.get('/v2/cdn/stories', async (request, reply) => {
    const query = request.query as Query;
    const version = authorise(query);
    const perPage = intParam(query, 'per_page', 25, 100);
    const page = intParam(query, 'page', 1, 100_000);
    let stories = store.all().filter((story) => visible(story, version));
    if (query['by_uuids']) {
      const wanted = new Set(query['by_uuids'].split(',').map((item) => item.trim()));
      stories = stories.filter((story) => wanted.has(story.uuid));
    }
    if (query['by_uuids_ordered']) {
      const order = query['by_uuids_ordered'].split(',').map((item) => item.trim());
      stories = order.map((uuid) => stories.find((story) => story.uuid === uuid)).filter((story) => story !== undefined);
    }
    if (query['by_slugs']) {
      const match = slugMatcher(query['by_slugs']);
      stories = stories.filter((story) => match(story.full_slug));
    }
    if (query['starts_with']) {
      const prefix = query['starts_with'].replace(/^\/+/, '');
      stories = stories.filter((story) => story.full_slug.startsWith(prefix));
    }
    if (query['excluding_slugs']) {
      const match = slugMatcher(query['excluding_slugs']);
      stories = stories.filter((story) => !match(story.full_slug));
    }
    if (query['excluding_ids']) {
      const ids = new Set(query['excluding_ids'].split(',').map(Number));
      stories = stories.filter((story) => !ids.has(story.id));
    }
    if (query['content_type']) {
      const types = query['content_type'].split(',');
      stories = stories.filter((story) => types.includes(contentOf(story, version).component));
    }
    if (query['is_startpage'] !== undefined) {
      const wanted = query['is_startpage'] === '1' || query['is_startpage'] === 'true';
      stories = stories.filter((story) => story.is_startpage === wanted);
    }
    if (query['with_tag']) {
      const tags = query['with_tag'].split(',');
      stories = stories.filter((story) => tags.some((tag) => story.tag_list.includes(tag)));
    }
    const filter = parseFilterQuery(query);
    if (filter.conditions.some((group) => group.length > 0)) {
      stories = stories.filter((story) =>
        filter.conditions.some((group) =>
          group.every(([field, operation, value]) => matchesFilter(contentOf(story, version), field, operation, value)),
        ),
      );
    }
    if (!query['by_uuids_ordered']) stories = sortStories(stories, query['sort_by'], (story) => contentOf(story, version));
    const total = stories.length;
    const pageStories = stories.slice((page - 1) * perPage, page * perPage);
    // Filters and sorting above read whole stories; the answer leaves out what was excluded.
    const exclusions = parseExclusions(query);
    reply.header('total', String(total));
    reply.header('per-page', String(perPage));
    return sendJson(request, reply, {
      stories: pageStories.map((story) => applyExclusions(toCdnStory(story, version, query['language']), exclusions)),
      cv: store.space.version,
      ...resolutions(pageStories, query, version, exclusions),
    });
  });

  app.get('/v2/cdn/stories/*', async (request, reply) => {
    const query = request.query as Query;
    const version = authorise(query);
    const key = decodedParam((request.params as { '*': string })['*']);
    const story =
      query['find_by'] === 'uuid'
        ? store.getByUuid(key)
        : /^\d+$/.test(key)
          ? (store.getById(Number(key)) ?? store.bySlugOrStartpage(key))
          : store.bySlugOrStartpage(key);
    if (!story || !visible(story, version)) {
      return reply.code(404).send(['This record could not be found']);
    }
    const exclusions = parseExclusions(query);
    return sendJson(request, reply, {
      story: applyExclusions(toCdnStory(story, version, query['language']), exclusions),
      cv: store.space.version,
      ...resolutions([story], query, version, exclusions),
    });
  });

  app.get('/v2/cdn/links', async (request, reply) => {
    const query = request.query as Query;
    const version = authorise(query);
    const prefix = (query['starts_with'] ?? '').replace(/^\/+/, '');
    const entries: Record<string, unknown>[] = [];
    for (const folder of store.folders.values()) {
      if (!folder.full_slug.startsWith(prefix)) continue;
      entries.push({
        id: folder.id,
        uuid: folder.uuid,
        slug: folder.full_slug,
        name: folder.name,
        is_folder: true,
        is_startpage: false,
        published: true,
        parent_id: folder.parent_id,
        position: folder.position,
        real_path: `/${folder.full_slug}`,
        path: null,
      });
    }
    for (const story of store.all()) {
      if (!visible(story, version) || !story.full_slug.startsWith(prefix)) continue;
      const { full_slug: _fullSlug, url: _url, ...link } = linkOf(story, version);
      entries.push(link);
    }
    entries.sort((a, b) => String(a['slug']).localeCompare(String(b['slug'])));
    let listed = entries;
    if (query['paginated'] === '1') {
      const perPage = intParam(query, 'per_page', 25, 1000);
      const page = intParam(query, 'page', 1, 100_000);
      listed = entries.slice((page - 1) * perPage, page * perPage);
      reply.header('total', String(entries.length));
      reply.header('per-page', String(perPage));
    }
    return sendJson(request, reply, {
      links: Object.fromEntries(listed.map((entry) => [entry['uuid'] as string, entry])),
      cv: store.space.version,
    });
  });

  // The tags of the stories a version shows (only tags some story carries), with how many carry
  // each; `starts_with` narrows to the stories below a full_slug prefix. Sorted by name.
  app.get('/v2/cdn/tags', async (request, reply) => {
    const query = request.query as Query;
    const version = authorise(query);
    const prefix = (query['starts_with'] ?? '').replace(/^\/+/, '');
    const counts = new Map<string, number>();
    for (const story of store.all()) {
      if (!visible(story, version) || !story.full_slug.startsWith(prefix)) continue;
      for (const tag of new Set(story.tag_list)) counts.set(tag, (counts.get(tag) ?? 0) + 1);
    }
    const tags = [...counts]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, taggings_count]) => ({ name, taggings_count }));
    return sendJson(request, reply, { tags });
  });

  app.get('/v2/cdn/spaces/me', async (request, reply) => {
    authorise({ ...(request.query as Query), version: 'published' });
    return sendJson(request, reply, {
      space: {
        id: store.space.id,
        name: store.space.name,
        domain: store.space.domain,
        version: store.space.version,
        language_codes: [],
      },
    });
  });

  app.get('/v2/cdn/datasources', async (request, reply) => {
    authorise({ ...(request.query as Query), version: 'published' });
    const names = Object.keys(store.datasources).sort();
    return sendJson(request, reply, {
      datasources: names.map((name, index) => ({ id: index + 1, name, slug: name, dimensions: [] })),
    });
  });

  app.get('/v2/cdn/datasource_entries', async (request, reply) => {
    const query = request.query as Query;
    authorise({ ...query, version: 'published' });
    const entries = query['datasource'] ? store.datasources[query['datasource']] : undefined;
    if (!entries) return reply.code(404).send(['This record could not be found']);
    const perPage = intParam(query, 'per_page', 25, 1000);
    const page = intParam(query, 'page', 1, 100_000);
    reply.header('total', String(entries.length));
    reply.header('per-page', String(perPage));
    const dimension = query['dimension'];
    return sendJson(request, reply, {
      datasource_entries: entries.slice((page - 1) * perPage, page * perPage).map(({ dimensions, ...entry }) => ({
        ...entry,
        dimension_value: dimension ? (dimensions?.[dimension] ?? null) : null,
      })),
    });
  });

  // Assets: `/f/{space}/{w}x{h}/{hash}/{file}`, optionally followed by the image service's `/m/...`.
  app.get('/f/*', async (request, reply) => {
    if (!assetsDir) return reply.code(404).send({ error: 'No assets folder' });
    const rest = (request.params as { '*': string })['*'];
    const marker = rest.search(/\/m(\/|$)/);
    const filePath = marker === -1 ? rest : rest.slice(0, marker);
    const root = resolve(assetsDir);
    const file = resolve(root, decodedParam(filePath));
    if (!file.startsWith(root + sep)) return reply.code(404).send({ error: 'Not found' });
    let source: Buffer;
    try {
      source = await readFile(file);
    } catch {
      return reply.code(404).send({ error: 'Not found' });
    }
    reply.header('cache-control', 'public, max-age=31536000, immutable');
    if (marker === -1) return reply.type(assetTypes[extname(file).toLowerCase()] ?? 'application/octet-stream').send(source);
    const transform = parseImageTransform(rest.slice(marker + 2));
    if (!transform || !assetTypes[extname(file).toLowerCase()]?.startsWith('image/')) {
      return reply.code(400).send({ error: 'Unsupported image transformation' });
    }
    let result = imageCache.get(rest);
    if (!result) {
      result = await transformImage(source, transform);
      if (imageCache.size > 500) imageCache.delete(imageCache.keys().next().value as string);
      imageCache.set(rest, result);
    }
    return reply.type(result.contentType).send(result.body);
  });

  registerPrivateAssets(app, {
    paths: options.privateAssets ?? (options.contentDir ? await readPrivateAssets(options.contentDir) : []),
    ...(options.assetToken && { assetToken: options.assetToken }),
    ...(options.assetOrigin && { assetOrigin: options.assetOrigin }),
  });
  registerManagementApi(app, { store, webhooks, ...(options.oauthToken ? { oauthToken: options.oauthToken } : {}) });

  if (options.admin ?? true) {
    app.put('/__admin/faults', async (request) => {
      faults.set((request.body ?? {}) as FaultOptions);
      return { faults: faults.current };
    });
    app.get('/__admin/stats', async () => ({
      requests: requests.length,
      faultsInjected: faults.injected,
      cv: store.space.version,
      stories: store.all().length,
    }));
    registerStoryAdmin(app, { store, webhooks });
  }

  return {
    app,
    store,
    faults,
    webhooks,
    requests,
    async listen({ port = 0, host = '127.0.0.1' } = {}) {
      await app.listen({ port, host });
      const address = app.server.address();
      if (address === null || typeof address === 'string') throw new Error('Content server has no TCP address');
      return `http://${host}:${address.port}`;
    },
    async close() {
      await app.close();
    },
  };
}
