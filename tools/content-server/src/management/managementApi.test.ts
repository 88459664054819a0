// The Management API subset in Storyblok's shapes, and the line it holds: a story write that the
// pushed components do not allow is refused, naming the block and field.
import { createContentServer, DEFAULT_TOKENS, type ContentServer } from '../createContentServer';
import { buildTestContent } from '../testing/buildTestContent';
import { LOCAL_OAUTH_TOKEN } from '../localSpace';

let server: ContentServer;
let space: string;
let baseUrl: string;

const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown, token = LOCAL_OAUTH_TOKEN) => {
  const response = await fetch(`${baseUrl}/v1/spaces/${space}${path}`, {
    method,
    headers: { authorization: token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined, headers: Object.fromEntries(response.headers) };
};

const teaser = {
  name: 'teaser',
  display_name: 'Teaser',
  is_root: false,
  is_nestable: true,
  component_group_uuid: null,
  schema: { headline: { type: 'text', pos: 0, required: true }, columns: { type: 'number', pos: 1 } },
};
const page = {
  name: 'page',
  display_name: 'Page',
  is_root: true,
  is_nestable: false,
  component_group_uuid: null,
  schema: {
    title: { type: 'text', pos: 0 },
    body: { type: 'bloks', pos: 1, restrict_components: true, component_whitelist: ['teaser'] },
  },
};

beforeEach(async () => {
  server = await createContentServer({ content: buildTestContent({ listSize: 2, relations: 1 }) });
  baseUrl = await server.listen({ port: 0 });
  space = String(server.store.space.id);
});

afterEach(() => server.close());

describe('Management API', () => {
  it('asks for the OAuth token (bare or as Bearer) and answers 404 for another space', async () => {
    expect((await call('GET', '/components', undefined, 'wrong')).status).toBe(401);
    expect((await call('GET', '/components', undefined, `Bearer ${LOCAL_OAUTH_TOKEN}`)).status).toBe(200);
    const other = await fetch(`${baseUrl}/v1/spaces/${Number(space) + 1}/components`, { headers: { authorization: LOCAL_OAUTH_TOKEN } });
    expect(other.status).toBe(404);
  });

  it('creates, lists and updates components and groups as Storyblok answers them', async () => {
    const group = await call('POST', '/component_groups', { component_group: { name: 'Parts' } });
    expect(group.status).toBe(201);
    expect(group.body.component_group).toEqual({ id: 1, name: 'Parts', uuid: expect.stringMatching(/^[0-9a-f-]{36}$/), parent_id: null, parent_uuid: null });
    const created = await call('POST', '/components', { component: { ...teaser, component_group_uuid: group.body.component_group.uuid } });
    expect(created.status).toBe(201);
    expect(created.body.component).toMatchObject({ id: 1, name: 'teaser', real_name: 'Teaser', is_nestable: true, all_presets: [] });
    expect(created.body.component.schema.headline).toEqual({ type: 'text', pos: 0, required: true, id: expect.any(String) });

    const taken = await call('POST', '/components', { component: teaser });
    expect(taken).toMatchObject({ status: 422, body: { name: ['has already been taken'] } });

    const updated = await call('PUT', '/components/1', { component: { ...teaser, display_name: 'Teaser card' } });
    expect(updated.body.component).toMatchObject({ id: 1, display_name: 'Teaser card', created_at: created.body.component.created_at });
    // A field keeps its id while it lives, as in Storyblok.
    expect(updated.body.component.schema.headline.id).toBe(created.body.component.schema.headline.id);
    const list = await call('GET', '/components');
    expect(list.body.components.map((component: { name: string }) => component.name)).toEqual(['teaser']);
    expect(list.body.component_groups).toEqual([group.body.component_group]);
    expect((await call('GET', '/components/99')).status).toBe(404);
  });

  it('refuses a story with an unknown block or a wrongly typed field, naming it, and saves one that fits', async () => {
    await call('POST', '/components', { component: teaser });
    await call('POST', '/components', { component: page });
    const story = (content: unknown) => ({ story: { name: 'New', slug: 'new-page', content }, publish: 1 });

    const unknown = await call('POST', '/stories', story({ component: 'page', body: [{ _uid: 'a', component: 'carousel' }] }));
    expect(unknown.status).toBe(400);
    expect(unknown.body.content).toEqual(['carousel (body[0]): is an unknown block: no component "carousel" in the space']);
    const wrong = await call('POST', '/stories', story({ component: 'page', title: 7, body: [{ _uid: 'a', component: 'teaser', headline: 'Hi', columns: 'three' }] }));
    expect(wrong.status).toBe(400);
    expect(wrong.body.content).toEqual(['page.title: is a number; a text field holds text', 'teaser.columns (body[0]): is "three"; a number field holds a number']);
    const unfilled = await call('POST', '/stories', story({ component: 'page', body: [{ _uid: 'a', component: 'teaser' }] }));
    expect(unfilled.body.content).toEqual(['teaser.headline (body[0]): is required']);

    const saved = await call('POST', '/stories', story({ _uid: 'p', component: 'page', title: 'New', body: [{ _uid: 'a', component: 'teaser', headline: 'Hi', columns: '3' }] }));
    expect(saved.status).toBe(201);
    expect(saved.body.story).toMatchObject({ name: 'New', slug: 'new-page', full_slug: 'new-page', published: true, is_folder: false });
    const id = saved.body.story.id;
    expect(server.store.bySlugOrStartpage('new-page')?.content).toMatchObject({ title: 'New' });
    expect((await call('POST', '/stories', story({ _uid: 'p', component: 'page' }))).body).toEqual({ slug: ['has already been taken'] });

    const badUpdate = await call('PUT', `/stories/${id}`, { story: { content: { _uid: 'p', component: 'page', body: [{ _uid: 'b', component: 'page' }] } } });
    expect(badUpdate.body.content).toEqual(['page (body[0]): is a content type and cannot be nested in a block']);
    // Saved without publishing: a draft over the published content, as in Storyblok.
    const draft = await call('PUT', `/stories/${id}`, { story: { content: { _uid: 'p', component: 'page', title: 'Draft' } } });
    expect(draft.body.story).toMatchObject({ unpublished_changes: true, content: { title: 'Draft' } });
    expect(server.store.getById(id)?.content).toMatchObject({ title: 'New' });
    expect((await call('GET', `/stories/${id}`)).body.story.content).toMatchObject({ title: 'Draft' });
    const listed = await call('GET', '/stories?with_slug=new-page');
    expect(listed.body.stories.map((item: { id: number }) => item.id)).toEqual([id]);
    expect(listed.headers['total']).toBe('1');
    const folders = await call('GET', '/stories?folder_only=1&per_page=100');
    expect(folders.body.stories.length).toBeGreaterThan(0);
    expect(folders.body.stories.every((folder: { is_folder: boolean }) => folder.is_folder)).toBe(true);
    expect(folders.body.stories.map((folder: { full_slug: string }) => folder.full_slug)).toEqual([...server.store.folders.keys()].sort((a, b) => a.localeCompare(b)));
  });

  it('keeps datasources with dimensions, their entries where the CDN API reads them, and webhook endpoints', async () => {
    const created = await call('POST', '/datasources', {
      datasource: { name: 'Redirects', slug: 'legacy', dimensions_attributes: [{ name: 'Germany', entry_value: 'germany' }] },
    });
    expect(created.status).toBe(201);
    const datasource = created.body.datasource;
    expect(datasource.dimensions).toEqual([expect.objectContaining({ name: 'Germany', entry_value: 'germany', datasource_id: datasource.id })]);
    const entry = await call('POST', '/datasource_entries', { datasource_entry: { name: '/old', value: '/new', datasource_id: datasource.id } });
    expect(entry.status).toBe(201);
    const dimensionId = datasource.dimensions[0].id;
    const put = await call('PUT', `/datasource_entries/${entry.body.datasource_entry.id}`, {
      datasource_entry: { name: '/old', dimension_value: '/neu' },
      dimension_id: dimensionId,
    });
    expect(put.status).toBe(204);
    const entries = await call('GET', `/datasource_entries?datasource_id=${datasource.id}&dimension=${dimensionId}`);
    expect(entries.body.datasource_entries).toEqual([{ id: entry.body.datasource_entry.id, name: '/old', value: '/new', dimension_value: '/neu' }]);
    const cdn = await fetch(`${baseUrl}/v2/cdn/datasource_entries?datasource=legacy&dimension=germany&token=${DEFAULT_TOKENS.public}`);
    expect(((await cdn.json()) as { datasource_entries: unknown[] }).datasource_entries[0]).toMatchObject({ name: '/old', value: '/new', dimension_value: '/neu' });

    const hook = await call('POST', '/webhook_endpoints', {
      webhook_endpoint: { name: 'Revalidate', endpoint: 'http://127.0.0.1:5699/api/revalidate', actions: ['story.published'], secret: 's3cret' },
    });
    expect(hook.status).toBe(201);
    expect(hook.body.webhook_endpoint).toMatchObject({ id: 1, activated: true, actions: ['story.published'] });
    expect(server.webhooks.current.urls).toEqual(['http://127.0.0.1:5699/api/revalidate']);
    expect((await call('POST', '/webhook_endpoints', { webhook_endpoint: { name: 'x', endpoint: 'ftp://x' } })).body).toEqual({ endpoint: ['is invalid'] });
  });
});
