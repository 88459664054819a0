import type { ReactNode } from 'react';
import type { Story } from '@clavis/cms-client';
import { Logo, SiteFooter, SiteHeader, SkipLink, ThemeProvider } from '@clavis/design-system';
import { extranetTheme } from '@clavis/design-system/themes/extranet';
import { BlockRenderer } from '../core/BlockRenderer';
import type { BlockContext } from '../core/types';
import type { LayoutName } from '../pages/types';
import { blockRegistry } from '../registry';
import { siteChrome } from './siteChrome';
import * as styles from './PageLayout.css';

export interface PageLayoutProps {
  name: LayoutName;
  /** The site config story (navigation, footer, pre-footer); null renders the chrome without links. */
  siteConfig: Story | null;
  context: Omit<BlockContext, 'renderBlocks'>;
  /** The locale switcher, shown among the header actions. */
  localeSwitch?: ReactNode;
  /** The path of the current page, to mark its navigation entry `aria-current`. */
  currentPath?: string;
  children: ReactNode;
}

const withPrefooter: ReadonlySet<LayoutName> = new Set<LayoutName>(['with-prefooter', 'extranet-with-prefooter']);
const withoutChrome: ReadonlySet<LayoutName> = new Set<LayoutName>(['empty', 'custom-landing-pages']);

/**
 * The frame of every page (SPEC.md section 2 layouts): skip link, header with the site config's
 * navigation (the mobile menu included), `<main id="main">`, the pre-footer bloks where the layout
 * has one, and the footer. `empty` and the custom landings render only `main`; extranet layouts
 * use the extranet theme.
 */
export function PageLayout({ name, siteConfig, context, localeSwitch, currentPath, children }: PageLayoutProps) {
  const main = (
    <main id="main" tabIndex={-1} className={styles.main}>
      {children}
    </main>
  );
  if (withoutChrome.has(name)) return main;

  const chrome = siteChrome(siteConfig, context.market, currentPath);
  const { formatMessage } = context.intl;
  const homeHref = chrome.navigation.find((item) => item.href === '/' || /^\/[a-z]{2}$/.test(item.href))?.href ?? '/';
  const extranet = name === 'extranet' || name === 'extranet-with-prefooter';
  const layout = (
    <div className={styles.page} data-layout={name}>
      <SkipLink />
      <SiteHeader
        logo={<Logo name={chrome.siteName} />}
        homeHref={homeHref}
        navigation={chrome.navigation}
        actions={localeSwitch}
        labels={{
          navigation: chrome.siteName,
          home: formatMessage({ id: 'nav.home' }),
          openMenu: formatMessage({ id: 'common.menu' }),
          closeMenu: formatMessage({ id: 'common.close' }),
        }}
      />
      {main}
      {withPrefooter.has(name) && chrome.prefooter.length > 0 ? (
        <div className={styles.prefooter}>
          <BlockRenderer blocks={chrome.prefooter} registry={blockRegistry} context={context} />
        </div>
      ) : null}
      <SiteFooter
        brand={<Logo tone="inverse" name={chrome.siteName} />}
        columns={chrome.footerColumns}
        legal={chrome.legal}
      />
    </div>
  );
  return extranet ? <ThemeProvider theme={extranetTheme}>{layout}</ThemeProvider> : layout;
}
