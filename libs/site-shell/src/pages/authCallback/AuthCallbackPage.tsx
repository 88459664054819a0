import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getMarketConfig } from '@clavis/i18n-routing';
import { authErrorCodes } from '@clavis/auth';
import { routeLocale } from '../../paths/routeParams';
import { siteMarket } from '../../server/site';
import { serverIntl } from '../../i18n/serverIntl';
import { AuthCallback } from './AuthCallback';
import { authClientConfig } from '../../auth/authClientConfig';

/**
 * `app/[locale]/auth-callback/page.tsx`: the proxy serves `/auth/callback` from the market's
 * default locale's prebuilt copy (the query string stays in the address bar for the client).
 */
export async function AuthCallbackPage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = routeLocale(siteMarket(), (await params).locale);
  if (!locale) notFound();
  const intl = await serverIntl(locale);
  const failed = Object.fromEntries(
    authErrorCodes
      .filter((code) => code !== 'unknown')
      .map((code) => [`auth.errors.${code}`, intl.formatMessage({ id: `auth.errors.${code}` })]),
  );
  return <AuthCallback config={authClientConfig()} loading={intl.formatMessage({ id: 'common.loading' })} failed={failed} />;
}

/** The login return's head: its title (the partner login, in the page's locale), never indexed. */
export async function generateAuthCallbackMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const market = siteMarket();
  const intl = await serverIntl(routeLocale(market, (await params).locale) ?? getMarketConfig(market).defaultLocale);
  return {
    title: intl.formatMessage({ id: 'meta.pageTitle' }, { pageTitle: intl.formatMessage({ id: 'auth.partner_login' }) }),
    robots: { index: false, follow: false },
  };
}
