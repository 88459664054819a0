import type { ReactNode } from 'react';
import { notFound } from 'next/navigation';
import '@clavis/design-system/fonts';
import { brandTheme } from '@clavis/design-system/themes/brand';
import { getMarketConfig, LOCALES } from '@clavis/i18n-routing';
import { loadMessages } from '@clavis/i18n-routing/messages';
import { currentMarket } from './currentMarket';
import { routeLocale } from './routeParams';
import { body } from './RootLayout.css';
import { SiteProviders } from './SiteProviders';

/** The locales of the market: every one is a root layout (`<html lang>`), prebuilt. */
export function generateLocaleParams() {
  return getMarketConfig(currentMarket()).locales.map((locale) => ({ locale }));
}

/** `app/[locale]/layout.tsx` of every market app: the document in the route's locale, with its providers. */
export async function RootLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const locale = routeLocale(currentMarket(), (await params).locale);
  if (!locale) notFound();
  const messages = (await loadMessages(locale)) as unknown as Record<string, string>;
  return (
    <html lang={LOCALES[locale].iso} dir={LOCALES[locale].dir ?? 'ltr'}>
      <body className={body}>
        <SiteProviders locale={locale} messages={messages} theme={brandTheme}>
          {children}
        </SiteProviders>
      </body>
    </html>
  );
}
