import type { Router, StateMapping, UiState } from 'instantsearch.js';
import { history } from 'instantsearch.js/es/lib/routers';
import { queryToRouteState, ROUTE_FACETS as FACETS, ROUTE_SORTS as SORTS, routeStateToQuery, type SearchRouteState } from '../routeState';

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
