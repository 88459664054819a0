import type { MetadataRoute } from 'next';
// Next.js's own sitemap writer (its `app/sitemap.ts` routes use it), so a one-file sitemap reads as it always did.
import { resolveSitemap } from 'next/dist/build/webpack/loaders/metadata/resolve-route-data.js';
import { absoluteUrl } from './siteOrigin';

/** The most URLs one sitemap file may list (sitemaps.org's protocol; also 50 MB uncompressed). */
export const SITEMAP_URL_LIMIT = 50_000;

/** Where the n-th file (1-based) of a sitemap index is served: `/sitemap/1.xml`. */
export function sitemapFilePath(n: number): string {
  return `/sitemap/${n}.xml`;
}

/**
 * The file number of a `/sitemap/{n}.xml` segment (`'3.xml'`), or null for any other name. At most
 * three digits (50 million URLs): each number asked for is an entry of the page cache, a 404 too.
 */
export function sitemapFileNumber(segment: string): number | null {
  const match = /^([1-9]\d{0,2})\.xml$/.exec(segment);
  return match ? Number(match[1]) : null;
}

function latest(entries: MetadataRoute.Sitemap): string | undefined {
  let newest: number | undefined;
  for (const { lastModified } of entries) {
    const time = lastModified === undefined ? Number.NaN : new Date(lastModified).getTime();
    if (!Number.isNaN(time) && (newest === undefined || time > newest)) newest = time;
  }
  return newest === undefined ? undefined : new Date(newest).toISOString();
}

function indexXml(files: readonly { loc: string; lastModified: string | undefined }[]): string {
  const items = files.map(({ loc, lastModified }) => `<sitemap>\n<loc>${loc}</loc>\n${lastModified ? `<lastmod>${lastModified}</lastmod>\n` : ''}</sitemap>\n`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('')}</sitemapindex>\n`;
}

export interface SitemapFileRequest {
  /** Every URL of the market's sitemap, in order. */
  entries: MetadataRoute.Sitemap;
  /** The site's public origin (the index's links are absolute). */
  origin: string;
  /** `'index'` for `/sitemap.xml`, else the number of a `/sitemap/{n}.xml` file. */
  file: 'index' | number;
  /** @default SITEMAP_URL_LIMIT */
  limit?: number;
}

/**
 * A market's sitemap as files: `/sitemap.xml` lists every URL while they fit in one file, and past
 * `limit` it becomes an index of `/sitemap/1.xml`, `/sitemap/2.xml`... of at most `limit` URLs
 * each, in the entries' order. Null for a file the sitemap does not have (a number past the last,
 * or any number while one file holds everything).
 */
export function sitemapFile({ entries, origin, file, limit = SITEMAP_URL_LIMIT }: SitemapFileRequest): string | null {
  const count = Math.ceil(entries.length / limit);
  if (file === 'index') {
    if (count <= 1) return resolveSitemap(entries);
    return indexXml(
      Array.from({ length: count }, (_, n) => ({
        loc: absoluteUrl(origin, sitemapFilePath(n + 1)),
        lastModified: latest(entries.slice(n * limit, (n + 1) * limit)),
      })),
    );
  }
  if (count <= 1 || file < 1 || file > count) return null;
  return resolveSitemap(entries.slice((file - 1) * limit, file * limit));
}
