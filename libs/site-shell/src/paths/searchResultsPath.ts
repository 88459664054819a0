/** The internal route the proxy sends `/suchen?q=…` to: the search page rendered with its results. */
export const SEARCH_RESULTS_SEGMENT = 'search-results';

/** `/{locale}/search-results/{the search page's segments}` (see SearchResultsPage). */
export function searchResultsPath(locale: string, segments: readonly string[]): string {
  return `/${[locale, SEARCH_RESULTS_SEGMENT, ...segments].join('/')}`;
}

/** Whether an internal path is the search results route's. */
export function isSearchResultsPath(path: string): boolean {
  return path.split('/')[2] === SEARCH_RESULTS_SEGMENT;
}
