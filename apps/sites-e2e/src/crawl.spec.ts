import { getMarketConfig, localizePath } from '@clavis/i18n-routing';
import { expect, test } from './support/test';
import { eachConcurrently } from './support/eachConcurrently';
import { suiteMarket } from './support/market';
import { fetchPage, followPage } from './support/pageFetches';
import { sitePages } from './support/siteStories';

// Two crawls of a market's pages, over one fetch of each URL: the worker keeps what the server
// answered (support/pageFetches.ts), so the second crawl asks only for what the first did not.
// The tests stay in this file and in this order (not parallel) so that they share a worker; run
// alone or after a failure, each fetches what it needs itself.

/** Requests in flight at once: the server stays busy, the 2 cores are not swamped. */
const CONCURRENCY = 8;

const ASSET = /^\/(_next|f)\//;

/** Internal links of a page: same-site paths, without fragments. */
function internalLinks(hrefs: readonly string[]): string[] {
  const links = new Set<string>();
  for (const value of hrefs) {
    if (!value.startsWith('/') || value.startsWith('//') || ASSET.test(value)) continue;
    links.add(value.split('#')[0] || '/');
  }
  return [...links];
}

// Every market, every prebuilt page: it has a title, and none of its internal links is broken.
test('no prebuilt page lacks a title or links to a missing page', async ({ request }) => {
  test.setTimeout(600_000);
  const pages = await sitePages(suiteMarket());
  const untitled: string[] = [];
  const notOk: string[] = [];
  const answered = new Set<string>();
  const linkedFrom = new Map<string, string>();
  await eachConcurrently(pages, CONCURRENCY, async (page) => {
    const fetched = await fetchPage(request, page.url);
    if (fetched.status === 200) answered.add(page.url);
    else notOk.push(`${page.url} (${fetched.status})`);
    if (!fetched.titled) untitled.push(page.url);
    for (const link of internalLinks(fetched.hrefs)) if (!linkedFrom.has(link)) linkedFrom.set(link, page.url);
  });
  // A link to a page crawled above has just answered 200.
  const broken: string[] = [];
  await eachConcurrently(
    [...linkedFrom].filter(([link]) => !answered.has(link)),
    CONCURRENCY,
    async ([link, from]) => {
      const { status } = (await followPage(request, link)).page;
      if (status >= 400) broken.push(`${link} (${status}, linked from ${from})`);
    },
  );
  test.info().annotations.push({ type: 'crawl', description: `${pages.length} pages, ${linkedFrom.size} distinct internal links` });
  expect(notOk, 'prebuilt pages not answering 200').toEqual([]);
  expect(untitled, 'pages without a title').toEqual([]);
  expect(broken, 'broken internal links').toEqual([]);
});

// Issue #38: a crawler that starts at the home pages and follows nothing but `<a href>` links (no
// script, query strings included) reaches every page the sitemap lists. A page no link leads to is
// one only a search engine's sitemap reader or a typed URL finds.

/** Files and endpoints, not pages. */
const NOT_A_PAGE = /^\/(_next|f|api)\//;
/** More distinct URLs than any market has pages and listing pages: a link generator run wild. */
const MAX_URLS = 6000;

/** The same-site `<a href>` targets of a page, as path and query, without fragments. */
function links(hrefs: readonly string[], base: string): string[] {
  const found = new Set<string>();
  for (const href of hrefs) {
    if (!href || href.startsWith('#') || /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//')) continue;
    const url = new URL(href, base);
    if (NOT_A_PAGE.test(url.pathname)) continue;
    found.add(`${url.pathname}${url.search}`);
  }
  return [...found];
}

test('a link-only crawl from the home pages reaches every page of the sitemap', async ({ request, baseURL }) => {
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
      const { page, landed } = await followPage(request, url);
      if (page.status !== 200 || !page.html) return;
      reached.add(url);
      reached.add(landed);
      for (const link of links(page.hrefs, `${origin}${url}`)) {
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
