import 'server-only';
import type { MetadataRoute } from 'next';
import { getMarketConfig } from '@clavis/i18n-routing';
import { listStaticPages } from '../../cms/staticPaths';
import { folderTag, SITEMAP_TAG } from '../../revalidate/cacheTags';
import { tagPage } from '../../revalidate/tagPage';
import { robotsRules } from '../../seo/robotsRules';
import { siteOrigin } from '../../seo/site';
import { sitemapEntries } from '../../seo/sitemapEntries';
import { siteMarket, storySource } from '../../server/site';

/**
 * `app/sitemap.ts` of every market app: the published pages, with their alternates. A publish in
 * any of the market's locales reaches it (the webhook revalidates the story's locale folder), so a
 * page published or unpublished after the build joins or leaves it without a rebuild; one gone or
 * moved expires it at once (the webhook), so it is not answered as it was while it renders again.
 */
export async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const market = siteMarket();
  await tagPage([SITEMAP_TAG, ...getMarketConfig(market).locales.map((locale) => folderTag(locale))]);
  return sitemapEntries({
    market,
    pages: await listStaticPages(market, storySource()),
    origin: siteOrigin(),
  });
}

/** `app/robots.ts` of every market app. */
export function robots(): MetadataRoute.Robots {
  return robotsRules(siteOrigin());
}
