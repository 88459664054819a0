// The real @clavis/cms-client against the real content server over HTTP on a free port: the
// "Done when" list of the issue. No HTTP mocks; the only wrapper around fetch records what was sent.
import { CmsClientError, createCmsClient, type CmsClientOptions } from '@clavis/cms-client';
import { createContentServer, DEFAULT_TOKENS, type ContentServer } from './createContentServer';
import { buildTestContent } from './testing/buildTestContent';

let server: ContentServer;
let baseUrl: string;

interface Sent {
  url: string;
  init: RequestInit & { next?: { tags?: string[] } };
  at: number;
}

function recordingClient(options: Partial<CmsClientOptions> = {}) {
  const sent: Sent[] = [];
  const client = createCmsClient({
    baseUrl: `${baseUrl}/v2`,
    accessToken: DEFAULT_TOKENS.public,
    previewToken: DEFAULT_TOKENS.preview,
    retryDelay: () => 5,
    fetch: (input, init) => {
      sent.push({ url: String(input), init: (init ?? {}) as Sent['init'], at: performance.now() });
      return fetch(input, init);
    },
    ...options,
  });
  return { client, sent };
}

const apiCalls = (path: string) => server.requests.filter((request) => request.path === path);

beforeAll(async () => {
  server = await createContentServer({ content: buildTestContent() });
  baseUrl = await server.listen({ port: 0 });
});

afterAll(async () => {
  await server.close();
});

beforeEach(() => {
  server.requests.length = 0;
  server.faults.clear();
});

/** The most requests that started inside any one-second window. */
function busiestSecond(times: number[]): number {
  const sorted = [...times].sort((a, b) => a - b);
  let most = 0;
  for (let start = 0; start < sorted.length; start += 1) {
    let end = start;
    while (end < sorted.length && (sorted[end] as number) - (sorted[start] as number) < 1000) end += 1;
    most = Math.max(most, end - start);
  }
  return most;
}

describe('createCmsClient against the content server', () => {
  it('walks 137 stories with per_page 25 in 6 list calls, never more than 5 in a second', async () => {
    const { client, sent } = recordingClient();
    const stories = await client.getAll({ starts_with: 'en/global/list/', per_page: 25 });
    expect(stories).toHaveLength(137);
    expect(new Set(stories.map((story) => story.uuid)).size).toBe(137);
    expect(apiCalls('/v2/cdn/stories')).toHaveLength(6);
    expect(busiestSecond(sent.map((request) => request.at))).toBeLessThanOrEqual(5);
  });

  it('keeps any one-second window at 5 requests under a burst of 12 calls', async () => {
    const { client, sent } = recordingClient({ cache: false });
    await Promise.all(Array.from({ length: 12 }, () => client.get('en/global/hub')));
    expect(sent).toHaveLength(12);
    expect(busiestSecond(sent.map((request) => request.at))).toBe(5);
    expect(apiCalls('/v2/cdn/stories/en/global/hub')).toHaveLength(12);
  });

  it('resolves 120 relations with 3 by_uuids calls of at most 50', async () => {
    const { client } = recordingClient({ rateLimit: 50 });
    const { story } = await client.get('en/global/hub', { resolve_relations: 'hub.related', resolve_links: 'story' });
    const related = story.content['related'] as { uuid: string; full_slug: string }[];
    expect(related).toHaveLength(120);
    expect(related[0]?.full_slug).toBe('en/global/list/item-001');
    expect(related.every((entry) => typeof entry === 'object')).toBe(true);
    const batches = apiCalls('/v2/cdn/stories').filter((request) => request.query['by_uuids']);
    expect(batches).toHaveLength(3);
    expect(batches.map((request) => request.query['by_uuids']?.split(',').length).sort()).toEqual([20, 50, 50]);
    expect((story.content['link'] as { story?: { full_slug: string } }).story?.full_slug).toBe('en/global/list/item-001');
  });

  it('succeeds on every call with 30% injected 429s and 5xx, keeping the fetch options on retries', async () => {
    server.faults.set({ errorRate: 0.3, statuses: [429, 500, 502, 503, 504], seed: 42 });
    const { client, sent } = recordingClient({ rateLimit: 100, cache: false });
    const slugs = Array.from({ length: 30 }, (_, index) => `en/global/list/item-${String(index + 1).padStart(3, '0')}`);
    const results = await Promise.all(
      slugs.map((slug) =>
        client.get(slug, {}, { next: { tags: [`story:${slug}`] }, headers: { 'x-trace': slug } }),
      ),
    );
    expect(results.map((result) => result.story.full_slug)).toEqual(slugs);
    expect(server.faults.injected).toBeGreaterThan(5);
    expect(sent.length).toBe(30 + server.faults.injected);
    for (const request of sent) {
      const slug = decodeURIComponent(new URL(request.url).pathname.replace('/v2/cdn/stories/', ''));
      expect(request.init.next?.tags).toEqual([`story:${slug}`]);
      expect(new Headers(request.init.headers).get('x-trace')).toBe(slug);
    }
  });

  it('gives up after 5 retries with an error carrying the status', async () => {
    server.faults.set({ outage: true });
    const { client } = recordingClient();
    const failure = client.get('en/global/hub');
    await expect(failure).rejects.toBeInstanceOf(CmsClientError);
    await expect(failure).rejects.toMatchObject({ status: 503 });
    expect(apiCalls('/v2/cdn/stories/en/global/hub')).toHaveLength(6);
  });

  it('waits as long as Retry-After asks before retrying a 429', async () => {
    server.faults.set({ errorRate: 1, statuses: [429], retryAfterSeconds: 1 });
    const { client, sent } = recordingClient({ maxRetries: 1, retryDelay: () => 0 });
    await expect(client.get('en/global/hub')).rejects.toMatchObject({ status: 429 });
    expect(sent).toHaveLength(2);
    expect((sent[1]?.at ?? 0) - (sent[0]?.at ?? 0)).toBeGreaterThanOrEqual(990);
  });

  it('serves a repeated published call from its own cache, never a draft call', async () => {
    const { client } = recordingClient();
    await client.get('en/global/hub');
    await client.get('en/global/hub');
    expect(apiCalls('/v2/cdn/stories/en/global/hub')).toHaveLength(1);

    await client.get('en/global/hub', { version: 'draft' });
    await client.get('en/global/hub', { version: 'draft' });
    expect(apiCalls('/v2/cdn/stories/en/global/hub')).toHaveLength(3);

    // Another client has its own cache.
    const { client: other } = recordingClient();
    await other.get('en/global/hub');
    expect(apiCalls('/v2/cdn/stories/en/global/hub')).toHaveLength(4);
  });

  it('drops its cache when a new cache version appears', async () => {
    const { client } = recordingClient();
    const before = await client.get('en/global/list/item-001');
    expect(before.story.name).toBe('Story 1');
    const cv = server.store.update((stories) =>
      stories.map((story) => (story.full_slug === 'en/global/list/item-001' ? { ...story, name: 'Renamed' } : story)),
    );
    expect((await client.get('en/global/list/item-001')).story.name).toBe('Story 1');
    expect(await client.refreshCacheVersion()).toBe(cv);
    const after = await client.get('en/global/list/item-001');
    expect(after.story.name).toBe('Renamed');
    expect(after.cv).toBe(cv);
    expect(apiCalls('/v2/cdn/stories/en/global/list/item-001')).toHaveLength(2);
    // A cv from a webhook works the same way.
    client.setCacheVersion(cv + 1);
    await client.get('en/global/list/item-001');
    expect(apiCalls('/v2/cdn/stories/en/global/list/item-001')).toHaveLength(3);
  });

  it('does not keep an answer that a newer cache version overtook in flight', async () => {
    server.faults.set({ latencyMs: 150 });
    const { client } = recordingClient();
    const pending = client.get('en/global/list/item-002');
    client.setCacheVersion(server.store.space.version + 1000);
    await pending;
    server.faults.clear();
    await client.get('en/global/list/item-002');
    expect(apiCalls('/v2/cdn/stories/en/global/list/item-002')).toHaveLength(2);
  });

  it('rejects a 404 with status 404 and does not retry it', async () => {
    const { client } = recordingClient();
    await expect(client.get('en/global/nothing-here')).rejects.toMatchObject({
      name: 'CmsClientError',
      status: 404,
      message: expect.stringContaining('This record could not be found'),
    });
    expect(apiCalls('/v2/cdn/stories/en/global/nothing-here')).toHaveLength(1);
  });

  it('answers 401 to a wrong token and to drafts with the public token', async () => {
    const { client } = recordingClient({ accessToken: 'wrong', previewToken: undefined });
    await expect(client.get('en/global/hub')).rejects.toMatchObject({ status: 401 });
    const { client: publicOnly } = recordingClient({ previewToken: undefined });
    await expect(publicOnly.get('en/global/draft-only', { version: 'draft' })).rejects.toMatchObject({ status: 401 });
    await expect(publicOnly.get('en/global/draft-only')).rejects.toMatchObject({ status: 404 });
    const { client: preview } = recordingClient();
    expect((await preview.get('en/global/draft-only', { version: 'draft' })).story.published_at).toBeNull();
  });

  it('reads every entry of a datasource over the total header', async () => {
    const { client } = recordingClient();
    const entries = await client.getDatasourceEntries({ datasource: 'redirects', per_page: 10 });
    expect(entries).toHaveLength(30);
    expect(entries[29]).toMatchObject({ name: '/old/path-29', value: '/new/path-29' });
    expect(apiCalls('/v2/cdn/datasource_entries')).toHaveLength(3);
  });
});
