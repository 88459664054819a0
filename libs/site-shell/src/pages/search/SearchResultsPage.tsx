import { queryToRouteState } from '@clavis/search';
import { SitePage } from '../site/SitePage';
import type { SiteRouteParams } from '../../paths/routeParams';

type SearchParams = Record<string, string | string[] | undefined>;

/**
 * The search page with the URL's search state, rendered per request: the results are in its HTML,
 * so they paint with the page (the prebuilt page without a query waits for the search's script).
 */
export async function SearchResultsPage({ params, searchParams }: { params: Promise<SiteRouteParams>; searchParams: Promise<SearchParams> }) {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(await searchParams)) for (const item of [value ?? []].flat()) query.append(key, item);
  return <SitePage params={params} searchState={queryToRouteState(query)} />;
}
