import 'server-only';
import { cache } from 'react';
import { notFound } from 'next/navigation';
import { siteMarket, storySource } from '../cms/site';
import { loadPage, type LoadedPage } from '../page/loadPage';
import { routeLocale, routePathname, type SiteRouteParams } from './routeParams';
import { rethrowWithStatus } from './statusErrors';

/** The page of a rewritten route, loaded once per request (metadata and page share it); 404 otherwise. */
export const loadSitePage = cache(async (locale: string, path: readonly string[] | undefined): Promise<LoadedPage & { pathname: string }> => {
  const market = siteMarket();
  const routeLocaleCode = routeLocale(market, locale);
  if (!routeLocaleCode) notFound();
  const pathname = routePathname(path);
  let load;
  try {
    load = await loadPage({ market, locale: routeLocaleCode, pathname, source: storySource() });
  } catch (error) {
    rethrowWithStatus(error);
  }
  if (load.kind !== 'page') notFound();
  return { ...load, pathname };
});

export async function paramsOf(params: Promise<SiteRouteParams>) {
  const { locale, path } = await params;
  return { locale, path };
}
