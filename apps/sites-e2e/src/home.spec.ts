import { expect, test } from '@playwright/test';
import { getMarketConfig, resolveMarket } from '@clavis/i18n-routing';

test('the home page names its market and lists its locales', async ({ page }, testInfo) => {
  const configured = resolveMarket(String(testInfo.config.metadata.market));
  const { locales } = getMarketConfig(configured);
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(configured, {
    ignoreCase: true,
  });
  const items = page.getByRole('list', { name: 'Locales' }).getByRole('listitem');
  await expect(items).toHaveCount(locales.length);
  for (const code of locales) {
    await expect(items.filter({ has: page.getByText(code, { exact: true }) })).toHaveCount(1);
  }
});
