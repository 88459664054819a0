'use client';
import { Suspense, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { LinkProvider, ThemeProvider } from '@clavis/design-system';
import { ShellBehaviour } from '../shellBehaviour/ShellBehaviour';
import { ShellLink } from '../shellBehaviour/ShellLink';

/**
 * The browser-side providers of every page: react-intl's messages of the page's locale, and
 * next/link for every design-system link (client-side navigation, prefetch as the connection
 * allows). Images keep the design system's plain `<img>`: the CMS image service already sizes and
 * encodes them. The shell's behaviours (loading bar, tracking, version, reload) mount here once.
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
      <LinkProvider component={ShellLink}>
        <ThemeProvider theme={theme}>
          <Suspense fallback={null}>
            <ShellBehaviour />
          </Suspense>
          {children}
        </ThemeProvider>
      </LinkProvider>
    </IntlProvider>
  );
}
