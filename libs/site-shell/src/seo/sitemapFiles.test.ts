/** @jest-environment node */
import type { MetadataRoute } from 'next';
import { SITEMAP_URL_LIMIT, sitemapFile, sitemapFileNumber } from './sitemapFiles';

const ORIGIN = 'https://www.clavis.de';

function entries(count: number): MetadataRoute.Sitemap {
  return Array.from({ length: count }, (_, n) => ({
    url: `${ORIGIN}/produkte/p-${n + 1}`,
    lastModified: `2026-0${(n % 9) + 1}-01T00:00:00.000Z`,
    alternates: { languages: { de: `${ORIGIN}/produkte/p-${n + 1}`, en: `${ORIGIN}/en/products/p-${n + 1}` } },
  }));
}

const locs = (xml: string | null) => [...(xml ?? '').matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

describe('sitemapFile', () => {
  it('is one urlset with every URL and its alternates while they fit in one file', () => {
    const xml = sitemapFile({ entries: entries(5), origin: ORIGIN, file: 'index', limit: 5 });
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">');
    expect(locs(xml)).toHaveLength(5);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${ORIGIN}/en/products/p-1" />`);
    // No index, so no numbered file either.
    expect(sitemapFile({ entries: entries(5), origin: ORIGIN, file: 1, limit: 5 })).toBeNull();
  });

  it('past the limit, is an index of files of at most the limit each, which together list every URL once', () => {
    const all = entries(12);
    const index = sitemapFile({ entries: all, origin: ORIGIN, file: 'index', limit: 5 });
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(index).not.toContain('<urlset');
    expect(locs(index)).toEqual([`${ORIGIN}/sitemap/1.xml`, `${ORIGIN}/sitemap/2.xml`, `${ORIGIN}/sitemap/3.xml`]);

    const files = [1, 2, 3].map((file) => sitemapFile({ entries: all, origin: ORIGIN, file, limit: 5 }));
    expect(files.map((xml) => locs(xml).length)).toEqual([5, 5, 2]);
    expect(files.flatMap(locs)).toEqual(all.map((entry) => entry.url));
    expect(sitemapFile({ entries: all, origin: ORIGIN, file: 4, limit: 5 })).toBeNull();
  });

  it("gives each file of the index its newest page's date", () => {
    const index = sitemapFile({ entries: entries(12), origin: ORIGIN, file: 'index', limit: 5 });
    // Files 1 and 2 hold months 1-5 and 6-9,1; file 3 months 2-3.
    expect([...(index ?? '').matchAll(/<lastmod>([^<]+)<\/lastmod>/g)].map((match) => match[1])).toEqual([
      '2026-05-01T00:00:00.000Z',
      '2026-09-01T00:00:00.000Z',
      '2026-03-01T00:00:00.000Z',
    ]);
  });

  it("keeps sitemaps.org's 50,000 URLs per file by default", () => {
    expect(SITEMAP_URL_LIMIT).toBe(50_000);
    const all = entries(SITEMAP_URL_LIMIT + 1);
    expect(locs(sitemapFile({ entries: all, origin: ORIGIN, file: 'index' }))).toHaveLength(2);
    expect(locs(sitemapFile({ entries: all.slice(0, SITEMAP_URL_LIMIT), origin: ORIGIN, file: 'index' }))).toHaveLength(SITEMAP_URL_LIMIT);
  });
});

describe('sitemapFileNumber', () => {
  it('reads `/sitemap/{n}.xml` names only, up to three digits', () => {
    expect(['1.xml', '42.xml', '999.xml'].map(sitemapFileNumber)).toEqual([1, 42, 999]);
    expect(['0.xml', '01.xml', '1000.xml', '1', '1.xml.gz', 'a.xml', ''].map(sitemapFileNumber)).toEqual([null, null, null, null, null, null, null]);
  });
});
