import type { Metadata } from 'next';
import type { Story } from '@clavis/cms-client';
import { getMarketConfig, languageTag, type LocaleCode, type Market, type RouteName } from '@clavis/i18n-routing';
import { hreflangUrls, type LocalePaths } from './alternateUrls';
import { isIndexable } from './indexing';
import { absoluteUrl } from './siteOrigin';
import { assetUrl } from './structuredData';

export interface PageMetadataInput {
  market: Market;
  locale: LocaleCode;
  /** The page's URL path. */
  path: string;
  /** The page's route (a thank-you page is not indexed: seo/indexing). */
  route: RouteName;
  /** Every locale version of the page (alternateUrls' localePathsOf). */
  localePaths: LocalePaths;
  story: Story;
  title: string;
  description: string | undefined;
  origin: string;
  siteName: string;
  /** A draft preview: never indexed. */
  draft: boolean;
}

/** Open Graph's locale form of the market's language tag: `de-DE` -> `de_DE`. */
export function ogLocale(market: Market, locale: LocaleCode): string {
  return languageTag(market, locale).replace('-', '_');
}

/** The story's picture for link previews: its image, first product image or cover. */
export function shareImage(story: Story, origin: string): string | undefined {
  const content = story.content as { image?: unknown; images?: unknown; cover?: unknown };
  const first = Array.isArray(content.images) ? content.images[0] : undefined;
  return assetUrl(content.image, origin) ?? assetUrl(first, origin) ?? assetUrl(content.cover, origin);
}

const ARTICLE_TYPES = new Set(['news', 'press_release', 'event']);

/**
 * A page's head: title and description, canonical URL and hreflang alternates, Open Graph (with
 * og:locale and og:locale:alternate) and Twitter cards, and robots (drafts and thank-you pages are
 * never indexed).
 */
export function pageMetadata(input: PageMetadataInput): Metadata {
  const { market, locale, path, route, localePaths, story, title, description, origin, siteName, draft } = input;
  const url = absoluteUrl(origin, path);
  const image = shareImage(story, origin);
  const alternateLocales = getMarketConfig(market)
    .locales.filter((other) => other !== locale && localePaths[other] !== undefined)
    .map((other) => ogLocale(market, other));
  const type = ARTICLE_TYPES.has((story.content as { component?: string }).component ?? '') ? 'article' : 'website';
  return {
    metadataBase: new URL(`${origin}/`),
    title,
    ...(description ? { description } : {}),
    alternates: { canonical: url, languages: hreflangUrls(market, localePaths, origin) },
    openGraph: {
      type,
      url,
      title,
      ...(description ? { description } : {}),
      siteName,
      locale: ogLocale(market, locale),
      ...(alternateLocales.length > 0 ? { alternateLocale: alternateLocales } : {}),
      ...(image ? { images: [{ url: image }] } : {}),
    },
    twitter: {
      card: image ? 'summary_large_image' : 'summary',
      title,
      ...(description ? { description } : {}),
      ...(image ? { images: [image] } : {}),
    },
    robots: draft ? { index: false, follow: false } : isIndexable({ route, story }) ? { index: true, follow: true } : { index: false, follow: true },
  };
}
