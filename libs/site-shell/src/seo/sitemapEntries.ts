import type { MetadataRoute } from 'next';
import type { Market } from '@clavis/i18n-routing';
import type { StaticPage } from '../cms/staticPaths';
import { hreflangUrls, localePathsOf, type LocalePaths } from './alternateUrls';
import { isIndexable } from './indexing';
import { absoluteUrl } from './siteOrigin';

/**
 * Each prebuilt page's locale versions, the same set for every page of a group. Pages linked by
 * alternates in either direction are one page in several locales (a market's own story and the
 * global one it overrides need not list each other), and hreflang must be reciprocal. Where two
 * pages of one locale meet in a group, the first (the market's own folder) represents it; the
 * other stands alone.
 */
export function localeGroups(market: Market, pages: readonly StaticPage[]): Map<string, LocalePaths> {
  const prebuilt = new Set(pages.map((page) => page.url));
  const parent = new Map<string, string>();
  const find = (url: string): string => {
    let root = url;
    while (parent.has(root) && parent.get(root) !== root) root = parent.get(root) as string;
    parent.set(url, root);
    return root;
  };
  for (const { locale, url, story } of pages) {
    parent.set(url, find(url));
    const paths = localePathsOf({ market, locale, path: url, story, isServed: (other) => prebuilt.has(other) });
    for (const other of Object.values(paths)) parent.set(find(other), find(url));
  }

  const groups = new Map<string, LocalePaths>();
  for (const { locale, url } of pages) {
    const group = groups.get(find(url)) ?? {};
    group[locale] ??= url;
    groups.set(find(url), group);
  }
  return new Map(
    pages.map(({ locale, url }) => {
      const group = groups.get(find(url)) ?? {};
      return [url, group[locale] === url ? group : { [locale]: url }];
    }),
  );
}

/**
 * The sitemap of a market: every prebuilt page that is indexed (seo/indexing: not the thank-you
 * pages) with its hreflang alternates (each locale version that is itself prebuilt, plus
 * `x-default`), so every listed alternate answers 200.
 */
export function sitemapEntries({ market, pages, origin }: { market: Market; pages: readonly StaticPage[]; origin: string }): MetadataRoute.Sitemap {
  const indexed = pages.filter(isIndexable);
  const versions = localeGroups(market, indexed);
  return indexed.map(({ locale, url, story }) => {
    const lastModified = story.published_at ?? undefined;
    return {
      url: absoluteUrl(origin, url),
      ...(lastModified ? { lastModified } : {}),
      alternates: { languages: hreflangUrls(market, versions.get(url) ?? { [locale]: url }, origin) },
    };
  });
}
