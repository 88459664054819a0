import type { Metadata } from 'next';
import { serverIntl } from '../i18n/serverIntl';
import { pageDescription, pageTitle } from '../page/pageTitle';
import { loadSitePage } from './loadSitePage';
import type { SiteRouteParams } from './routeParams';

/** Title and description of the page, from the page-meta message templates. */
export async function generateMetadata({ params }: { params: Promise<SiteRouteParams> }): Promise<Metadata> {
  const { locale, path } = await params;
  const page = await loadSitePage(locale, path);
  const intl = await serverIntl(page.locale);
  return { title: pageTitle(intl, page.match.route, page.story), description: pageDescription(page.story) };
}
