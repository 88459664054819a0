import { linkHref, type Link, type Story } from '@clavis/cms-client';
import type { FooterColumn, NavigationItem } from '@clavis/design-system';
import type { Market } from '@clavis/i18n-routing';

interface ConfigNavItem {
  label?: unknown;
  link?: unknown;
}
interface ConfigFooter {
  columns?: { title?: unknown; links?: { label?: unknown; link?: unknown }[] }[];
  legal?: unknown;
}
/** The parts of a `site_config` story the layout reads; read leniently: a broken config still renders a page. */
export interface SiteChrome {
  siteName: string;
  navigation: NavigationItem[];
  footerColumns: FooterColumn[];
  legal: string | null;
  prefooter: readonly unknown[];
}

function href(link: unknown, market: Market): string | null {
  return typeof link === 'object' && link !== null ? linkHref(link as Link, { market }) : null;
}

function labelled(items: readonly { label?: unknown; link?: unknown }[] | undefined, market: Market) {
  return (items ?? []).flatMap((item) => {
    const url = href(item.link, market);
    return typeof item.label === 'string' && item.label && url ? [{ label: item.label, href: url }] : [];
  });
}

/** Header navigation, footer and pre-footer of the site config story (`null`: none). */
export function siteChrome(siteConfig: Story | null, market: Market, currentPath?: string): SiteChrome {
  const content = (siteConfig?.content ?? {}) as {
    site_name?: unknown;
    navigation?: ConfigNavItem[];
    footer?: ConfigFooter;
    prefooter?: unknown;
  };
  const navigation = labelled(Array.isArray(content.navigation) ? content.navigation : [], market).map((item) => ({
    ...item,
    current: currentPath !== undefined && (item.href === currentPath || (item.href !== '/' && currentPath.startsWith(`${item.href}/`))),
  }));
  const columns = Array.isArray(content.footer?.columns) ? content.footer.columns : [];
  return {
    siteName: typeof content.site_name === 'string' && content.site_name ? content.site_name : 'Clavis',
    navigation,
    footerColumns: columns.flatMap((column) =>
      typeof column.title === 'string' && column.title ? [{ title: column.title, links: labelled(column.links, market) }] : [],
    ),
    legal: typeof content.footer?.legal === 'string' ? content.footer.legal : null,
    prefooter: Array.isArray(content.prefooter) ? content.prefooter : [],
  };
}
