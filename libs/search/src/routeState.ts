// `@clavis/search/route-state`: the search page's URL state, without the search UI's code (the
// proxy reads it to decide whether a request asks for results).
import { searchLimits, truncateQuery } from './searchLimits';

/** What the URL keeps: `?q=futura&type=product&type=news&category=...&year=2026&page=2&sort=date_desc`. */
export interface SearchRouteState {
  q?: string;
  type?: string[];
  category?: string[];
  year?: string[];
  page?: number;
  sort?: 'date_desc' | 'date_asc';
}

export const ROUTE_FACETS = ['type', 'category', 'year'] as const;
export const ROUTE_SORTS = ['date_desc', 'date_asc'] as const;

/**
 * Values kept per facet, and the longest value kept: the page's filters stay within the engine's
 * conditions (`searchLimits.filterConditions`) whatever a link carries.
 */
const ROUTE_VALUES = Math.floor(searchLimits.filterConditions / ROUTE_FACETS.length);
const ROUTE_VALUE_LENGTH = 200;

/** The URL's query string of a route state; empty fields are left out. */
export function routeStateToQuery(state: SearchRouteState): string {
  const query = new URLSearchParams();
  if (state.q) query.set('q', state.q);
  for (const facet of ROUTE_FACETS) for (const value of state[facet] ?? []) query.append(facet, value);
  if (state.page && state.page > 1) query.set('page', String(state.page));
  if (state.sort) query.set('sort', state.sort);
  const text = query.toString();
  return text ? `?${text}` : '';
}

/**
 * The route state of a URL's query string; unknown or malformed fields are ignored, and what passes
 * the engine's limits is cut to them (the query to its first 512 bytes and 32 words, the page to
 * the last one the engine serves), so a long link still shows a page of results.
 */
export function queryToRouteState(search: string | URLSearchParams): SearchRouteState {
  const query = typeof search === 'string' ? new URLSearchParams(search) : search;
  const state: SearchRouteState = {};
  const q = truncateQuery(query.get('q') ?? '');
  if (q) state.q = q;
  for (const facet of ROUTE_FACETS) {
    const values = [...new Set(query.getAll(facet))].filter((value) => value && value.length <= ROUTE_VALUE_LENGTH).slice(0, ROUTE_VALUES);
    if (values.length > 0) state[facet] = values;
  }
  const page = Number(query.get('page'));
  if (Number.isInteger(page) && page > 1) state.page = Math.min(page, searchLimits.page + 1);
  const sort = query.get('sort');
  if ((ROUTE_SORTS as readonly string[]).includes(sort ?? '')) state.sort = sort as SearchRouteState['sort'];
  return state;
}

/** Whether a route state asks for results (a query, a refinement, a page or an order). */
export function hasSearchState(state: SearchRouteState): boolean {
  return Object.keys(state).length > 0;
}
