import 'server-only';
import {
  initialResultsOf,
  searchPageRequest,
  type InitialResults,
  type SearchRouteState,
  type SearchServiceConfig,
} from '@clavis/search';
import { siteServices } from '../../server/services';

/**
 * The search page's first results for the URL's state, found on the server so that they are on the
 * page from its first paint, and without script, asked where the page's live search asks
 * (`searchClientConfig`): the embedded engine of this process, or Algolia
 * with the page's public key when configured. Undefined when the search fails: the page's live
 * search then asks again from the browser.
 */
export async function searchPageResults(
  { config, indexName }: { config: SearchServiceConfig; indexName: string },
  state: SearchRouteState,
): Promise<InitialResults | undefined> {
  const requests = [searchPageRequest({ indexName, state })];
  try {
    const answer = config.applicationId
      ? await (await siteServices().algoliaSearch(config)).search(requests)
      : await siteServices().publicSearch.run({ requests });
    return initialResultsOf(answer.results[0]) ?? undefined;
  } catch (error) {
    console.warn(
      `[search] the search page's results for ${JSON.stringify(state)} failed: ${String(error)}`,
    );
    return undefined;
  }
}
