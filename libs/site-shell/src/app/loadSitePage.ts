import 'server-only';
import { permanentRedirect } from 'next/navigation';
import { cache } from 'react';
import { cmsClient, siteMarket, storySourceFor } from '../cms/site';
import { loadPage, type LoadedPage } from '../page/loadPage';
import { isDraftRequest } from '../preview/draftState';
import { processRedirectRules, ruleTarget } from '../proxy/redirectRules';
import { slugTag } from '../revalidate/cacheTags';
import { tagPage } from '../revalidate/tagPage';
import { routeLocale, routePathname, type SiteRouteParams } from './routeParams';
import { rethrowWithStatus } from './statusErrors';

/**
 * The page of a rewritten route, loaded once per request (metadata and page share it); null for a
 * 404. In draft mode (`/api/draft`) it reads draft versions.
 */
export const loadSitePage = cache(async (locale: string, path: readonly string[] | undefined): Promise<(LoadedPage & { pathname: string; draft: boolean }) | null> => {
  const market = siteMarket();
  const routeLocaleCode = routeLocale(market, locale);
  if (!routeLocaleCode) return null;
  const pathname = routePathname(path);
  const draft = await isDraftRequest();
  let load;
  try {
    load = await loadPage({ market, locale: routeLocaleCode, pathname, source: storySourceFor(draft) });
  } catch (error) {
    rethrowWithStatus(error);
  }
  // A publish of any story the page looked for reaches it. Not for a 404: the cache handler renders
  // every 404 again on each request, and its tags would be one cache file per URL tried, which a
  // crawler of random URLs could grow without end (check:resilience's fuzz).
  if (!draft && load.kind === 'page') await tagPage(load.lookedUp.map(slugTag));
  // A direct route's path (see proxy/directRoutes) reaches the page without the proxy, so a
  // redirect rule of the CMS for a path that has no story applies here (308: permanent, like the
  // proxy's 301, which a page cannot send).
  if (load.kind === 'invalid' && !draft) {
    const target = ruleTarget(await processRedirectRules(market, cmsClient)(), pathname);
    if (target) permanentRedirect(target);
  }
  return load.kind === 'page' ? { ...load, pathname, draft } : null;
});

export async function paramsOf(params: Promise<SiteRouteParams>) {
  const { locale, path } = await params;
  return { locale, path };
}
