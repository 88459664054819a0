import type { Metadata } from 'next';
import { serverIntl } from '../i18n/serverIntl';
import { pageDescription, pageTitle } from '../page/pageTitle';
import { loadSitePage } from './loadSitePage';
import { routeLocale, type SiteRouteParams } from './routeParams';
import { currentMarket } from './currentMarket';
import { getMarketConfig } from '@clavis/i18n-routing';

/** Title and description of the page, from the page-meta message templates. */
export async function generateMetadata({ params }: { params: Promise<SiteRouteParams> }): Promise<Metadata> {
  const { locale, path } = await params;
  const page = await loadSitePage(locale, path);
  const market = currentMarket();
  const intl = await serverIntl(page?.locale ?? routeLocale(market, locale) ?? getMarketConfig(market).defaultLocale);
  // The 404 screen's title; its status and body come from the page's notFound().
  if (!page) return { title: intl.formatMessage({ id: 'errors.not_found.title' }), robots: { index: false } };
  return { title: pageTitle(intl, page.match.route, page.story), description: pageDescription(page.story) };
}
