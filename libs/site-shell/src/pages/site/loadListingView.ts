import 'server-only';
import { cache } from 'react';
import { listingPageView, type ListingPageView } from '@clavis/blocks';
import { siteMarket, storySourceFor } from '../../server/site';
import { serverIntl } from '../../i18n/serverIntl';
import { loadData } from '../../cms/loadPage';
import { pageListingRequest, serverRenderContext } from '../../render/pageContract';
import { loadSitePage } from './loadSitePage';

const LISTING = 'listing';

const viewOfPage = cache(async (locale: string, pathKey: string, view: string): Promise<ListingPageView | null> => {
  const page = await loadSitePage(locale, pathKey ? pathKey.split('/') : undefined);
  if (!page) return null;
  const { match, story, siteConfig, draft } = page;
  const scope = { market: siteMarket(), locale: page.locale, storySlug: story.full_slug };
  const request = pageListingRequest({ route: match.route, params: match.params, story, scope });
  if (!request) return null;
  const data = await loadData(storySourceFor(draft), [{ ...request, uid: LISTING }]);
  const context = serverRenderContext({ ...scope, draft, intl: await serverIntl(page.locale), data });
  return listingPageView(
    { route: match.route, params: match.params, story, siteConfig, listing: data[LISTING] ?? null, path: page.pathname },
    context,
    view,
  );
});

/**
 * The listing view a URL names (`?page=2`, after the proxy's rewrite) on the page of `path`, or
 * null when that page lists nothing or its listing cannot show the view (a page past the last, a
 * filter value no item has). The page's body and its head both ask here, once per request, so a
 * view without items is a 404 in both: the 404 screen, and a head that keeps it out of the index.
 */
export function loadListingView(locale: string, path: readonly string[] | undefined, view: string): Promise<ListingPageView | null> {
  return viewOfPage(locale, (path ?? []).join('/'), view);
}
