import 'server-only';
import type { MetadataRoute } from 'next';
import type { Story } from '@clavis/cms-client';
import { getMarketConfig } from '@clavis/i18n-routing';
import { siteMarket, storySource } from '../cms/site';
import { siteConfig } from '../config/siteConfig';
import { listStaticPages } from '../page/staticPaths';
import { folderTag } from '../revalidate/cacheTags';
import { tagPage } from '../revalidate/tagPage';
import { robotsRules } from './robotsRules';
import { siteOriginFrom } from './siteOrigin';
import { sitemapEntries } from './sitemapEntries';

/** The public origin of this server's site (`SITE_URL`, else the local app). */
export function siteOrigin(): string {
  const { env, market } = siteConfig();
  return siteOriginFrom(env.SITE_URL, market);
}

/** The site's name for Open Graph and the Organization node: the site configuration's, else the brand. */
export function siteNameOf(siteConfig: Story | null): string {
  const name = (siteConfig?.content as { site_name?: unknown } | undefined)?.site_name;
  return typeof name === 'string' && name.trim() !== '' ? name.trim() : 'Clavis';
}

/**
 * `app/sitemap.ts` of every market app: the published pages, with their alternates. A publish in
 * any of the market's locales reaches it (the webhook revalidates the story's locale folder), so a
 * page published or unpublished after the build joins or leaves it without a rebuild.
 */
export async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const market = siteMarket();
  await tagPage(getMarketConfig(market).locales.map((locale) => folderTag(locale)));
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
