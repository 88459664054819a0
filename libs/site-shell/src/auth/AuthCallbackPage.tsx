import { notFound } from 'next/navigation';
import { authErrorCodes } from '@clavis/auth';
import { routeLocale } from '../app/routeParams';
import { siteMarket } from '../cms/site';
import { serverIntl } from '../i18n/serverIntl';
import { AuthCallback } from './AuthCallback';
import { authClientConfig } from './authClientConfig';

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
