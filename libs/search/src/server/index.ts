// @clavis/search/server: the embedded search engine (Node), its Algolia-compatible protocol, records.
export { createAnalyzer } from './language/createAnalyzer';
export type { Analyzer } from './language/createAnalyzer';
export { foldText } from './language/foldText';
export { isSearchLocale, searchLocales } from './language/stemmers';
export type { SearchLocale } from './language/stemmers';
export { createSearchIndex } from './engine/createSearchIndex';
export type { SearchIndex, SearchOutcome } from './engine/createSearchIndex';
export { createSearchEngine, recordsOf } from './engine/createSearchEngine';
export type { SearchEngine, SearchEngineOptions } from './engine/createSearchEngine';
export { facetAttributes, searchableAttributes } from './engine/types';
export type { FacetSearchResponse, SearchHit, SearchParams, SearchRecord, SearchResponse, SortOrder } from './engine/types';
export { algoliaError, createMultiQueryHandler } from './protocol/createMultiQueryHandler';
export type { MultiQueryHandlerOptions, ResolvedIndex } from './protocol/createMultiQueryHandler';
export { createExtranetSearchHandler, createPublicSearchHandler } from './protocol/createSearchRoutes';
export type { ExtranetVerification } from './protocol/createSearchRoutes';
export { searchParams, SearchRequestError } from './protocol/searchParams';
export { extranetSearchTypes, publicSearchTypes, storyRecord, storyText } from './records/storyRecord';
export type { IndexableStory, RecordContext } from './records/storyRecord';
