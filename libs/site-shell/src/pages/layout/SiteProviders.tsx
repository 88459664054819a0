'use client';
import { Suspense, type ReactNode } from 'react';
import { LinkProvider, ThemeProvider } from '@clavis/design-system';
import { GenericErrorTextsProvider, type ErrorTexts } from '../../errors/screens';
import { ShellBehaviour } from '../../shellBehaviour/ShellBehaviour';
import { ShellFetch } from '../../shellBehaviour/ShellFetch';
import { ShellLink } from '../../shellBehaviour/ShellLink';

/**
 * The browser-side providers of every page: next/link for every design-system link (client-side
 * navigation, prefetch as the connection allows) and the generic error screen's texts. No message
 * catalogue: the server formats every text, so no formatter or catalogue goes over the wire.
 * Images keep the design system's plain `<img>`: the CMS image service already sizes and encodes
 * them. The shell's behaviours (loading bar, tracking, version, reload, prefetch limit) mount here once.
 */
export function SiteProviders({ errorTexts, theme, children }: { errorTexts: ErrorTexts; theme: string; children: ReactNode }) {
  return (
    <GenericErrorTextsProvider texts={errorTexts}>
      <LinkProvider component={ShellLink}>
        <ThemeProvider theme={theme}>
          <ShellFetch />
          <Suspense fallback={null}>
            <ShellBehaviour />
          </Suspense>
          {children}
        </ThemeProvider>
      </LinkProvider>
    </GenericErrorTextsProvider>
  );
}
