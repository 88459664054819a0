import type { ReactNode } from 'react';
import type { IntlShape } from '@formatjs/intl';
import { locale as rootLocale } from 'next/root-params';
import { getMarketConfig, type LocaleCode } from '@clavis/i18n-routing';
import { routeLocale } from '../app/routeParams';
import { siteMarket, storySource } from '../cms/site';
import { serverIntl } from '../i18n/serverIntl';
import { loadSiteConfig } from '../page/loadPage';
import { PageLayout, pageRegistry, type RenderContext } from '../render/pageContract';
import { ErrorScreen } from './ErrorScreen';
import { errorTexts } from './errorTexts';
import { ForbiddenScreen, NotFoundScreen } from './screens';

/** The locale of the route (its root param: error files get no params), or null when the market does not serve it. */
async function errorLocale(): Promise<LocaleCode | null> {
  return routeLocale(siteMarket(), String((await rootLocale()) ?? ''));
}

/**
 * The 404 and 403 screens in the site's default layout, so a visitor who lands on a dead link
 * still has the header, navigation and footer of their locale. Without a locale of the market,
 * or when the CMS cannot give the site configuration, the screen stands alone rather than fail a
 * second time.
 */
async function errorPage(children: (intl: IntlShape<string>, inLayout: boolean) => ReactNode): Promise<ReactNode> {
  const market = siteMarket();
  const locale = await errorLocale();
  const intl = await serverIntl(locale ?? getMarketConfig(market).defaultLocale);
  if (!locale) return children(intl, false);
  let siteConfig;
  try {
    siteConfig = await loadSiteConfig({ market, locale, source: storySource() });
  } catch {
    return children(intl, false);
  }
  const context: RenderContext = {
    market,
    locale,
    storySlug: siteConfig?.full_slug ?? '',
    draft: false,
    intl,
    assets: { baseUrl: '', imageService: true },
    data: {},
    report: () => undefined,
  };
  return (
    <PageLayout name="default" siteConfig={siteConfig} context={context} registry={pageRegistry()}>
      {children(intl, true)}
    </PageLayout>
  );
}

/** `not-found.tsx` of every market app. */
export function NotFoundPage() {
  return errorPage((intl, inLayout) => (
    <NotFoundScreen
      texts={{
        ...errorTexts(intl, 'not_found'),
        noRoute: intl.formatMessage({ id: 'errors.page_not_found' }, { path: '{path}' }),
        invalid: intl.formatMessage({ id: 'errors.validation_failed' }, { path: '{path}' }),
      }}
      inLayout={inLayout}
    />
  ));
}

/** `forbidden.tsx` of every market app. */
export function ForbiddenPage() {
  return errorPage((intl, inLayout) => <ForbiddenScreen texts={errorTexts(intl, 'forbidden')} inLayout={inLayout} />);
}

/** `unauthorized.tsx` of every market app: 401 on the empty layout, with no back button (SPEC.md section 2). */
export async function UnauthorizedPage() {
  const intl = await serverIntl((await errorLocale()) ?? getMarketConfig(siteMarket()).defaultLocale);
  const { title, description } = errorTexts(intl, 'unauthorized');
  return <ErrorScreen status={401} title={title} description={description} />;
}
