import type { MetadataRoute } from 'next';
import type { Market } from '@clavis/i18n-routing';
import type { StaticPage } from '../page/staticPaths';
import { hreflangUrls, localePathsOf } from './alternateUrls';
import { absoluteUrl } from './siteOrigin';

/**
 * The sitemap of a market: every prebuilt page with its hreflang alternates (each locale version
 * that is itself prebuilt, plus `x-default`), so every listed alternate answers 200.
 */
export function sitemapEntries({ market, pages, origin }: { market: Market; pages: readonly StaticPage[]; origin: string }): MetadataRoute.Sitemap {
  const prebuilt = new Set(pages.map((page) => page.url));
  return pages.map(({ locale, url, story }) => {
    const paths = localePathsOf({ market, locale, path: url, story, isServed: (other) => prebuilt.has(other) });
    const lastModified = story.published_at ?? undefined;
    return {
      url: absoluteUrl(origin, url),
      ...(lastModified ? { lastModified } : {}),
      alternates: { languages: hreflangUrls(market, paths, origin) },
    };
  });
}
