/** @jest-environment node */
import { createCmsClient } from '@clavis/cms-client';
import { createContentServer, DEFAULT_TOKENS, type ContentServer, type StoredStory } from '@clavis/content-server';
import { createContentChanges, type VersionMove } from './contentChanges';

const story = (id: number, fullSlug: string): StoredStory => ({
  id,
  uuid: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
  name: `Story ${id}`,
  slug: fullSlug.split('/').pop() as string,
  full_slug: fullSlug,
  content: { _uid: `uid-${id}`, component: 'news', title: `Story ${id}` },
  published: true,
  created_at: '2026-01-01T00:00:00.000Z',
  published_at: '2026-01-02T00:00:00.000Z',
  first_published_at: '2026-01-02T00:00:00.000Z',
  is_startpage: false,
  group_id: `group-${id}`,
  position: id,
  tag_list: [],
  sort_by_date: null,
});

let server: ContentServer;
let baseUrl: string;

beforeEach(async () => {
  server = await createContentServer({
    content: {
      space: { id: 287000, name: 'Test', domain: 'http://127.0.0.1/', version: 1_700_000_000 },
      stories: [1, 2, 3, 4].map((id) => story(id, `de/germany/nachrichten/item-${id}`)),
      datasources: { redirects: [] },
    },
  });
  baseUrl = await server.listen({ port: 0 });
});
afterEach(() => server.close());

/** A change through the content server's admin API, as an editor publishing (the webhook goes nowhere). */
const edit = (fullSlug: string, change: Record<string, unknown>) =>
  fetch(`${baseUrl}/__admin/stories/${fullSlug}`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify(change) });

function setup() {
  const cms = createCmsClient({ baseUrl: `${baseUrl}/v2`, accessToken: DEFAULT_TOKENS.public, maxRetries: 0 });
  const changes = createContentChanges({ cms });
  const followed: VersionMove[] = [];
  const look = () => changes.look(async (move) => void followed.push(move));
  return { cms, changes, followed, look };
}

describe('content changes', () => {
  it('takes the space as it is at the first look, then names nothing while the version stays', async () => {
    const { look, followed, changes } = setup();
    expect(await look()).toBeNull();
    expect(changes.version).toBe(server.store.space.version);
    const requests = server.requests.length;
    expect(await look()).toBeNull();
    // An unchanged version costs one request: cdn/spaces/me.
    expect(server.requests.slice(requests).map((request) => request.path)).toEqual(['/v2/cdn/spaces/me']);
    expect(followed).toEqual([]);
  });

  it('names a story published, one unpublished and one moved since the last look, at the new version', async () => {
    const { look, followed, cms } = setup();
    await look();
    expect((await edit('de/germany/nachrichten/item-2', { name: 'Renamed' })).status).toBe(200);
    expect((await edit('de/germany/nachrichten/item-3', { published: false })).status).toBe(200);
    server.store.update((stories) => stories.map((each) => (each.id === 4 ? { ...each, full_slug: 'de/germany/nachrichten/archiv/item-4', slug: 'item-4' } : each)));
    const move = await look();
    expect(move?.version).toBe(server.store.space.version);
    expect(cms.cacheVersion).toBe(server.store.space.version);
    expect(move?.changes).toEqual(
      expect.arrayContaining([
        { action: 'published', storyId: 2, fullSlug: 'de/germany/nachrichten/item-2' },
        { action: 'unpublished', storyId: 3, fullSlug: 'de/germany/nachrichten/item-3' },
        { action: 'moved', storyId: 4, fullSlug: 'de/germany/nachrichten/archiv/item-4' },
      ]),
    );
    expect(move?.changes).toHaveLength(3);
    expect(followed).toEqual([move]);
    // Followed: the next look starts from here.
    expect(await look()).toBeNull();
  });

  it('names no story when none explains the move (a datasource saved)', async () => {
    const { look } = setup();
    await look();
    server.store.update((stories) => stories);
    expect(await look()).toEqual({ version: server.store.space.version, changes: [] });
  });

  it('finds a change again when following it failed', async () => {
    const { changes } = setup();
    await changes.look(async () => undefined);
    await edit('de/germany/nachrichten/item-1', { name: 'Again' });
    await expect(changes.look(async () => Promise.reject(new Error('route down')))).rejects.toThrow('route down');
    const again = await changes.look(async () => undefined);
    expect(again?.changes).toEqual([{ action: 'published', storyId: 1, fullSlug: 'de/germany/nachrichten/item-1' }]);
  });

  it('fails a look while the CMS does not answer, and names nothing after it', async () => {
    const { look } = setup();
    await look();
    server.faults.set({ outage: true });
    await expect(look()).rejects.toThrow();
    server.faults.set({ outage: false });
    expect(await look()).toBeNull();
  });
});
