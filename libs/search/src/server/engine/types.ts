/** One searchable story as the engine (and Algolia) stores it. */
export interface SearchRecord {
  /** The story's uuid. */
  objectID: string;
  /** The story's full slug, to find the record again on a webhook. */
  fullSlug: string;
  title: string;
  /** The plain text of the story (description, excerpt, body), the source of snippets. */
  text: string;
  /** The content type: product, category, page, news, event, press_release, catalogue... */
  type: string;
  /** The product's category name (the category story's title), for the category facet. */
  category?: string;
  /** The category story's uuid, for related products. */
  categoryId?: string;
  /** The product's kind (`machine`, `key-blank`, `accessory`). */
  kind?: string;
  /** The product's segment (`automotive`, `residential`). */
  segment?: string;
  /** The year of a dated story (news, events, press), for the year facet and numeric filters. */
  year?: number;
  /** The story's date as epoch seconds, for sorting by date and numeric filters. */
  date?: number;
  /** The story's tags (its `tag_list`), for tag filters. */
  _tags?: string[];
  /** A product code (`FU-100`); matched exactly, never with a typo. */
  code?: string;
  /** The story's image (CMS asset URL), if any. */
  image?: string;
  /** The page's URL path on this market's site. */
  url: string;
}

export { facetAttributes, searchableAttributes } from './settings';
export type { FacetAttribute, SearchableAttribute } from './settings';
import type { Filter } from './filters';

/** The query parameters the engine honours, parsed from either `params` shape. */
export interface SearchParams {
  query: string;
  page: number;
  hitsPerPage: number;
  facets: string[];
  /** Every filter of the request (`filters`, `facetFilters`, `numericFilters`, `tagFilters`) as one tree. */
  filters: Filter;
  maxValuesPerFacet: number;
  highlightPreTag: string;
  highlightPostTag: string;
  attributesToHighlight: string[] | null;
  /** `attribute:words` pairs. */
  attributesToSnippet: { attribute: string; words: number }[];
  attributesToRetrieve: string[] | null;
  snippetEllipsisText: string;
  /** Facet search only. */
  facetQuery: string;
  /** Facet search only: how many values to answer. */
  maxFacetHits: number;
}

export type SortOrder = 'relevance' | 'date_desc' | 'date_asc';

export interface HighlightValue {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
  fullyHighlighted?: boolean;
}

export interface SearchHit extends Partial<SearchRecord> {
  objectID: string;
  _highlightResult: Record<string, HighlightValue>;
  _snippetResult?: Record<string, { value: string; matchLevel: HighlightValue['matchLevel'] }>;
}

export interface SearchResponse {
  hits: SearchHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  exhaustiveNbHits: true;
  exhaustiveFacetsCount: true;
  query: string;
  params: string;
  index: string;
  facets: Record<string, Record<string, number>>;
  processingTimeMS: number;
}

export interface FacetHit {
  value: string;
  highlighted: string;
  count: number;
}

export interface FacetSearchResponse {
  facetHits: FacetHit[];
  exhaustiveFacetsCount: true;
  processingTimeMS: number;
}
