import type { FastifyInstance } from 'fastify';
import type { ContentStore } from './store';
import type { StoredStory } from './types';
import { storyEventBody, type WebhookSender } from './webhooks';

/** Fields a change may set; identity (id, uuid, group) and the slug (moving is another event) stay. */
const FIXED_FIELDS = ['id', 'uuid', 'full_slug', 'slug', 'group_id'] as const;

const slugOf = (params: unknown) => decodeURIComponent((params as { '*': string })['*']).replace(/^\/+/, '');

/**
 * Editing content from outside the process, like an editor publishing in Storyblok: the change is
 * held in memory only (the fixture files never change) and a signed webhook goes to the sites.
 *
 * - `GET /__admin/stories/{full_slug}`: the stored story (to restore it later).
 * - `PUT /__admin/stories/{full_slug}`: merges the body's fields into the story (`content` whole),
 *   dates a published one (`published_at`, as a publish in Storyblok), raises the cache version and answers `{ story, cv, webhooks }` once the webhooks were delivered.
 * - `GET|PUT /__admin/webhooks`: the URLs (and secret) story events go to.
 */
export function registerStoryAdmin(app: FastifyInstance, { store, webhooks }: { store: ContentStore; webhooks: WebhookSender }): void {
  app.get('/__admin/stories/*', async (request, reply) => {
    const story = store.bySlugOrStartpage(slugOf(request.params));
    if (!story) return reply.code(404).send({ error: `No story at ${slugOf(request.params)}` });
    return { story };
  });

  app.put('/__admin/stories/*', async (request, reply) => {
    const slug = slugOf(request.params);
    const existing = store.bySlugOrStartpage(slug);
    if (!existing) return reply.code(404).send({ error: `No story at ${slug}` });
    const body = request.body;
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      return reply.code(400).send({ error: 'The body is the story fields to change, as a JSON object' });
    }
    const change = Object.fromEntries(Object.entries(body).filter(([field]) => !(FIXED_FIELDS as readonly string[]).includes(field))) as Partial<StoredStory>;
    // A publish dates the story as Storyblok does, so a client can tell what was published since it last looked.
    const published = change.published ?? existing.published;
    const dated = published && change.published_at === undefined ? { published_at: new Date().toISOString() } : {};
    const cv = store.update((stories) => stories.map((story) => (story.uuid === existing.uuid ? { ...story, ...change, ...dated } : story)));
    const updated = store.getByUuid(existing.uuid) as StoredStory;
    const action = updated.published ? 'published' : 'unpublished';
    const deliveries = await webhooks.send(storyEventBody(updated, action, store.space.id));
    return { story: updated, cv, webhooks: deliveries };
  });

  app.get('/__admin/webhooks', async () => webhooks.current);
  app.put('/__admin/webhooks', async (request, reply) => {
    const body = (request.body ?? {}) as { urls?: unknown; secret?: unknown };
    const urls = body.urls;
    if (urls !== undefined && !(Array.isArray(urls) && urls.every((url) => typeof url === 'string' && /^https?:\/\//.test(url)))) {
      return reply.code(400).send({ error: 'urls must be a list of http(s) URLs' });
    }
    if (body.secret !== undefined && (typeof body.secret !== 'string' || body.secret === '')) {
      return reply.code(400).send({ error: 'secret must be a non-empty string' });
    }
    webhooks.configure({ urls: urls as string[] | undefined, secret: body.secret as string | undefined });
    return webhooks.current;
  });
}
