import { getMarketConfig, localizePath, type RouteName } from '@clavis/i18n-routing';
import { suiteMarket } from './support/market';
import { sitePages } from './support/siteStories';
import { expect, test } from './support/test';

// Issue #38: every section of SPEC.md section 2's route table is reachable from the header or the
// footer, in every market and locale. Each section's page the market publishes (its index, or its
// pages where it has none: forms, contact us) is linked from the header or footer of the locale's
// home, without script.

/** The sections of the route table a visitor reaches from every page (the home is the logo; categories are listed by the products page). */
const SECTIONS: readonly RouteName[] = [
  'about-us',
  'about-us-our-company',
  'after-sales',
  'contact-us-slug',
  'contacts',
  'events-and-news',
  'events-and-news-events',
  'events-and-news-news-about-us',
  'events-and-news-press-releases',
  'forms-slug',
  'industrial-solutions',
  'new-solutions',
  'products',
  'products-automotive',
  'products-residential',
  'resources',
  'resources-bulletins',
  'resources-catalogues',
  'resources-sellers',
  'shops',
  'work-with-us',
];

/** The same-site paths linked inside the page's `<header>` and `<footer>`. */
function chromeLinks(html: string): Set<string> {
  const links = new Set<string>();
  for (const [part] of html.matchAll(/<(header|footer)\b[\s\S]*?<\/\1>/g)) {
    for (const [, href = ''] of part.matchAll(/<a\b[^>]*\bhref="(\/[^"#?]*)/g)) links.add(href.replace(/&amp;/g, '&'));
  }
  return links;
}

test('every section of the route table is linked from the header or footer of each locale', async ({ request }) => {
  const market = suiteMarket();
  const pages = await sitePages(market);
  const missing: string[] = [];
  for (const locale of getMarketConfig(market).locales) {
    const home = localizePath({ market, locale, route: 'home' });
    const response = await request.get(home);
    expect(response.status(), home).toBe(200);
    const links = chromeLinks(await response.text());
    const search = localizePath({ market, locale, route: 'search' });
    if (!links.has(search)) missing.push(`${home}: ${search}`);
    for (const page of pages) {
      if (page.locale === locale && SECTIONS.includes(page.route) && !links.has(page.url)) missing.push(`${home}: ${page.url} (${page.route})`);
    }
  }
  expect(missing, 'sections not linked from the header or footer').toEqual([]);
});
