import { algoliasearch, type SearchClient } from 'algoliasearch';
import algoliasearchHelper from 'algoliasearch-helper';
import { expect, test } from './support/test';
import { checkSharedCodeOnce } from './support/coverage';
import { suiteMarket } from './support/market';

// Issue #37: clients we did not write, unchanged. The stock algoliasearch v5 client and
// algoliasearch-helper (the state engine of InstantSearch), given only the built site as their host,
// against the market's real index: Algolia's REST paths, answered by the site itself.
checkSharedCodeOnce();

const market = suiteMarket();
const indexName = `${market}_de`;

type SearchRecord = { title: string; type?: string; code?: string; category?: string; year?: number };

function stockClient(baseURL: string): SearchClient {
  const { hostname, port } = new URL(baseURL);
  return algoliasearch('clavis', 'public-search-key', { hosts: [{ url: hostname, port: Number(port), protocol: 'http', accept: 'readWrite' }] });
}

function resultsOf(helper: algoliasearchHelper.AlgoliaSearchHelper): Promise<algoliasearchHelper.SearchResults> {
  return new Promise((resolve, reject) => {
    helper.once('result', (event: { results: algoliasearchHelper.SearchResults }) => resolve(event.results));
    helper.once('error', (event: { error: Error }) => reject(event.error));
    helper.search();
  });
}

/** The answer's facet counts, without the values the helper lists at 0 because they are refined. */
function counted(results: algoliasearchHelper.SearchResults, facet: string): Record<string, number> {
  const values = results.getFacetValues(facet, { sortBy: ['name:asc'] }) as { name: string; count: number }[];
  return Object.fromEntries(values.filter((value) => value.count > 0).map((value) => [value.name, value.count]));
}

test('algoliasearch v5 with only hosts set finds a product code as typed, from the site itself', async ({ baseURL }) => {
  const client = stockClient(baseURL as string);
  for (const typed of ['FU-100', 'FU 100', 'fu100']) {
    const answer = await client.searchSingleIndex<SearchRecord>({ indexName, searchParams: { query: typed, hitsPerPage: 5 } });
    expect(answer.hits[0], typed).toMatchObject({ title: 'Futura', code: 'FU-100' });
    expect(answer.hits.filter((hit) => hit.type === 'product').map((hit) => hit.title), typed).toEqual(['Futura']);
  }
});

test('algoliasearch-helper refines two categories disjunctively, each count as if refined by the other facets only', async ({ baseURL }) => {
  const client = stockClient(baseURL as string);
  const all = await client.searchSingleIndex({ indexName, searchParams: { query: '', facets: ['category', 'kind'], hitsPerPage: 0 } });
  const [first, second] = Object.entries(all.facets?.['category'] ?? {}).sort(([, a], [, b]) => b - a).map(([name]) => name);
  expect(second, 'two categories in the index').toBeDefined();
  const helper = algoliasearchHelper(client as never, indexName, { disjunctiveFacets: ['category'], facets: ['kind'], hitsPerPage: 100 });
  helper.addDisjunctiveFacetRefinement('category', first as string).addDisjunctiveFacetRefinement('category', second as string);
  const results = await resultsOf(helper);
  expect(results.nbHits).toBe((all.facets?.['category']?.[first as string] ?? 0) + (all.facets?.['category']?.[second as string] ?? 0));
  expect(results.hits.every((hit) => [first, second].includes(hit['category'] as string))).toBe(true);
  // Disjunctive counts are those of the query without the category refinement.
  expect(counted(results, 'category')).toEqual(all.facets?.['category']);
});

test('algoliasearch-helper refines numerically, and searches facet values', async ({ baseURL }) => {
  const client = stockClient(baseURL as string);
  const all = await client.searchSingleIndex<SearchRecord>({ indexName, searchParams: { query: '', facets: ['type'], numericFilters: ['year>0'], hitsPerPage: 1000, attributesToRetrieve: ['year', 'type'] } });
  const years = all.hits.map((hit) => hit.year as number).sort((a, b) => b - a);
  const newest = years[0] as number;
  const helper = algoliasearchHelper(client as never, indexName, { facets: ['type'], hitsPerPage: 1000 });
  helper.addNumericRefinement('year', '>=', newest);
  const results = await resultsOf(helper);
  expect(results.nbHits).toBe(years.filter((year) => year >= newest).length);
  expect(results.nbHits).toBeLessThan(all.nbHits ?? 0);
  expect(results.hits.every((hit) => (hit['year'] as number) >= newest)).toBe(true);

  const categories = Object.keys((await client.searchSingleIndex({ indexName, searchParams: { query: '', facets: ['category'], hitsPerPage: 0 } })).facets?.['category'] ?? {});
  const category = categories[0] as string;
  const prefix = category.slice(0, 4);
  const { facetHits } = await client.searchForFacetValues({ indexName, facetName: 'category', searchForFacetValuesRequest: { facetQuery: prefix, maxFacetHits: 100 } });
  expect(facetHits.map((hit) => hit.value)).toContain(category);
  expect(facetHits.every((hit) => hit.value.toLowerCase().split(/\s+/).some((word) => word.startsWith(prefix.toLowerCase())) || hit.value.toLowerCase().includes(prefix.toLowerCase()))).toBe(true);
});
