import { expect, test } from './support/test';
import { LOCALES, getMarketConfig, localizePath } from '@clavis/i18n-routing';
import { loadMessages } from '@clavis/i18n-routing/messages';
import { suiteMarket } from './support/market';
import { sitePages } from './support/siteStories';

// Every market: each locale's search page (its own path, `/en/search`, `/suchen`...) searches the
// market's own index in that locale. The search page's behaviour is one code, checked on germany
// in search.spec.ts; here the server's answer without script is enough.
test.use({ javaScriptEnabled: false });

test("each locale's search page finds the locale's products in its own language", async ({ page }) => {
  const market = suiteMarket();
  const products = (await sitePages(market)).filter((candidate) => candidate.route === 'products-slug');
  for (const locale of getMarketConfig(market).locales) {
    const product = products.find((candidate) => candidate.locale === locale);
    expect(product, `a product page in ${locale}`).toBeDefined();
    if (!product) continue;
    const searchPath = localizePath({ market, locale, route: 'search' });
    await test.step(`${searchPath}?q=${product.name}`, async () => {
      const response = await page.goto(`${searchPath}?q=${encodeURIComponent(product.name)}`);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', LOCALES[locale].iso);
      const messages = await loadMessages(locale);
      await expect(page.getByRole('heading', { level: 1, name: messages['search.title'] })).toBeVisible();
      await expect(page.locator('main ol > li article').getByRole('link', { name: product.name, exact: true }).first()).toHaveAttribute('href', product.url);
    });
  }
});
