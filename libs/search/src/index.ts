// Public API of @clavis/search: the search client factory and the search UI.
export { createSearchClient, SearchServiceError } from './client/createSearchClient';
export type { InstantSearchClient, MultiQueryRequest, SearchClients, SearchServiceConfig } from './client/createSearchClient';
export { formatCount } from './client/formatCount';
export { SiteSearch } from './ui/SiteSearch';
export { SearchShell } from './ui/SearchShell';
export type { SiteSearchProps } from './ui/SiteSearch';
export { ExtranetSearch } from './ui/ExtranetSearch';
export type { ExtranetSearchProps } from './ui/ExtranetSearch';
export { searchLabels } from './ui/searchLabels';
export type { SearchLabels, SearchLabelsIntl } from './ui/searchLabels';
export { extranetSearchTypes, publicSearchTypes } from './searchTypes';
export { searchLimits, truncateQuery } from './searchLimits';
export { hasSearchState, queryToRouteState, routeStateToQuery } from './routeState';
export type { SearchRouteState } from './routeState';
export { initialResultsOf, searchPageRequest } from './ui/searchPageQuery';
export type { InitialResults } from './ui/searchPageQuery';
export { RecommendedProducts } from './ui/RecommendedProducts';
export type { RecommendedProductsProps } from './ui/RecommendedProducts';
