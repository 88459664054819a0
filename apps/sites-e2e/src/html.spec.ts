import { getMarketConfig, localizePath, type RouteName } from '@clavis/i18n-routing';
import { htmlProblems } from './support/htmlValidation';
import { checkSharedCodeOnce } from './support/coverage';
import { suiteMarket } from './support/market';
import { sitePages } from './support/siteStories';
import { expect, test } from './support/test';

// Issue #38: the pages of every template pass html-validate's recommended preset (the rules turned
// off, and why, are in support/htmlValidation): the markup a crawler, a screen reader and any
// standard client parse, as the server sends it.

// The templates are one code for every market.
checkSharedCodeOnce();

const market = suiteMarket();
const locale = getMarketConfig(market).defaultLocale;

/** One page of each kind a visitor meets, by the route of its entries. */
const ENTRY_ROUTES: readonly RouteName[] = ['products-slug', 'events-and-news-news-about-us-slug', 'forms-slug', 'category-slug'];

test('a page of every template is valid HTML', async ({ request }) => {
  const pages = await sitePages(market);
  const sample = new Map<string, number>([
    [localizePath({ market, locale, route: 'home' }), 200],
    [localizePath({ market, locale, route: 'events-and-news-news-about-us' }), 200],
    [`${localizePath({ market, locale, route: 'events-and-news-news-about-us' })}?page=2`, 200],
    [localizePath({ market, locale, route: 'products' }), 200],
    [localizePath({ market, locale, route: 'search' }), 200],
    // Not yet the 404 page: its server HTML is Next.js's bare error document (no lang, no title, an
    // empty body the script fills), a fix of its own.
  ]);
  for (const route of ENTRY_ROUTES) {
    const entry = pages.find((page) => page.route === route && page.locale === locale);
    if (entry) sample.set(entry.url, 200);
  }
  const problems: string[] = [];
  for (const [url, status] of sample) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(status);
    for (const problem of await htmlProblems(await response.text())) problems.push(`${url}: ${problem}`);
  }
  expect(problems).toEqual([]);
});
