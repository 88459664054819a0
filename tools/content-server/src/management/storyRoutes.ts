import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { formatContentProblem, validateContent } from '@clavis/cms-client';
import { folderOf, type ContentStore, type Folder } from '../store';
import type { StoredStory } from '../types';
import { storyEventBody, type WebhookSender } from '../webhooks';
import { bodyObject, idParam, isSet, notFound, paginate, unprocessable } from './managementErrors';
import type { ManagementState } from './managementState';

type Query = Record<string, string | undefined>;
type StoryContent = StoredStory['content'];

const SLUG = /^[a-z0-9][a-z0-9_.-]*$/;

/**
 * `/stories` of a space: list, read, create and update. A write whose content the pushed
 * components do not allow is refused with 400 naming the block and field, as Storyblok's editor
 * would not save it; publishing also asks for the required fields. A publish announces itself with
 * the signed webhook, as a publish in Storyblok does.
 */
export function registerStoryRoutes(
  scope: FastifyInstance,
  { state, store, webhooks }: { state: ManagementState; store: ContentStore; webhooks: WebhookSender },
): void {
  const parentOf = (story: StoredStory) => store.parentId(story);

  function toMapiStory(story: StoredStory, withContent: boolean) {
    return {
      id: story.id,
      uuid: story.uuid,
      name: story.name,
      slug: story.slug,
      full_slug: story.full_slug,
      parent_id: parentOf(story),
      group_id: story.group_id,
      ...(withContent ? { content: story.draft_content ?? story.content } : {}),
      created_at: story.created_at,
      updated_at: story.published_at ?? story.created_at,
      published_at: story.published ? story.published_at : null,
      first_published_at: story.first_published_at,
      published: story.published,
      unpublished_changes: story.draft_content !== undefined,
      is_folder: false,
      is_startpage: story.is_startpage,
      position: story.position,
      tag_list: story.tag_list,
      sort_by_date: story.sort_by_date,
      path: null,
      default_root: null,
      disable_fe_editor: false,
      lang: 'default',
      alternates: [],
      translated_slugs: [],
    };
  }

  /** The content's problems as the 400 answer, or undefined when the pushed components allow it. */
  function refuseContent(reply: FastifyReply, content: unknown, publishing: boolean) {
    const problems = validateContent(content, state.definitions(), { publishing }).map(formatContentProblem);
    if (problems.length === 0) return undefined;
    return reply.code(400).send({ error: `The content does not match the components: ${problems[0]}`, content: problems });
  }

  const publishWanted = (request: { query: unknown; body: unknown }) =>
    isSet((request.query as Query)['publish']) || isSet((request.body as { publish?: unknown } | null)?.publish);

  async function announce(story: StoredStory) {
    await webhooks.send(storyEventBody(story, story.published ? 'published' : 'unpublished', store.space.id));
  }

  const folderAnswer = (folder: Folder) => ({
    id: folder.id,
    uuid: folder.uuid,
    name: folder.name,
    slug: folder.slug,
    full_slug: folder.full_slug,
    parent_id: folder.parent_id,
    is_folder: true,
    is_startpage: false,
    published: false,
    position: folder.position,
  });

  // Folders and stories, as Storyblok lists them; `folder_only=1` lists the folders alone.
  scope.get('/stories', async (request, reply) => {
    const query = request.query as Query;
    if (isSet(query['folder_only'])) {
      const folders = [...store.folders.values()]
        .filter((folder) => !query['starts_with'] || folder.full_slug.startsWith(query['starts_with']))
        .sort((a, b) => a.full_slug.localeCompare(b.full_slug));
      const page = paginate(folders, query, 100);
      reply.header('total', String(page.total));
      reply.header('per-page', String(page.perPage));
      return { stories: page.items.map(folderAnswer) };
    }
    let stories = [...store.all()];
    if (query['starts_with']) stories = stories.filter((story) => story.full_slug.startsWith(query['starts_with'] as string));
    if (query['with_slug']) stories = stories.filter((story) => story.full_slug === query['with_slug']);
    if (query['by_ids']) {
      const ids = new Set(query['by_ids'].split(',').map(Number));
      stories = stories.filter((story) => ids.has(story.id));
    }
    if (query['contain_component']) {
      stories = stories.filter((story) => (story.draft_content ?? story.content).component === query['contain_component']);
    }
    const page = paginate(stories, query, 100);
    reply.header('total', String(page.total));
    reply.header('per-page', String(page.perPage));
    return { stories: page.items.map((story) => toMapiStory(story, false)) };
  });

  scope.get('/stories/:id', async (request, reply) => {
    const story = store.getById(idParam(request.params) ?? -1);
    return story ? { story: toMapiStory(story, true) } : notFound(reply);
  });

  scope.post('/stories', async (request, reply) => {
    const input = bodyObject(request.body, 'story');
    if (!input) return unprocessable(reply, { story: ["can't be blank"] });
    if (isSet(input['is_folder'])) return unprocessable(reply, { is_folder: ['folders come from the story paths in the local space'] });
    const errors: Record<string, string[]> = {};
    const name = input['name'];
    const slug = input['slug'];
    if (typeof name !== 'string' || name === '') errors['name'] = ["can't be blank"];
    if (typeof slug !== 'string' || !SLUG.test(slug)) errors['slug'] = ['is invalid'];
    let folderPath = '';
    if (input['parent_id'] !== undefined && input['parent_id'] !== null && input['parent_id'] !== 0) {
      const folder = [...store.folders.values()].find((candidate) => candidate.id === Number(input['parent_id']));
      if (!folder) errors['parent_id'] = ['is invalid'];
      else folderPath = folder.full_slug;
    }
    const isStartpage = isSet(input['is_startpage']);
    const fullSlug = isStartpage ? `${folderPath}/` : folderPath ? `${folderPath}/${String(slug)}` : String(slug);
    if (!errors['slug'] && store.bySlugOrStartpage(fullSlug)?.full_slug === fullSlug) errors['slug'] = ['has already been taken'];
    if (Object.keys(errors).length > 0) return unprocessable(reply, errors);
    const content = input['content'];
    if (typeof content !== 'object' || content === null) return unprocessable(reply, { content: ["can't be blank"] });
    const publishing = publishWanted(request);
    const refused = refuseContent(reply, content, publishing);
    if (refused) return refused;
    const now = new Date().toISOString();
    const story: StoredStory = {
      id: Math.max(0, ...store.all().map((known) => known.id)) + 1,
      uuid: randomUUID(),
      name: name as string,
      slug: String(slug),
      full_slug: fullSlug,
      content: content as StoryContent,
      published: publishing,
      created_at: now,
      published_at: publishing ? now : null,
      first_published_at: publishing ? now : null,
      is_startpage: isStartpage,
      group_id: typeof input['group_id'] === 'string' ? input['group_id'] : randomUUID(),
      position: typeof input['position'] === 'number' ? input['position'] : 0,
      tag_list: Array.isArray(input['tag_list']) ? (input['tag_list'] as string[]) : [],
      sort_by_date: typeof input['sort_by_date'] === 'string' ? input['sort_by_date'] : null,
    };
    store.update((stories) => [...stories, story]);
    if (publishing) await announce(story);
    return reply.code(201).send({ story: toMapiStory(store.getByUuid(story.uuid) as StoredStory, true) });
  });

  scope.put('/stories/:id', async (request, reply) => {
    const existing = store.getById(idParam(request.params) ?? -1);
    if (!existing) return notFound(reply);
    const input = bodyObject(request.body, 'story') ?? {};
    const publishing = publishWanted(request);
    const content = (input['content'] ?? existing.draft_content ?? existing.content) as StoryContent;
    const refused = refuseContent(reply, content, publishing);
    if (refused) return refused;
    const now = new Date().toISOString();
    let fullSlug = existing.full_slug;
    if (typeof input['slug'] === 'string' && input['slug'] !== existing.slug && !existing.is_startpage) {
      if (!SLUG.test(input['slug'])) return unprocessable(reply, { slug: ['is invalid'] });
      const folder = folderOf(existing.full_slug);
      fullSlug = folder ? `${folder}/${input['slug']}` : input['slug'];
      if (store.bySlugOrStartpage(fullSlug)?.full_slug === fullSlug) return unprocessable(reply, { slug: ['has already been taken'] });
    }
    const changed: StoredStory = {
      ...existing,
      ...(typeof input['name'] === 'string' && input['name'] !== '' ? { name: input['name'] } : {}),
      ...(Array.isArray(input['tag_list']) ? { tag_list: input['tag_list'] as string[] } : {}),
      ...(typeof input['position'] === 'number' ? { position: input['position'] } : {}),
      ...(input['sort_by_date'] !== undefined ? { sort_by_date: (input['sort_by_date'] as string | null) ?? null } : {}),
      slug: fullSlug === existing.full_slug ? existing.slug : (input['slug'] as string),
      full_slug: fullSlug,
    };
    if (publishing) {
      changed.content = content;
      delete changed.draft_content;
      changed.published = true;
      changed.published_at = now;
      changed.first_published_at = existing.first_published_at ?? now;
    } else if (existing.published) changed.draft_content = content;
    else changed.content = content;
    store.update((stories) => stories.map((story) => (story.uuid === existing.uuid ? changed : story)));
    if (publishing) await announce(changed);
    return { story: toMapiStory(store.getByUuid(existing.uuid) as StoredStory, true) };
  });
}
