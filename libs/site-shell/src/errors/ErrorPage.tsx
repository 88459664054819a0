import type { ReactNode } from 'react';
import { locale as rootLocale } from 'next/root-params';
import { routeLocale } from '../app/routeParams';
import { siteMarket, storySource } from '../cms/site';
import { serverIntl } from '../i18n/serverIntl';
import { loadSiteConfig } from '../page/loadPage';
import { PageLayout, type RenderContext } from '../render/pageContract';
import { ForbiddenScreen, NotFoundScreen } from './screens';

/**
 * The 404 and 403 screens in the site's default layout, so a visitor who lands on a dead link
 * still has the header, navigation and footer of their locale. `not-found.tsx` and
 * `forbidden.tsx` get no params: the locale is the root param (`next/root-params`). Without a
 * locale of the market, or when the CMS cannot give the site configuration, the screen stands
 * alone rather than fail a second time.
 */
async function errorPage(children: (inLayout: boolean) => ReactNode): Promise<ReactNode> {
  const market = siteMarket();
  const locale = routeLocale(market, String((await rootLocale()) ?? ''));
  if (!locale) return children(false);
  let siteConfig;
  try {
    siteConfig = await loadSiteConfig({ market, locale, source: storySource() });
  } catch {
    return children(false);
  }
  const context: RenderContext = {
    market,
    locale,
    storySlug: siteConfig?.full_slug ?? '',
    draft: false,
    intl: await serverIntl(locale),
    assets: { baseUrl: '', imageService: true },
    data: {},
    report: () => undefined,
  };
  return (
    <PageLayout name="default" siteConfig={siteConfig} context={context}>
      {children(true)}
    </PageLayout>
  );
}

/** `not-found.tsx` of every market app. */
export function NotFoundPage() {
  return errorPage((inLayout) => <NotFoundScreen inLayout={inLayout} />);
}

/** `forbidden.tsx` of every market app. */
export function ForbiddenPage() {
  return errorPage((inLayout) => <ForbiddenScreen inLayout={inLayout} />);
}
