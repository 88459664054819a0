import 'server-only';
import { permanentRedirect, redirect } from 'next/navigation';
import { redirectStatus } from '@clavis/i18n-routing/proxy';
import { cache } from 'react';
import { siteMarket, storySourceFor } from '../../server/site';
import { siteServices } from '../../server/services';
import { loadPage, type LoadedPage } from '../../cms/loadPage';
import { isDraftRequest } from '../../preview/draftState';
import { ruleTarget } from '../../cms/redirectRules';
import { resolvePageRequest } from './resolvePageRequest';
import { routeLocale, type SiteRouteParams } from '../../paths/routeParams';

/**
 * The page of a rewritten route, loaded once per request (metadata and page share it); null for a
 * 404. In draft mode (`/api/draft`) it reads draft versions.
 */
export const loadSitePage = cache(
  async (
    locale: string,
    path: readonly string[] | undefined,
  ): Promise<(LoadedPage & { pathname: string; draft: boolean }) | null> => {
    const market = siteMarket();
    const routeLocaleCode = routeLocale(market, locale);
    if (!routeLocaleCode) return null;
    const { pathname, resolved, decidedByProxy } = resolvePageRequest({
      market,
      locale: routeLocaleCode,
      segments: path,
    });
    const draft = await isDraftRequest();
    // Content the CMS refuses (401, 403) reaches the page and its metadata as the CMS's error: the
    // page answers with its screen (SitePage), the metadata with its title.
    const load = await loadPage({
      market,
      locale: routeLocaleCode,
      resolved,
      source: storySourceFor(draft),
    });
    // A direct route's path (see proxy/directRoutes) reaches the page without the proxy, so a
    // redirect rule of the CMS for a path that has no story applies here.
    if (load.kind === 'invalid' && !draft && !decidedByProxy) {
      const target = ruleTarget(await siteServices().redirectRules(), pathname);
      if (target) redirectFromPage(target);
    }
    return load.kind === 'page' ? { ...load, pathname, draft } : null;
  },
);

/** A permanent redirect from a page, with the status `redirectStatus` gives a page (Next.js sends 308 or 307). */
function redirectFromPage(target: string): never {
  return redirectStatus('permanent', 'page') === 308 ? permanentRedirect(target) : redirect(target);
}

export async function paramsOf(params: Promise<SiteRouteParams>) {
  const { locale, path } = await params;
  return { locale, path };
}
