import { ConsentSettingsControl } from '../consent/ConsentSettingsControl';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { preload } from 'react-dom';
import { extranetSkeletonTable } from '@clavis/extranet';
import { routeLocale } from '../paths/routeParams';
import { authClientConfig } from '../auth/authClientConfig';
import { extranetHome } from '../chrome/partner/partnerEntry';
import { headerActions } from '../chrome/headerActions';
import { siteMarket, storySource } from '../server/site';
import { ErrorScreen } from '../errors/ErrorScreen';
import { errorTexts } from '../errors/errorTexts';
import { localeHome } from '../paths/homeTarget';
import { serverIntl } from '../i18n/serverIntl';
import { loadSiteConfig } from '../cms/loadPage';
import { PageLayout, pageRegistry, serverRenderContext } from '../render/pageContract';
import { extranetShellLayouts } from './extranetAreas';
import { ExtranetFrame } from './ExtranetFrame';
import { ExtranetGate } from './ExtranetGate';
import { ExtranetHeader } from './ExtranetHeader';
import { extranetNavAreas } from './extranetNavigation';
import { ExtranetSession } from './ExtranetSession';

type ShellLayout = (typeof extranetShellLayouts)[number];

export interface ExtranetShellParams {
  locale: string;
  layout: string;
}

/** One prebuilt shell per locale and extranet layout; every extranet URL is served by one of them. */
export function generateExtranetShellParams({ params }: { params: { locale: string } }) {
  return extranetShellLayouts.map((layout) => ({ locale: params.locale, layout }));
}

function isShellLayout(value: string): value is ShellLayout {
  return (extranetShellLayouts as readonly string[]).includes(value);
}

/**
 * The shell's head: the extranet's title (`Extranet | Clavis`) until the page names itself in the
 * browser (its story's or area's title), and never indexed.
 */
export async function generateExtranetShellMetadata({ params }: { params: Promise<ExtranetShellParams> }): Promise<Metadata> {
  const { locale: rawLocale } = await params;
  const market = siteMarket();
  const locale = routeLocale(market, rawLocale);
  if (!locale) return { robots: { index: false, follow: false } };
  const intl = await serverIntl(locale);
  return {
    title: intl.formatMessage({ id: 'meta.pageTitle' }, { pageTitle: intl.formatMessage({ id: 'nav.extranet' }) }),
    robots: { index: false, follow: false },
  };
}

/**
 * `app/[locale]/extranet-shell/[layout]/page.tsx`: the extranet page shell (DESIGN.md section 6),
 * the same HTML for every extranet URL of its layout. It reads nothing of the extranet stories:
 * only the site configuration (footer) and the texts; the guard, the content and the header's
 * navigation of the extranet's areas (by the partner's groups) run in the browser with the
 * partner's token. Before any script runs, it paints the skeleton of the address bar's URL (the
 * placeholder's inline script picks it), so the content's place is held from the first paint.
 */
export async function ExtranetShellPage({ params }: { params: Promise<ExtranetShellParams> }) {
  const { locale: rawLocale, layout } = await params;
  const market = siteMarket();
  const locale = routeLocale(market, rawLocale);
  if (!locale || !isShellLayout(layout)) notFound();
  const intl = await serverIntl(locale);
  const auth = authClientConfig();
  // The login client's first request: fetched with the page, so the silent check starts at once
  // when the client is there (one round trip less before the partner's content).
  preload(`${auth.issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`, { as: 'fetch', crossOrigin: 'anonymous' });
  const siteConfig = await loadSiteConfig({ market, locale, source: storySource() });
  const context = serverRenderContext({ market, locale, storySlug: siteConfig?.full_slug ?? '', intl });
  const { title, description } = errorTexts(intl, 'unauthorized');
  const forbidden = errorTexts(intl, 'forbidden');
  const areas = extranetNavAreas({ market, locale, intl });
  const publicSite = { href: localeHome(market, locale), label: intl.formatMessage({ id: 'extranet.public_site' }) };
  const areasLabel = intl.formatMessage({ id: 'extranet.areas' });
  const loading = intl.formatMessage({ id: 'common.loading' });
  const skeletons = extranetSkeletonTable(market, locale);
  const areaTitles = Object.fromEntries([
    ['extranet', intl.formatMessage({ id: 'meta.pageTitle' }, { pageTitle: intl.formatMessage({ id: 'nav.extranet' }) })],
    ...areas.map(({ route, label }) => [route, intl.formatMessage({ id: 'meta.extranetTitle' }, { extranetTitle: label })]),
  ]);
  return (
    <ExtranetSession config={{ ...auth, postLogoutPath: localeHome(market, locale) }}>
      <ExtranetFrame
        unauthorized={<ErrorScreen status={401} title={title} description={description} />}
      >
        <PageLayout
          name={layout}
          siteConfig={siteConfig}
          context={context}
          registry={pageRegistry()}
          headerActions={headerActions({ market, locale, intl, page: 'extranet' })}
          footerActions={<ConsentSettingsControl locale={locale} />}
          // The extranet's own navigation, not the public site's; the logo leads to its home.
          header={({ navigation: _publicNavigation, labels, ...header }) => (
            <ExtranetHeader
              {...header}
              homeHref={extranetHome(market, locale)}
              labels={{
                ...labels,
                home: intl.formatMessage({ id: 'nav.extranet' }),
                navigation: areasLabel,
                menuNavigation: intl.formatMessage({ id: 'common.in_menu' }, { name: areasLabel }),
              }}
              market={market}
              areas={areas}
              publicSite={publicSite}
            />
          )}
        >
          <ExtranetGate
            market={market}
            locale={locale}
            texts={{
              loading,
              forbidden,
              forbiddenTitle: intl.formatMessage({ id: 'meta.extranetTitle' }, { extranetTitle: forbidden.title }),
              areaTitles,
            }}
            skeletons={skeletons}
          />
        </PageLayout>
      </ExtranetFrame>
    </ExtranetSession>
  );
}
