import 'server-only';
import type { MetadataRoute } from 'next';
import { getMarketConfig } from '@clavis/i18n-routing';
import { listStaticPages } from '../../cms/staticPaths';
import { folderTag, SITEMAP_TAG } from '../../revalidate/cacheTags';
import { tagPage } from '../../revalidate/tagPage';
import { robotsRules } from '../../seo/robotsRules';
import { siteOrigin } from '../../seo/site';
import { sitemapEntries } from '../../seo/sitemapEntries';
import { sitemapFile, sitemapFileNumber } from '../../seo/sitemapFiles';
import { siteMarket, storySource } from '../../server/site';

/**
 * The published pages, with their alternates. A publish in any of the market's locales reaches
 * the sitemap (the webhook revalidates the story's locale folder), so a page published or
 * unpublished after the build joins or leaves it without a rebuild; one gone or moved expires it
 * at once (the webhook), so it is not answered as it was while it renders again.
 */
async function marketSitemap(): Promise<MetadataRoute.Sitemap> {
  const market = siteMarket();
  await tagPage([SITEMAP_TAG, ...getMarketConfig(market).locales.map((locale) => folderTag(locale))]);
  return sitemapEntries({ market, pages: await listStaticPages(market, storySource()), origin: siteOrigin() });
}

async function sitemapAnswer(file: 'index' | number | null): Promise<Response> {
  const body = file === null ? null : sitemapFile({ entries: await marketSitemap(), origin: siteOrigin(), file });
  if (body === null) return new Response('Not Found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  // As Next.js answers its own sitemap routes: caches in front ask again each time.
  return new Response(body, { headers: { 'content-type': 'application/xml', 'cache-control': 'public, max-age=0, must-revalidate' } });
}

/** `app/sitemap.xml/route.ts` of every market app: every page, or past 50,000 URLs the index of the files (seo/sitemapFiles). */
export function sitemapGET(): Promise<Response> {
  return sitemapAnswer('index');
}

/** `app/sitemap/[file]/route.ts`: one file of the index (`/sitemap/2.xml`), 404 while the sitemap is one file. */
export async function sitemapFileGET(_request: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  return sitemapAnswer(sitemapFileNumber((await params).file));
}

/** `app/robots.ts` of every market app. */
export function robots(): MetadataRoute.Robots {
  return robotsRules(siteOrigin());
}
