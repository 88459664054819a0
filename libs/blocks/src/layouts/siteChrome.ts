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

/**
 * The footer's columns: the site's own (the route table's sections) first, then the site
 * configuration's with the links the site's do not hold already; a configuration column named as
 * one of the site's adds its links to it, one left without links goes.
 */
export function withSiteColumns(own: readonly FooterColumn[], config: readonly FooterColumn[]): FooterColumn[] {
  const covered = new Set(own.flatMap((column) => column.links.map((link) => link.href)));
  const columns = own.map((column) => ({ title: column.title, links: [...column.links] }));
  for (const column of config) {
    const links = column.links.filter((link) => !covered.has(link.href));
    for (const link of links) covered.add(link.href);
    if (links.length === 0) continue;
    const same = columns.find((candidate) => candidate.title === column.title);
    if (same) same.links.push(...links);
    else columns.push({ title: column.title, links });
  }
  return columns;
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
