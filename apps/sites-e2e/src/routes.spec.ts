import { expect, test } from './support/test';
import { getMarketConfig } from '@clavis/i18n-routing';
import { suiteMarket } from './support/market';
import { PUBLIC_ROUTES, sitePages, type SitePage } from './support/siteStories';

// Every route area of SPEC.md section 2 answers 200 with its story in each locale of the market.
// Germany and global run it in full; the other markets run smoke.spec.ts.
test.describe('every public route area', () => {
  test.skip(!['germany', 'global'].includes(suiteMarket()), 'full suite for germany and global');

  test('answers 200 with the story of each area in every locale', async ({ page }, testInfo) => {
    test.setTimeout(240_000);
    const market = suiteMarket();
    const pages = await sitePages(market);
    const missing: string[] = [];
    const checked: string[] = [];
    for (const locale of getMarketConfig(market).locales) {
      for (const route of PUBLIC_ROUTES) {
        const target: SitePage | undefined = pages.find((candidate) => candidate.locale === locale && candidate.route === route);
        if (!target) {
          missing.push(`${locale} ${route}`);
          continue;
        }
        const response = await page.request.get(target.url, { maxRedirects: 0 });
        expect(response.status(), `${target.url} (${route}, ${locale})`).toBe(200);
        const html = await response.text();
        expect(html, `${target.url} shows "${target.name}"`).toContain(escapeHtml(target.name));
        expect(html, `${target.url} has a title`).toMatch(/<title>[^<]+<\/title>/);
        checked.push(target.url);
      }
    }
    testInfo.annotations.push({ type: 'checked', description: `${checked.length} pages` });
    expect(missing, 'every area has content in every locale').toEqual([]);
  });

  test('a product page renders in the browser with its heading', async ({ page }) => {
    const market = suiteMarket();
    const product = (await sitePages(market)).find((candidate) => candidate.route === 'products-slug');
    expect(product).toBeDefined();
    const response = await page.goto(product!.url);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product!.name);
    await expect(page).toHaveTitle(new RegExp(`^${escapeRegExp(product!.name)} \\| Clavis$`));
  });
});

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
