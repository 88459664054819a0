import type { MultiQueryRequest } from '../client/createSearchClient';
import { ROUTE_FACETS, type SearchRouteState } from '../routeState';
import { HIGHLIGHT_TAGS } from './HighlightedText';
import type { SearchHitRecord } from './SearchHit';

/** Results per page of the site search. */
export const HITS_PER_PAGE = 10;

/**
 * What a result carries: the search page's InstantSearch asks this, and so does the server for the
 * page's first results, so both show the very same hits. The long text travels only as its snippet;
 * only the title is highlighted (the snippet carries its own marks).
 */
export const HIT_PARAMS = {
  ...HIGHLIGHT_TAGS,
  attributesToHighlight: ['title'],
  attributesToSnippet: ['text:28'],
  snippetEllipsisText: '…',
  attributesToRetrieve: ['title', 'type', 'url', 'image', 'date', 'category'],
};

/**
 * The one query the search page asks for a route state (`?q=…&type=…&page=2&sort=date_desc`): the
 * server's answer to it renders with the live UI's components.
 */
export function searchPageRequest({ indexName, state, hitsPerPage = HITS_PER_PAGE }: { indexName: string; state: SearchRouteState; hitsPerPage?: number }): MultiQueryRequest {
  const facetFilters = ROUTE_FACETS.flatMap((facet) => (state[facet]?.length ? [state[facet].map((value) => `${facet}:${value}`)] : []));
  return {
    indexName: state.sort ? `${indexName}_${state.sort}` : indexName,
    params: {
      ...HIT_PARAMS,
      query: state.q ?? '',
      hitsPerPage,
      page: Math.max(0, (state.page ?? 1) - 1),
      ...(facetFilters.length > 0 ? { facetFilters } : {}),
    },
  };
}

/** The server's first page of results, shown until the live search has answered. */
export interface InitialResults {
  query: string;
  nbHits: number;
  /** As the search service answered, highlights in HIGHLIGHT_TAGS. */
  hits: SearchHitRecord[];
}

/** The initial results of one answer of `searchPageRequest`'s query; null for anything else. */
export function initialResultsOf(result: unknown): InitialResults | null {
  if (typeof result !== 'object' || result === null) return null;
  const { hits, nbHits, query } = result as { hits?: unknown; nbHits?: unknown; query?: unknown };
  if (!Array.isArray(hits) || typeof nbHits !== 'number') return null;
  return { query: typeof query === 'string' ? query : '', nbHits, hits: hits as SearchHitRecord[] };
}
