import type { Router, StateMapping, UiState } from 'instantsearch.js';
import { history } from 'instantsearch.js/es/lib/routers';

/** What the URL keeps: `?q=futura&type=product&type=news&category=...&year=2026&page=2&sort=date_desc`. */
export interface SearchRouteState {
  q?: string;
  type?: string[];
  category?: string[];
  year?: string[];
  page?: number;
  sort?: 'date_desc' | 'date_asc';
}

const FACETS = ['type', 'category', 'year'] as const;
const SORTS = ['date_desc', 'date_asc'] as const;

/** The URL's query string of a route state; empty fields are left out. */
export function routeStateToQuery(state: SearchRouteState): string {
  const query = new URLSearchParams();
  if (state.q) query.set('q', state.q);
  for (const facet of FACETS) for (const value of state[facet] ?? []) query.append(facet, value);
  if (state.page && state.page > 1) query.set('page', String(state.page));
  if (state.sort) query.set('sort', state.sort);
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** The route state of a URL's query string; unknown or malformed fields are ignored. */
export function queryToRouteState(search: string): SearchRouteState {
  const query = new URLSearchParams(search);
  const state: SearchRouteState = {};
  const q = query.get('q');
  if (q) state.q = q;
  for (const facet of FACETS) {
    const values = query.getAll(facet).filter(Boolean);
    if (values.length > 0) state[facet] = values;
  }
  const page = Number(query.get('page'));
  if (Number.isInteger(page) && page > 1) state.page = page;
  const sort = query.get('sort');
  if ((SORTS as readonly string[]).includes(sort ?? '')) state.sort = sort as SearchRouteState['sort'];
  return state;
}

/** InstantSearch's UI state of the page's index <-> the URL's route state. */
export function searchStateMapping(indexName: string): StateMapping<UiState, SearchRouteState> {
  return {
    stateToRoute(uiState: UiState): SearchRouteState {
      const state = uiState[indexName] ?? {};
      const route: SearchRouteState = {};
      if (state.query) route.q = state.query;
      for (const facet of FACETS) {
        const values = state.refinementList?.[facet];
        if (values && values.length > 0) route[facet] = values;
      }
      if (state.page && state.page > 1) route.page = state.page;
      const sort = SORTS.find((suffix) => state.sortBy === `${indexName}_${suffix}`);
      if (sort) route.sort = sort;
      return route;
    },
    routeToState(route: SearchRouteState): UiState {
      const refinementList: Record<string, string[]> = {};
      for (const facet of FACETS) if (route[facet]) refinementList[facet] = route[facet];
      return {
        [indexName]: {
          query: route.q ?? '',
          refinementList,
          ...(route.page ? { page: route.page } : {}),
          ...(route.sort ? { sortBy: `${indexName}_${route.sort}` } : {}),
        },
      };
    },
  };
}

/** The browser-history router: every change is a history entry, so Back and a shared link restore it. */
export function searchRouter(): Router<SearchRouteState> {
  return history<SearchRouteState>({
    cleanUrlOnDispose: false,
    writeDelay: 300,
    createURL: ({ routeState, location }) => `${location.pathname}${routeStateToQuery(routeState)}${location.hash}`,
    parseURL: ({ location }) => queryToRouteState(location.search),
  });
}
