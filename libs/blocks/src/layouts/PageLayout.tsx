import type { ReactNode } from 'react';
import type { Story } from '@clavis/cms-client';
import {
  Badge,
  Logo,
  SiteFooter,
  SiteHeader,
  SkipLink,
  ThemeProvider,
  type SiteHeaderProps,
} from '@clavis/design-system';
import { extranetTheme } from '@clavis/design-system/themes/extranet';
import { BlockRenderer } from '../core/BlockRenderer';
import type { BlockContext, BlockRegistry } from '../core/types';
import type { LayoutName } from '../pages/types';
import { homePath } from '../templates/homePath';
import { layoutParts } from './layoutParts';
import { LogoHeader } from './LogoHeader';
import { siteChrome } from './siteChrome';
import { sectionColumns, withSiteColumns } from './siteSections';
import * as styles from './PageLayout.css';

export interface PageLayoutProps {
  name: LayoutName;
  /** The site config story (navigation, footer, pre-footer); null renders the chrome without links. */
  siteConfig: Story | null;
  context: Omit<BlockContext, 'renderBlocks'>;
  /** The blocks the pre-footer's bloks render with (`pageRegistry()` on the site). */
  registry: BlockRegistry;
  /**
   * The locale switcher, given the name of its landmark: in the header's utility bar (wide
   * screens) and again in its menu (phones), under a name of its own in each; beside a logo-only
   * header.
   */
  localeSwitch?: (label: string) => ReactNode;
  /**
   * The header's own entries beside the navigation (the site's search and partner-login entries):
   * SiteHeader's `actions`, and beside the locale switcher in a logo-only header.
   */
  headerActions?: ReactNode;
  /** The path of the current page, to mark its navigation entry `aria-current`. */
  currentPath?: string;
  /**
   * Draws a full header itself, from what the layout would give SiteHeader: the extranet's, whose
   * navigation is its areas, by the partner's groups and the address bar, known in the browser only.
   * @default SiteHeader
   */
  header?: (props: SiteHeaderProps) => ReactNode;
  /** Controls at the end of the footer's legal line (the site's cookie settings): SiteFooter's `actions`. */
  footerActions?: ReactNode;
  children: ReactNode;
}

/**
 * The frame of every page (SPEC.md section 2 layouts, parts per layout in `layoutParts`): skip
 * link, header with the site config's navigation (the mobile menu included), `<main id="main">`,
 * the pre-footer bloks where the layout has one, and the footer (the route table's sections, see
 * siteSections, and the site config's columns). Extranet layouts use the
 * extranet theme.
 */
export function PageLayout({
  name,
  siteConfig,
  context,
  registry,
  localeSwitch,
  headerActions,
  currentPath,
  header = (props) => <SiteHeader {...props} />,
  footerActions,
  children,
}: PageLayoutProps) {
  const parts = layoutParts[name];
  const chrome = siteChrome(siteConfig, context.market, currentPath);
  const t = (id: string, values?: Record<string, string>) => context.intl.formatMessage({ id }, values);
  const home = homePath(context);
  const language = t('common.language');
  const utility = (place: 'bar' | 'menu') =>
    parts.extranet || localeSwitch ? (
      <>
        {parts.extranet ? <Badge>{t('nav.extranet')}</Badge> : null}
        {localeSwitch?.(place === 'bar' ? language : t('common.in_menu', { name: language }))}
      </>
    ) : undefined;
  const layout = (
    <div className={styles.page} data-layout={name}>
      {parts.header === 'none' ? null : (
        <>
          {/*
            Chromium paints what it has parsed when the HTML arrives in pieces: a first paint with
            half a header, whose buttons then move as the rest comes (a layout shift under the
            header's actions, seen in Lighthouse's traces). Painting waits for `<main>`, so for the
            whole header, a few kilobytes (React puts the link in <head>).
          */}
          <link rel="expect" href="#main" blocking="render" />
          <SkipLink>{t('common.skipToContent')}</SkipLink>
        </>
      )}
      {parts.header === 'full'
        ? header({
          logo: <Logo name={chrome.siteName} />,
          homeHref: home,
          navigation: chrome.navigation,
          actions: headerActions,
          // The utility slot is the bar above the navigation on wide screens and the foot of the
          // phone menu, so the locale switcher never crowds the logo on a phone. Both are in the
          // page: the menu's landmarks are named apart ('Sprache (Menü)').
          utility: utility('bar'),
          menuUtility: utility('menu'),
          labels: {
            navigation: chrome.siteName,
            menuNavigation: t('common.in_menu', { name: chrome.siteName }),
            home: t('nav.home'),
            openMenu: t('common.menu'),
            closeMenu: t('common.close'),
          },
        })
        : null}
      {parts.header === 'logo' ? (
        <LogoHeader
          logo={<Logo name={chrome.siteName} />}
          homeHref={home}
          homeLabel={t('nav.home')}
          actions={
            headerActions || localeSwitch ? (
              <>
                {headerActions}
                {localeSwitch?.(language)}
              </>
            ) : undefined
          }
        />
      ) : null}
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      {parts.prefooter && chrome.prefooter.length > 0 ? (
        <div className={styles.prefooter} data-part="prefooter">
          <BlockRenderer blocks={chrome.prefooter} registry={registry} context={context} />
        </div>
      ) : null}
      {parts.footer === 'none' ? null : (
        <SiteFooter
          brand={<Logo tone="inverse" name={chrome.siteName} />}
          // Every section of the route table a link away, then the configuration's other links.
          columns={
            parts.footer === 'full'
              ? withSiteColumns(sectionColumns({ market: context.market, locale: context.locale, message: (id) => t(id) }), chrome.footerColumns)
              : []
          }
          legal={chrome.legal}
          actions={footerActions}
        />
      )}
    </div>
  );
  return parts.extranet ? <ThemeProvider theme={extranetTheme}>{layout}</ThemeProvider> : layout;
}
