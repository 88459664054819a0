import { getMarketConfig, localizePath } from '@clavis/i18n-routing';
import { eachConcurrently } from './support/eachConcurrently';
import { suiteMarket } from './support/market';
import { expect, test } from './support/test';

// Issue #38: a crawler that starts at the home pages and follows nothing but `<a href>` links (no
// script, query strings included) reaches every page the sitemap lists. A page no link leads to is
// one only a search engine's sitemap reader or a typed URL finds.

/** Files and endpoints, not pages. */
const NOT_A_PAGE = /^\/(_next|f|api)\//;
/** Requests in flight at once: the server stays busy, the 2 cores are not swamped. */
const CONCURRENCY = 8;
/** More distinct URLs than any market has pages and listing pages: a link generator run wild. */
const MAX_URLS = 6000;

/** The same-site `<a href>` targets of a page's HTML, as path and query, without fragments. */
function links(html: string, base: string): string[] {
  const found = new Set<string>();
  for (const [, raw = ''] of html.matchAll(/<a\b[^>]*?\bhref="([^"]*)"/g)) {
    const href = raw.replace(/&amp;/g, '&');
    if (!href || href.startsWith('#') || /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//')) continue;
    const url = new URL(href, base);
    if (NOT_A_PAGE.test(url.pathname)) continue;
    found.add(`${url.pathname}${url.search}`);
  }
  return [...found];
}

test("a link-only crawl from the home pages reaches every page of the sitemap", async ({ request, baseURL }) => {
  test.setTimeout(600_000);
  const market = suiteMarket();
  const origin = baseURL ?? '';

  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  const listed = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc = '']) => {
    const url = new URL(loc.replace(/&amp;/g, '&'));
    return `${url.pathname}${url.search}`;
  });
  expect(listed.length, 'pages in the sitemap').toBeGreaterThan(0);

  const reached = new Set<string>();
  const seen = new Set<string>();
  let frontier = getMarketConfig(market).locales.map((locale) => localizePath({ market, locale, route: 'home' }));
  frontier.forEach((url) => seen.add(url));
  while (frontier.length > 0) {
    const next: string[] = [];
    await eachConcurrently(frontier, CONCURRENCY, async (url) => {
      const response = await request.get(url);
      if (response.status() !== 200 || !(response.headers()['content-type'] ?? '').startsWith('text/html')) return;
      const landed = new URL(response.url());
      reached.add(url);
      reached.add(`${landed.pathname}${landed.search}`);
      for (const link of links(await response.text(), `${origin}${url}`)) {
        if (seen.has(link)) continue;
        seen.add(link);
        next.push(link);
      }
    });
    expect(seen.size, 'distinct URLs linked (a link generator run wild?)').toBeLessThan(MAX_URLS);
    frontier = next;
  }

  test.info().annotations.push({ type: 'crawl', description: `${reached.size} pages reached, ${listed.length} in the sitemap` });
  const unreached = listed.filter((url) => !reached.has(url));
  expect(unreached, `pages of the sitemap no link leads to (${unreached.length} of ${listed.length})`).toEqual([]);
});
