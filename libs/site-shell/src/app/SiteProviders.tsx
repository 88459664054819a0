'use client';
import type { ReactNode } from 'react';
import NextLink from 'next/link';
import { IntlProvider } from 'react-intl';
import { LinkProvider, ThemeProvider, type LinkComponent } from '@clavis/design-system';

/**
 * The browser-side providers of every page: react-intl's messages of the page's locale, and
 * next/link for every design-system link (client-side navigation). Images keep the design
 * system's plain `<img>`: the CMS image service already sizes and encodes them.
 */
export function SiteProviders({
  locale,
  messages,
  theme,
  children,
}: {
  locale: string;
  messages: Record<string, string>;
  theme: string;
  children: ReactNode;
}) {
  return (
    <IntlProvider locale={locale} defaultLocale="en" messages={messages}>
      <LinkProvider component={NextLink as LinkComponent}>
        <ThemeProvider theme={theme}>{children}</ThemeProvider>
      </LinkProvider>
    </IntlProvider>
  );
}
