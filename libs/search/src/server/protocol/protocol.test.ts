/** @jest-environment node */
import { createSearchEngine, type SearchEngine } from '../engine/createSearchEngine';
import { fixtureStory, fixtureUrl, germanStories } from '../testing/fixtureStories';
import { categoryFacetSearch, twoTypesChosen, twoTypesChosenAsString, twoTypesChosenFlat } from '../testing/recordedRequests';
import { serveOnLoopback } from '../testing/serveOnLoopback';
import { createPublicSearchHandler } from './createSearchRoutes';
import { createMultiQueryHandler } from './createMultiQueryHandler';

const extranetStories = [fixtureStory('de/extranet/kataloge/preislisten-2026', { component: 'catalogue_folder', title: 'Preislisten 2026 Maschinen' })];

let engine: SearchEngine;
let server: Awaited<ReturnType<typeof serveOnLoopback>>;

beforeAll(async () => {
  engine = createSearchEngine({
    market: 'germany',
    locales: ['de', 'en'],
    loadStories: async (locale) => (locale === 'de' ? germanStories() : []),
    loadExtranetStories: async (locale) => (locale === 'de' ? extranetStories : []),
    urlOf: fixtureUrl,
  });
  server = await serveOnLoopback(createPublicSearchHandler(engine));
});
afterAll(() => server.close());

async function post(body: unknown, init: RequestInit = {}) {
  const response = await fetch(`${server.url}/api/search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
    ...init,
  });
  return { status: response.status, json: (await response.json()) as Record<string, any> };
}

describe('POST /api/search: recorded InstantSearch requests', () => {
  it('answers the hits of the chosen types and, disjunctively, every type with its own count', async () => {
    const { status, json } = await post(twoTypesChosen);
    expect(status).toBe(200);
    const [hits, typeFacet] = json.results;
    expect(hits.nbHits).toBe(3);
    expect(hits.hits.map((hit: { type: string }) => hit.type).sort()).toEqual(['event', 'news', 'news']);
    expect(hits.facets.type).toEqual({ news: 2, event: 1 });
    expect(hits.facets.year).toEqual({ '2025': 1, '2026': 2 });
    // The disjunctive request: each type's count as if only it were chosen next to the others.
    expect(typeFacet.hits).toEqual([]);
    expect(typeFacet.facets.type).toEqual({ news: 2, event: 1, product: 2, category: 1 });
    expect(hits).toMatchObject({ page: 0, nbPages: 1, hitsPerPage: 10, query: 'maschine', index: 'germany_de', processingTimeMS: expect.any(Number) });
    expect(hits.params).toContain('query=maschine');
  });

  it('answers the URL-encoded string shape and the flat shape exactly as the object shape', async () => {
    const object = await post(twoTypesChosen);
    const strip = (results: Array<Record<string, unknown>>) => results.map(({ processingTimeMS: _t, params: _p, ...rest }) => rest);
    expect(strip((await post(twoTypesChosenAsString)).json.results)).toEqual(strip(object.json.results));
    expect(strip((await post(twoTypesChosenFlat)).json.results)).toEqual(strip(object.json.results));
  });

  it('highlights with the tags sent and snippets the text', async () => {
    const { json } = await post(twoTypesChosen);
    const news = json.results[0].hits.find((hit: { title: string }) => hit.title === 'Clavis auf der Messe 2026');
    expect(news._snippetResult.text.value).toBe('Neue __ais-highlight__Maschinen__/ais-highlight__ in Köln.');
    expect(news._highlightResult.title).toEqual({ value: 'Clavis auf der Messe 2026', matchLevel: 'none', matchedWords: [], fullyHighlighted: false });
    const { json: futura } = await post({ requests: [{ indexName: 'germany_de', params: 'query=futura&highlightPreTag=%3Cmark%3E&highlightPostTag=%3C%2Fmark%3E' }] });
    expect(futura.results[0].hits[0]._highlightResult.title).toMatchObject({ value: '<mark>Futura</mark>', matchLevel: 'full', matchedWords: ['futura'] });
    expect(futura.results[0].hits[0]).toMatchObject({ url: '/de/produkte/futura', image: '/f/1/800x600/a/futura.jpg', type: 'product', category: 'Maschinen für Fahrzeugschlüssel' });
  });

  it('searches facet values, highlighted, with their counts', async () => {
    const { status, json } = await post(categoryFacetSearch);
    expect(status).toBe(200);
    expect(json.results[0].facetHits).toEqual([
      { value: 'Maschinen für Fahrzeugschlüssel', highlighted: 'Maschinen für __ais-highlight__Fahr__/ais-highlight__zeugschlüssel', count: 2 },
    ]);
  });

  it('counts the facets the settings declare (category, kind, segment), all of them for *, none it does not declare', async () => {
    const { json } = await post({ requests: [{ indexName: 'germany_de', params: { query: '', facets: ['category', 'kind', 'segment', 'text', 'code'] } }] });
    expect(json.results[0].facets).toEqual({
      category: { 'Maschinen für Fahrzeugschlüssel': 2, Schlüsselrohlinge: 2 },
      kind: { blank: 2, machine: 2 },
      segment: { automotive: 2, residential: 2 },
    });
    const all = await post({ requests: [{ indexName: 'germany_de', params: { query: '', facets: '*' } }] });
    expect(Object.keys(all.json.results[0].facets).sort()).toEqual(['category', 'kind', 'segment', 'type', 'year']);
    expect(all.json.results[0].facets.year).toEqual({ '2025': 1, '2026': 2 });
  });

  it('answers 400 to a facet search on a facet the settings do not declare searchable, as Algolia', async () => {
    const { status, json } = await post({ requests: [{ indexName: 'germany_de', type: 'facet', facet: 'type', params: { facetQuery: 'ne' } }] });
    expect(status).toBe(400);
    expect(json).toEqual({ message: 'Cannot search in `type` attribute, you need to add `searchable(type)` to attributesForFaceting.', status: 400 });
  });

  it('applies every filter form: filters with a numeric range and a NOT, facetFilters, numericFilters, tagFilters', async () => {
    const titles = async (params: Record<string, unknown>) => {
      const { status, json } = await post({ requests: [{ indexName: 'germany_de', params: { query: '', hitsPerPage: 50, ...params } }] });
      expect(status).toBe(200);
      return json.results[0].hits.map((hit: { title: string }) => hit.title).sort();
    };
    const may2026 = Date.UTC(2026, 4, 1) / 1000;
    expect(await titles({ filters: 'year:2025 TO 2026 AND NOT type:event' })).toEqual(['Clavis auf der Messe 2025', 'Clavis auf der Messe 2026']);
    expect(await titles({ filters: `date >= ${may2026}` })).toEqual(['Tag der offenen Tür']);
    expect(await titles({ filters: '(kind:machine OR category:"Schlüsselrohlinge") AND NOT segment:residential' })).toEqual(['Futura', 'Futura Pro']);
    expect(await titles({ numericFilters: [`date<${may2026}`, 'year>=2026'] })).toEqual(['Clavis auf der Messe 2026']);
    expect(await titles({ numericFilters: `date<${may2026},year>=2026` })).toEqual(['Clavis auf der Messe 2026']);
    expect(await titles({ facetFilters: [['kind:blank', 'code:FU-200']], tagFilters: '' })).toEqual(['Arca AR-50', 'Arca AR-52', 'Futura Pro']);
    expect(await titles({ facetFilters: ['type:product', 'kind:-machine'] })).toEqual(['Arca AR-50', 'Arca AR-52']);
    expect(await titles({ tagFilters: ['machine'] })).toEqual([]);
  });

  it('answers 400 to a filter on an attribute the settings do not declare, and to bad syntax', async () => {
    for (const params of [{ filters: 'title:Futura' }, { facetFilters: ['text:x'] }, { numericFilters: ['code>3'] }, { filters: 'type:news AND' }, { filters: 'date >= soon' }]) {
      const { status, json } = await post({ requests: [{ indexName: 'germany_de', params }] });
      expect(status).toBe(400);
      expect(json).toEqual({ message: expect.stringMatching(/^(filters|facetFilters|numericFilters): /), status: 400 });
    }
  });

  it('sorts by date on the replica index names', async () => {
    const titles = async (indexName: string) =>
      (await post({ requests: [{ indexName, params: { query: 'messe' } }] })).json.results[0].hits.map((hit: { title: string }) => hit.title);
    expect(await titles('germany_de_date_desc')).toEqual(['Clavis auf der Messe 2026', 'Clavis auf der Messe 2025']);
    expect(await titles('germany_de_date_asc')).toEqual(['Clavis auf der Messe 2025', 'Clavis auf der Messe 2026']);
  });

  it('paginates', async () => {
    const { json } = await post({ requests: [{ indexName: 'germany_de', params: { query: '', hitsPerPage: 4, page: 1 } }] });
    expect(json.results[0]).toMatchObject({ page: 1, hitsPerPage: 4, nbHits: 11, nbPages: 3 });
    expect(json.results[0].hits).toHaveLength(4);
  });
});

describe('POST /api/search: errors as Algolia shapes them', () => {
  it.each([
    ['a body that is not JSON', '{"requests": ['],
    ['a body without requests', { queries: [] }],
    ['a request without indexName', { requests: [{ params: {} }] }],
    ['a hitsPerPage that is not a number', { requests: [{ indexName: 'germany_de', params: 'hitsPerPage=many' }] }],
    ['facetFilters that are not attribute:value', { requests: [{ indexName: 'germany_de', params: { facetFilters: ['product'] } }] }],
  ])('answers 400 to %s', async (_, body) => {
    const { status, json } = await post(body);
    expect(status).toBe(400);
    expect(json).toEqual({ message: expect.any(String), status: 400 });
  });

  it("answers 400 to an engine error thrown by another copy of the module (a bundle's other chunk), not 500", async () => {
    // As a bundler's second copy of the engine throws it: same name and status, another class.
    class SearchRequestError extends Error {
      constructor(message: string, readonly status = 400) {
        super(message);
        this.name = 'SearchRequestError';
      }
    }
    const handler = createMultiQueryHandler({
      resolveIndex: () => {
        throw new SearchRequestError('Cannot search in `x` attribute');
      },
    });
    const response = await handler.handle(new Request('http://site.test/api/search', { method: 'POST', body: JSON.stringify({ requests: [{ indexName: 'germany_de' }] }) }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'Cannot search in `x` attribute', status: 400 });
  });

  it('answers 413 to a body past 64 KiB, whether its length is declared or it arrives in chunks', async () => {
    const large = JSON.stringify({ requests: [{ indexName: 'germany_de', params: { query: 'x'.repeat(70 * 1024) } }] });
    expect(await post(large)).toEqual({ status: 413, json: { message: 'Request body too large', status: 413 } });

    // Chunked, with no Content-Length (the handler itself: the loopback server reads bodies whole):
    // an endless stream is cut off at the cap, not read to its end.
    let sent = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 16 * 1024;
        controller.enqueue(new TextEncoder().encode(' '.repeat(16 * 1024)));
      },
    });
    const handle = createPublicSearchHandler(engine);
    const chunked = await handle(new Request('http://127.0.0.1/api/search', { method: 'POST', body: endless, duplex: 'half' } as RequestInit));
    expect(chunked.status).toBe(413);
    expect(await chunked.json()).toEqual({ message: 'Request body too large', status: 413 });
    expect(sent).toBeLessThan(1024 * 1024);
  });

  it('answers 404 for an unknown index, another market or locale', async () => {
    for (const indexName of ['germany_xx', 'italy_it', 'germany_it', 'products']) {
      const { status, json } = await post({ requests: [{ indexName, params: {} }] });
      expect(status).toBe(404);
      expect(json).toEqual({ message: `Index ${indexName} does not exist`, status: 404 });
    }
  });

  it('never answers from the extranet index', async () => {
    const { status } = await post({ requests: [{ indexName: 'germany_de_extranet', params: { query: 'preislisten' } }] });
    expect(status).toBe(404);
    const { json } = await post({ requests: [{ indexName: 'germany_de', params: { query: 'preislisten' } }] });
    expect(json.results[0].nbHits).toBe(0);
  });
});

describe('keeping the index current', () => {
  it('finds a published story at once and forgets an unpublished one', async () => {
    const story = fixtureStory('de/germany/neu/zylinderfraese', { component: 'page', title: 'Die neue Zylinderfräse' });
    const count = async () => (await post({ requests: [{ indexName: 'germany_de', params: { query: 'zylinderfrase' } }] })).json.results[0].nbHits;
    expect(await count()).toBe(0);
    await engine.update(story.full_slug, story);
    expect(await count()).toBe(1);
    await engine.update(story.full_slug, { ...story, content: { ...story.content, title: 'Die Zylinderfräse' } });
    expect(await count()).toBe(1);
    await engine.update(story.full_slug, null);
    expect(await count()).toBe(0);
  });
});

describe('an index built anew', () => {
  it('answers a body asked before from the new index, not the old one (an engine reset or refreshed)', async () => {
    const published: ReturnType<typeof fixtureStory>[] = [...germanStories()];
    const rebuilt = createSearchEngine({ market: 'germany', locales: ['de'], loadStories: async () => published, urlOf: fixtureUrl });
    const own = await serveOnLoopback(createPublicSearchHandler(rebuilt));
    try {
      const body = JSON.stringify({ requests: [{ indexName: 'germany_de', params: { query: 'zylinderfrase' } }] });
      const count = async () => ((await (await fetch(`${own.url}/api/search`, { method: 'POST', headers: { 'content-type': 'application/json' }, body })).json()) as { results: { nbHits: number }[] }).results[0]!.nbHits;
      expect(await count()).toBe(0);
      // Published while this server did not hear of it: it resets its engine when it catches up.
      published.push(fixtureStory('de/germany/neu/zylinderfraese', { component: 'page', title: 'Die neue Zylinderfräse' }));
      rebuilt.reset();
      expect(await count()).toBe(1);
    } finally {
      await own.close();
    }
  });
});
