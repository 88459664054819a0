/** @jest-environment node */
// The stock Algolia clients, given only this server as their host, against Algolia's REST paths.
import { algoliasearch, type SearchClient } from 'algoliasearch';
import algoliasearchHelper from 'algoliasearch-helper';
import { createSearchEngine } from '../engine/createSearchEngine';
import { fixtureStory, fixtureUrl, germanStories } from '../testing/fixtureStories';
import { serveOnLoopback } from '../testing/serveOnLoopback';
import { createPublicSearch } from './createSearchRoutes';

const extranetStories = [fixtureStory('de/extranet/kataloge/preislisten-2026', { component: 'catalogue_folder', title: 'Preislisten 2026 Maschinen' }, 'extranet-prices')];

let server: Awaited<ReturnType<typeof serveOnLoopback>>;
let client: SearchClient;

beforeAll(async () => {
  const engine = createSearchEngine({
    market: 'germany',
    locales: ['de'],
    loadStories: async () => germanStories(),
    loadExtranetStories: async () => extranetStories,
    urlOf: fixtureUrl,
  });
  const search = createPublicSearch(engine);
  server = await serveOnLoopback((request) => search.handleRest(request));
  const { hostname, port } = new URL(server.url);
  client = algoliasearch('clavis', 'public-search-key', { hosts: [{ url: hostname, port: Number(port), protocol: 'http', accept: 'readWrite' }] });
});
afterAll(() => server.close());

/** The error an Algolia client throws for an API answer: its status and message from `{ message, status }`. */
async function apiError(promise: Promise<unknown>): Promise<{ status: number; message: string }> {
  try {
    await promise;
  } catch (error) {
    const { status, message } = error as { status: number; message: string };
    return { status, message };
  }
  throw new Error('expected the request to fail');
}

describe('algoliasearch v5 with only hosts set', () => {
  it('searches one index (POST /1/indexes/{index}/query), with codes as typed and a numeric filter', async () => {
    const result = await client.searchSingleIndex<{ title: string; code?: string }>({ indexName: 'germany_de', searchParams: { query: 'FU 100', hitsPerPage: 5 } });
    expect(result.hits[0]).toMatchObject({ title: 'Futura', code: 'FU-100' });
    expect(result).toMatchObject({ nbHits: 1, page: 0, hitsPerPage: 5, query: 'FU 100', index: 'germany_de' });
    const dated = await client.searchSingleIndex<{ title: string }>({ indexName: 'germany_de', searchParams: { query: '', numericFilters: ['year>=2026'], filters: 'NOT type:event' } });
    expect(dated.hits.map((hit) => hit.title)).toEqual(['Clavis auf der Messe 2026']);
  });

  it('searches several indexes (POST /1/indexes/*/queries), hits and facets, with a facet search among them', async () => {
    const { results } = await client.search({
      requests: [
        { indexName: 'germany_de', query: 'futura', facets: ['category', 'kind'] },
        { indexName: 'germany_de', type: 'facet', facet: 'category', facetQuery: 'schl' },
      ],
    });
    expect(results[0]).toMatchObject({ nbHits: 2, facets: { category: { 'Maschinen für Fahrzeugschlüssel': 2 }, kind: { machine: 2 } } });
    expect(results[1]).toMatchObject({ facetHits: [{ value: 'Schlüsselrohlinge', count: 2 }] });
  });

  it('searches facet values (POST /1/indexes/{index}/facets/{facet}/query) on a searchable facet only', async () => {
    const answer = await client.searchForFacetValues({ indexName: 'germany_de', facetName: 'category', searchForFacetValuesRequest: { facetQuery: 'masch', maxFacetHits: 5 } });
    expect(answer.facetHits).toEqual([{ value: 'Maschinen für Fahrzeugschlüssel', highlighted: '<em>Masch</em>inen für Fahrzeugschlüssel', count: 2 }]);
    expect(await apiError(client.searchForFacetValues({ indexName: 'germany_de', facetName: 'type', searchForFacetValuesRequest: { facetQuery: 'n' } }))).toEqual({
      status: 400,
      message: 'Cannot search in `type` attribute, you need to add `searchable(type)` to attributesForFaceting.',
    });
  });

  it('gets a public record by objectID (GET /1/indexes/{index}/{objectID}), never one of the extranet', async () => {
    const futura = await client.getObject({ indexName: 'germany_de', objectID: 'prod-futura', attributesToRetrieve: ['title', 'code'] });
    expect(futura).toEqual({ objectID: 'prod-futura', title: 'Futura', code: 'FU-100' });
    expect(await apiError(client.getObject({ indexName: 'germany_de', objectID: 'extranet-prices' }))).toEqual({ status: 404, message: 'ObjectID does not exist' });
    expect(await apiError(client.getObject({ indexName: 'germany_de_extranet', objectID: 'extranet-prices' }))).toEqual({ status: 404, message: 'Index germany_de_extranet does not exist' });
    expect(await apiError(client.searchSingleIndex({ indexName: 'germany_de_extranet', searchParams: { query: 'preislisten' } }))).toMatchObject({ status: 404 });
  });

  it("answers with Algolia's limits and error shapes: hitsPerPage capped at 1000, unknown parameters and undeclared filters 400", async () => {
    const many = await client.searchSingleIndex({ indexName: 'germany_de', searchParams: { query: '', hitsPerPage: 5000 } });
    expect(many.hitsPerPage).toBe(1000);
    expect(await apiError(client.searchSingleIndex({ indexName: 'germany_de', searchParams: { query: '', hitsPerPages: 5 } as never }))).toEqual({ status: 400, message: 'Unknown parameter: hitsPerPages' });
    expect(await apiError(client.searchSingleIndex({ indexName: 'germany_de', searchParams: { filters: 'title:Futura' } }))).toMatchObject({ status: 400, message: expect.stringContaining('attributesForFaceting') });
  });
});

describe('algoliasearch-helper (InstantSearch) with the same client', () => {
  it('refines two categories disjunctively, each count as if refined by the other facets only', async () => {
    const helper = algoliasearchHelper(client as never, 'germany_de', { disjunctiveFacets: ['category'], facets: ['kind'], hitsPerPage: 50 });
    helper.addDisjunctiveFacetRefinement('category', 'Maschinen für Fahrzeugschlüssel').addDisjunctiveFacetRefinement('category', 'Schlüsselrohlinge').addFacetRefinement('kind', 'blank');
    const results = await new Promise<algoliasearchHelper.SearchResults>((resolve, reject) => {
      helper.once('result', (event: { results: algoliasearchHelper.SearchResults }) => resolve(event.results));
      helper.once('error', (event: { error: Error }) => reject(event.error));
      helper.search();
    });
    expect(results.hits.map((hit) => hit['title']).sort()).toEqual(['Arca AR-50', 'Arca AR-52']);
    // The category counts: the query refined by kind only (the other facets), not by category
    // (the helper lists a refined value the answer did not count as 0).
    const byKindOnly = await client.searchSingleIndex({ indexName: 'germany_de', searchParams: { query: '', facets: ['category'], facetFilters: ['kind:blank'], hitsPerPage: 0 } });
    const values = results.getFacetValues('category', { sortBy: ['name:asc'] }) as { name: string; count: number }[];
    const counts = Object.fromEntries(values.filter((value) => value.count > 0).map((value) => [value.name, value.count]));
    expect(counts).toEqual(byKindOnly.facets!['category']);
  });

  it('refines numerically and searches facet values', async () => {
    const helper = algoliasearchHelper(client as never, 'germany_de', { facets: ['type', 'category'], hitsPerPage: 50 });
    helper.addNumericRefinement('year', '>=', 2026).addFacetRefinement('type', 'news');
    const results = await new Promise<algoliasearchHelper.SearchResults>((resolve, reject) => {
      helper.once('result', (event: { results: algoliasearchHelper.SearchResults }) => resolve(event.results));
      helper.once('error', (event: { error: Error }) => reject(event.error));
      helper.search();
    });
    expect(results.hits.map((hit) => hit['title'])).toEqual(['Clavis auf der Messe 2026']);
    // A facet-value search carries the helper's refinements: no news has a category, a product search has.
    expect((await helper.searchForFacetValues('category', 'schl', 5)).facetHits).toEqual([]);
    const products = algoliasearchHelper(client as never, 'germany_de', { facets: ['type', 'category'] }).addFacetRefinement('type', 'product');
    expect((await products.searchForFacetValues('category', 'schl', 5)).facetHits).toEqual([expect.objectContaining({ value: 'Schlüsselrohlinge', highlighted: '<em>Schl</em>üsselrohlinge', count: 2, isRefined: false })]);
  });
});
