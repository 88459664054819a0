import type { Metadata } from 'next';
import { draftMode } from 'next/headers';
import { getMarketConfig } from '@clavis/i18n-routing';
import { serverIntl } from '../../i18n/serverIntl';
import { pageDescription, pageTitle } from '../../cms/pageTitle';
import { localePathsOf } from '../../seo/alternateUrls';
import { pageMetadata } from '../../seo/pageMetadata';
import { siteNameOf, siteOrigin } from '../../seo/site';
import { siteMarket } from '../../config/market';
import { readListingView } from '../../paths/listingViewPath';
import { loadListingView } from './loadListingView';
import { loadSitePage } from './loadSitePage';
import { routeLocale, type SiteRouteParams } from '../../paths/routeParams';
import { refusedStatus } from './statusErrors';

/**
 * The page's head: its title and description from the page-meta message templates, canonical and
 * hreflang URLs, Open Graph and Twitter cards; error pages and draft previews are not indexed.
 */
export async function generateMetadata({ params }: { params: Promise<SiteRouteParams> }): Promise<Metadata> {
  const { locale, path: segments } = await params;
  const { path, view } = readListingView(segments);
  const market = siteMarket();
  const routeIntl = () => serverIntl(routeLocale(market, locale) ?? getMarketConfig(market).defaultLocale);
  let page;
  try {
    page = view === false ? null : await loadSitePage(locale, path);
    // A view the listing cannot show (a page past its last) is the 404 screen: its head too.
    if (page && view && !(await loadListingView(locale, path, view))) page = null;
  } catch (error) {
    // Content the CMS refuses: the page is its 401 or 403 screen (SitePage), the head its title.
    const status = refusedStatus(error);
    if (!status) throw error;
    const key = status === 401 ? 'errors.unauthorized.title' : 'errors.forbidden.title';
    return { title: (await routeIntl()).formatMessage({ id: key }), robots: { index: false } };
  }
  const intl = page ? await serverIntl(page.locale) : await routeIntl();
  // The 404 screen's title; its body and status come from the page (NotFoundAnswer).
  if (!page) return { title: intl.formatMessage({ id: 'errors.not_found.title' }), robots: { index: false } };
  // A listing's view is its own page: canonical to itself, with no other locale's version.
  const pagePath = view ? `${page.pathname}?${view}` : page.pathname;
  return pageMetadata({
    market,
    locale: page.locale,
    path: pagePath,
    route: page.match.route,
    localePaths: view ? { [page.locale]: pagePath } : localePathsOf({ market, locale: page.locale, path: page.pathname, story: page.story }),
    story: page.story,
    title: pageTitle(intl, page.match.route, page.story),
    description: pageDescription(page.story, page.siteConfig),
    origin: siteOrigin(),
    siteName: siteNameOf(page.siteConfig),
    draft: (await draftMode()).isEnabled,
  });
}
