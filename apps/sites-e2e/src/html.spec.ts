import { getMarketConfig, localizePath, type RouteName } from '@clavis/i18n-routing';
import { htmlProblems } from './support/htmlValidation';
import { checkSharedCodeOnce } from './support/coverage';
import { suiteMarket } from './support/market';
import { PUBLIC_ROUTES, sitePages } from './support/siteStories';
import { expect, test } from './support/test';

// Issue #38: the pages of every template pass html-validate's recommended preset (the rules turned
// off, and why, are in support/htmlValidation): the markup a crawler, a screen reader and any
// standard client parse, as the server sends it.

// The templates are one code for every market.
checkSharedCodeOnce();

const market = suiteMarket();
const locale = getMarketConfig(market).defaultLocale;
const path = (route: RouteName) => localizePath({ market, locale, route });

/** The listings whose page 2 (a page of its own in the server HTML) is sampled where it exists. */
const PAGED_LISTINGS: readonly RouteName[] = [
  'events-and-news-news-about-us',
  'events-and-news-events',
  'events-and-news-press-releases',
  'products',
  'shops',
  'resources-catalogues',
];

/**
 * A template is picked by route and content type (blocks' templateFor), so one published page of
 * every public route reaches every template the site renders on the server: home, generic pages,
 * listings (stories, categories, products, catalogues, shops, contacts, jobs), the details (news,
 * event, press release, product, shop, resource, catalogue, seller, bulletin, contact, job), forms,
 * landings and thank-you. Beside them: listing page 2, the search page, the 404 page (no route, no
 * story, a listing page that does not exist), the extranet's prebuilt shells and the login return.
 */
test('a page of every template is valid HTML', async ({ request }) => {
  test.setTimeout(120_000);
  const pages = (await sitePages(market)).filter((page) => page.locale === locale);
  const sample = new Map<string, number>();
  const covered = new Set<RouteName>();
  for (const route of PUBLIC_ROUTES) {
    for (const entry of pages.filter((page) => page.route === route)) {
      // Both custom landings: the thank-you template and the landing template.
      if (covered.has(route) && route !== 'custom-landing') break;
      sample.set(entry.url, 200);
      covered.add(route);
    }
  }
  expect(PUBLIC_ROUTES.filter((route) => !covered.has(route)), 'public routes without a published page to sample').toEqual([]);
  sample.set(path('search'), 200);
  sample.set(`${path('search')}?q=futura`, 200);
  for (const route of PAGED_LISTINGS) {
    const first = await request.get(path(route));
    if ((await first.text()).includes('rel="next"')) sample.set(`${path(route)}?page=2`, 200);
  }
  expect([...sample.keys()].filter((url) => url.endsWith('?page=2')).length, 'listings with a page 2').toBeGreaterThan(1);
  // The 404 page: a path no route knows, a route without its story, a listing page past the last.
  sample.set(`${path('home').replace(/\/$/, '')}/a/b/c`, 404);
  sample.set(`${path('products')}/no-such-product`, 404);
  sample.set(`${path('events-and-news-news-about-us')}?page=999`, 404);
  // The extranet's shell (its content comes from the API after login) and the login's return.
  sample.set(localizePath({ market, locale, route: 'extranet' }), 200);
  sample.set(localizePath({ market, locale, route: 'extranet-catalogues' }), 200);
  sample.set(localizePath({ market, locale, route: 'extranet-search' }), 200);
  sample.set('/auth/callback', 200);

  const problems: string[] = [];
  for (const [url, status] of sample) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(status);
    for (const problem of await htmlProblems(await response.text())) problems.push(`${url}: ${problem}`);
  }
  expect(problems).toEqual([]);
});
