/**
 * Multi-query bodies as react-instantsearch 7 (algoliasearch-helper 3) sends them, recorded from
 * the search page: typing `maschine`, choosing two content types (a disjunctive refinement list:
 * one request for the hits, one per refined facet without its own refinement), and a facet search.
 */
const AIS = { highlightPreTag: '__ais-highlight__', highlightPostTag: '__/ais-highlight__' };

export const twoTypesChosen = {
  requests: [
    {
      indexName: 'germany_de',
      params: {
        ...AIS,
        attributesToSnippet: ['text:24'],
        facetFilters: [['type:news', 'type:event']],
        facets: ['category', 'type', 'year'],
        hitsPerPage: 10,
        maxValuesPerFacet: 10,
        page: 0,
        query: 'maschine',
        tagFilters: '',
      },
    },
    {
      indexName: 'germany_de',
      params: {
        ...AIS,
        analytics: false,
        clickAnalytics: false,
        facets: 'type',
        hitsPerPage: 0,
        maxValuesPerFacet: 10,
        page: 0,
        query: 'maschine',
      },
    },
  ],
};

/** The same body as an algoliasearch v4 client sends it: `params` as a URL-encoded string. */
export const twoTypesChosenAsString = {
  requests: twoTypesChosen.requests.map(({ indexName, params }) => ({
    indexName,
    params: new URLSearchParams(
      Object.entries(params).map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)]),
    ).toString(),
  })),
};

/** algoliasearch v5's flat shape: the parameters beside indexName. */
export const twoTypesChosenFlat = {
  requests: twoTypesChosen.requests.map(({ indexName, params }) => ({ indexName, ...params })),
};

export const categoryFacetSearch = {
  requests: [
    {
      indexName: 'germany_de',
      type: 'facet',
      facet: 'category',
      params: { ...AIS, facetQuery: 'fahr', maxFacetHits: 10, query: '' },
    },
  ],
};
