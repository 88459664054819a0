/** @jest-environment node */
import { createSearchEngine } from '../server/engine/createSearchEngine';
import { createPublicSearchHandler } from '../server/protocol/createSearchRoutes';
import { fixtureUrl, germanStories } from '../server/testing/fixtureStories';
import { serveOnLoopback } from '../server/testing/serveOnLoopback';
import { createSearchClient, SearchServiceError } from './createSearchClient';

describe('createSearchClient', () => {
  let server: Awaited<ReturnType<typeof serveOnLoopback>>;
  const seen: { body: string; authorization: string | null }[] = [];

  beforeAll(async () => {
    const engine = createSearchEngine({ market: 'germany', locales: ['de'], loadStories: async () => germanStories(), urlOf: fixtureUrl });
    const handler = createPublicSearchHandler(engine);
    server = await serveOnLoopback(async (request) => {
      seen.push({ body: await request.clone().text(), authorization: request.headers.get('authorization') });
      return handler(request);
    });
  });
  afterAll(() => server.close());
  beforeEach(() => seen.splice(0));

  const futura = [{ indexName: 'germany_de', params: { query: 'futura' } }];

  it('without Algolia, posts the multi-query body to the embedded endpoint, with the headers given', async () => {
    const { kind, searchClient, recommendClient } = createSearchClient({ endpoint: `${server.url}/api/search`, headers: () => ({ authorization: 'Bearer t0k3n' }) });
    expect(kind).toBe('embedded');
    expect(recommendClient).toBeNull();
    const { results } = await searchClient.search(futura);
    expect((results[0] as { nbHits: number }).nbHits).toBe(2);
    expect(seen).toEqual([{ body: JSON.stringify({ requests: futura }), authorization: 'Bearer t0k3n' }]);
  });

  it('answers a repeated query from its cache when the cache flag is on, and asks again when off', async () => {
    const cached = createSearchClient({ endpoint: `${server.url}/api/search` }).searchClient;
    await cached.search(futura);
    await cached.search(futura);
    expect(seen).toHaveLength(1);
    cached.clearCache();
    await cached.search(futura);
    expect(seen).toHaveLength(2);

    const uncached = createSearchClient({ endpoint: `${server.url}/api/search`, cache: false }).searchClient;
    await uncached.search(futura);
    await uncached.search(futura);
    expect(seen).toHaveLength(4);
  });

  it("rejects with the service's message and status", async () => {
    const { searchClient } = createSearchClient({ endpoint: `${server.url}/api/search` });
    const failure = searchClient.search([{ indexName: 'nowhere_de', params: {} }]);
    await expect(failure).rejects.toBeInstanceOf(SearchServiceError);
    await expect(failure).rejects.toMatchObject({ status: 404, message: 'Index nowhere_de does not exist' });
  });

  it('with an application id and key, is the Algolia client, with Recommend only when flagged', () => {
    expect(createSearchClient({ applicationId: 'APP', apiKey: 'search-key' })).toMatchObject({ kind: 'algolia', recommendClient: null });
    const withRecommend = createSearchClient({ applicationId: 'APP', apiKey: 'search-key', recommend: true });
    expect(typeof withRecommend.recommendClient?.getRecommendations).toBe('function');
  });
});
