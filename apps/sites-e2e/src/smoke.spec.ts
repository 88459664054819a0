import { expect, test } from '@playwright/test';
import { getMarketConfig, localizePath } from '@clavis/i18n-routing';
import { suiteMarket } from './support/market';
import { sitePages } from './support/siteStories';

// Every market: the home page and a product detail answer with their story.
test('the home page answers 200 in the market locale with its heading', async ({ page }) => {
  const market = suiteMarket();
  const locale = getMarketConfig(market).defaultLocale;
  const response = await page.goto(localizePath({ market, locale, route: 'home' }));
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.locator('html').getAttribute('lang')).toMatch(new RegExp(`^${locale}`));
});

test('a product detail page answers 200 with the product name', async ({ page }) => {
  const product = (await sitePages(suiteMarket())).find((candidate) => candidate.route === 'products-slug');
  expect(product).toBeDefined();
  const response = await page.goto(product!.url);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product!.name);
});

test('GET /api/version answers the build id', async ({ request }) => {
  const response = await request.get('/api/version');
  expect(response.status()).toBe(200);
  expect((await response.json()).buildId).toMatch(/^[\w-]+$/);
});
