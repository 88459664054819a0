import { getMarketConfig, localizePath, matchPath, type RouteName } from '@clavis/i18n-routing';
import { checkSharedCodeOnce } from './support/coverage';
import { suiteMarket } from './support/market';
import { expect, test, type Page } from './support/test';

// Issue #38: a listing's page N is its own URL with its own items in the server HTML, a canonical
// URL of its own and `rel` links to its neighbours; its filters work without script (GET form).
// Every test here runs with JavaScript off: what a crawler and a script-less visitor get.
test.use({ javaScriptEnabled: false });
// The listings' code is one for every market.
checkSharedCodeOnce();

const market = suiteMarket();
const locale = getMarketConfig(market).defaultLocale;

/** The paths of the entries of a route linked in the page's main content. */
async function linkedEntries(page: Page, route: RouteName): Promise<string[]> {
  const hrefs = await page.locator('main a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return [...new Set(hrefs.filter((href) => href.startsWith('/') && matchPath({ market, pathname: href.split('?')[0] ?? '' })?.route === route))];
}

async function headLink(page: Page, rel: string): Promise<string | null> {
  const href = await page.locator(`head link[rel="${rel}"]`).first().getAttribute('href', { timeout: 1000 }).catch(() => null);
  if (href === null) return null;
  const url = new URL(href, page.url());
  return `${url.pathname}${url.search}`;
}

test("page 2 of a news list holds other news than page 1, with its own canonical URL and rel links", async ({ page }) => {
  const list = localizePath({ market, locale, route: 'events-and-news-news-about-us' });
  const first = await page.goto(list);
  expect(first?.status()).toBe(200);
  const onFirst = await linkedEntries(page, 'events-and-news-news-about-us-slug');
  expect(onFirst.length).toBeGreaterThan(0);
  expect(await headLink(page, 'next')).toBe(`${list}?page=2`);
  expect(await headLink(page, 'prev')).toBeNull();

  // The way a crawler goes: the pagination's own link.
  await page.locator('main nav a[rel="next"]').click();
  await expect(page).toHaveURL(`${list}?page=2`);
  const onSecond = await linkedEntries(page, 'events-and-news-news-about-us-slug');
  expect(onSecond.length).toBeGreaterThan(0);
  expect(onSecond.filter((href) => onFirst.includes(href))).toEqual([]);
  expect(await headLink(page, 'canonical')).toBe(`${list}?page=2`);
  expect(await headLink(page, 'prev')).toBe(list);
  await expect(page.locator('main nav a[aria-current="page"]')).toHaveText('2');
});

test('a product listing filtered by a category through its GET form', async ({ page }) => {
  const products = localizePath({ market, locale, route: 'products' });
  await page.goto(products);
  const all = await page.getByRole('status').textContent();
  const select = page.locator('main form[method="get"] select[name="category"]');
  const value = await select.locator('option').nth(1).getAttribute('value');
  expect(value).toBeTruthy();
  await select.selectOption(value ?? '');
  await page.locator('main form[method="get"] [type="submit"]').click();
  await expect(page).toHaveURL(new RegExp(`\\?(.*&)?category=${value}(&|$)`));
  await expect(select).toHaveValue(value ?? '');
  // Fewer products than all of them, each of the chosen category's.
  expect(await page.getByRole('status').textContent()).not.toBe(all);
  expect((await linkedEntries(page, 'products-slug')).length).toBeGreaterThan(0);
  expect(await headLink(page, 'canonical')).toMatch(new RegExp(`^${products}\\?(.*&)?category=${value}`));
});

test('a view the listing cannot show is a 404, not a page (or a cache entry) of its own', async ({ request }) => {
  const list = localizePath({ market, locale, route: 'events-and-news-news-about-us' });
  expect((await request.get(`${list}?page=999`)).status()).toBe(404);
  expect((await request.get(`${list}?category=made-up`)).status()).toBe(404);
  expect((await request.get(`${list}?sort=made-up`)).status()).toBe(404);
  // A query that is no view leaves the prebuilt page as it is.
  expect((await request.get(`${list}?utm_source=newsletter`)).status()).toBe(200);
});

// Issue #38: the 404 of a page past the last kept the listing's head (its title, `index, follow`).
test("a page past a listing's last has the 404's head: kept out of the index, the not-found title", async ({ page }) => {
  const list = localizePath({ market, locale, route: 'events-and-news-news-about-us' });
  await page.goto(list);
  const listTitle = await page.title();
  const response = await page.goto(`${list}?page=999`);
  expect(response?.status()).toBe(404);
  const robots = await page.locator('meta[name="robots"]').evaluateAll((metas) => metas.map((meta) => meta.getAttribute('content') ?? ''));
  expect(robots.length).toBeGreaterThan(0);
  expect(robots.filter((content) => !/noindex/.test(content))).toEqual([]);
  expect(await page.title()).not.toBe(listTitle);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(await page.title());
  expect(await page.locator('head link[rel="canonical"]').count()).toBe(0);
});
