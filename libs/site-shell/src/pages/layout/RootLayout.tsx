import type { ReactNode } from 'react';
import { preconnect } from 'react-dom';
import { notFound } from 'next/navigation';
import './libraryStyles.css';
import { brandTheme } from '@clavis/design-system/themes/brand';
import { getMarketConfig, languageTag, LOCALES } from '@clavis/i18n-routing';
import { siteConfig } from '../../config/siteConfig';
import { errorTexts } from '../../errors/errorTexts';
import { LOCALE_COOKIE_SCRIPT } from '../../chrome/localeSwitch/localeCookieScript';
import { serverIntl } from '../../i18n/serverIntl';
import { siteMarket } from '../../config/market';
import { routeLocale } from '../../paths/routeParams';
import { body } from './RootLayout.css';
import { FAVICON_PNG } from './favicon';
import { SiteProviders } from './SiteProviders';

/** The locales of the market: every one is a root layout (`<html lang>`), prebuilt. */
export function generateLocaleParams() {
  return getMarketConfig(siteMarket()).locales.map((locale) => ({ locale }));
}

/** `app/[locale]/layout.tsx` of every market app: the document in the route's locale, with its providers. */
export async function RootLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const locale = routeLocale(siteMarket(), (await params).locale);
  if (!locale) notFound();
  // A page's opening picture comes from the CMS's asset host: connect while the HTML arrives.
  preconnect(siteConfig().cms.assetOrigin);
  return (
    <html lang={languageTag(siteMarket(), locale)} dir={LOCALES[locale].dir ?? 'ltr'}>
      <body className={body}>
        {/* The locale switcher's choice, remembered whether or not the page has hydrated. */}
        {getMarketConfig(siteMarket()).locales.length > 1 ? (
          <script dangerouslySetInnerHTML={{ __html: LOCALE_COOKIE_SCRIPT }} />
        ) : null}
        {/* React places <link> in <head>. */}
        <link rel="icon" type="image/png" href={FAVICON_PNG} />
        <SiteProviders
          errorTexts={errorTexts(await serverIntl(locale), 'generic_error')}
          theme={brandTheme}
        >
          {children}
        </SiteProviders>
      </body>
    </html>
  );
}
