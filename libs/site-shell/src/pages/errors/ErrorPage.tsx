import type { ReactNode } from 'react';
import type { IntlShape } from '@formatjs/intl';
import { locale as rootLocale } from 'next/root-params';
import { getMarketConfig, type LocaleCode } from '@clavis/i18n-routing';
import { routeLocale } from '../../paths/routeParams';
import { siteMarket, storySource } from '../../server/site';
import { serverIntl } from '../../i18n/serverIntl';
import { loadSiteConfig } from '../../cms/loadPage';
import { PageLayout, pageRegistry, serverRenderContext } from '../../render/pageContract';
import { pageChrome } from '../../chrome/pageChrome';
import { ErrorScreen } from '../../errors/ErrorScreen';
import { errorTexts } from '../../errors/errorTexts';
import { ErrorStatus, NotFoundStatus } from '../../errors/NotFoundStatus';
import { ForbiddenScreen, NotFoundScreen, type NotFoundTexts } from '../../errors/screens';

/** The locale of the route (its root param: error files get no params), or null when the market does not serve it. */
async function errorLocale(): Promise<LocaleCode | null> {
  return routeLocale(siteMarket(), String((await rootLocale()) ?? ''));
}

/**
 * The 404 and 403 screens in the site's default layout, so a visitor who lands on a dead link
 * still has the header of every other page (navigation, language switch, search, partner login)
 * and the footer of their locale. Without a locale of the market,
 * or when the CMS cannot give the site configuration, the screen stands alone rather than fail a
 * second time.
 */
async function errorPage(locale: LocaleCode | null, children: (intl: IntlShape<string>, inLayout: boolean) => ReactNode): Promise<ReactNode> {
  const market = siteMarket();
  const intl = await serverIntl(locale ?? getMarketConfig(market).defaultLocale);
  if (!locale) return children(intl, false);
  let siteConfig;
  try {
    siteConfig = await loadSiteConfig({ market, locale, source: storySource() });
  } catch {
    return children(intl, false);
  }
  const context = serverRenderContext({ market, locale, storySlug: siteConfig?.full_slug ?? '', intl });
  // A page that is not there has no version in another locale: the switch leads to each locale's home.
  const chrome = pageChrome({ market, locale, intl, page: 'public', localePaths: {} });
  return (
    <PageLayout
      name="default"
      siteConfig={siteConfig}
      context={context}
      registry={pageRegistry()}
      localeSwitch={chrome.localeSwitch}
      headerActions={chrome.headerActions}
      footerActions={chrome.footerActions}
    >
      {children(intl, true)}
    </PageLayout>
  );
}

function notFoundTexts(intl: IntlShape<string>): NotFoundTexts {
  return {
    ...errorTexts(intl, 'not_found'),
    noRoute: intl.formatMessage({ id: 'errors.page_not_found' }, { path: '{path}' }),
    invalid: intl.formatMessage({ id: 'errors.validation_failed' }, { path: '{path}' }),
  };
}

/**
 * The catch-all page's answer when the URL has no page (no route, no story, a listing view the
 * listing cannot show): the 404 screen in the locale's layout as the page itself, in the server's
 * HTML, with status 404 (NotFoundStatus). `path` is the catch-all's segments without the proxy's
 * listing view.
 */
export async function NotFoundAnswer({ locale, path }: { locale: string; path: readonly string[] | undefined }) {
  return errorPage(routeLocale(siteMarket(), locale), (intl, inLayout) => (
    <>
      <NotFoundScreen texts={notFoundTexts(intl)} inLayout={inLayout} path={path} />
      <NotFoundStatus />
    </>
  ));
}

/**
 * `not-found.tsx` of the search results page (rendered per request, it keeps `notFound()` for its
 * 404). The catch-all page has no error files: it answers each error as its own page
 * (NotFoundAnswer, RefusedAnswer), and Next.js would put a segment's boundaries, each a copy of
 * the header and footer, in the payload of every page of the segment.
 */
export async function NotFoundPage() {
  return errorPage(await errorLocale(), (intl, inLayout) => <NotFoundScreen texts={notFoundTexts(intl)} inLayout={inLayout} />);
}

/**
 * The catch-all page's answer when the CMS refuses the page's content (SPEC.md sections 2 and 6):
 * the 403 screen in the locale's layout, or the 401 screen on the empty layout, as the page itself
 * in the server's HTML, with its status (ErrorStatus), as NotFoundAnswer does for a 404.
 */
export async function RefusedAnswer({ locale, status }: { locale: string; status: 401 | 403 }) {
  const served = routeLocale(siteMarket(), locale);
  if (status === 401)
    return (
      <>
        {await unauthorizedScreen(served)}
        <ErrorStatus status={401} />
      </>
    );
  return errorPage(served, (intl, inLayout) => (
    <>
      <ForbiddenScreen texts={errorTexts(intl, 'forbidden')} inLayout={inLayout} />
      <ErrorStatus status={403} />
    </>
  ));
}

/** The 401 screen: on the empty layout, with no back button (SPEC.md section 2). */
async function unauthorizedScreen(locale: LocaleCode | null) {
  const intl = await serverIntl(locale ?? getMarketConfig(siteMarket()).defaultLocale);
  const { title, description } = errorTexts(intl, 'unauthorized');
  return <ErrorScreen status={401} title={title} description={description} />;
}
