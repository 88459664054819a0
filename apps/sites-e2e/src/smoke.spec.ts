import { expect, test } from './support/test';
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

// The production build puts every library style into one stylesheet, and the styled modules only
// carry class names (site-shell next-config/libraryStyles): the two must agree.
test('the home page loads one stylesheet, and it styles the classes the page uses', async ({ page }) => {
  const market = suiteMarket();
  const response = await page.goto(localizePath({ market, locale: getMarketConfig(market).defaultLocale, route: 'home' }));
  const html = (await response?.text()) ?? '';
  expect(html.match(/<link[^>]+rel="stylesheet"/g)).toHaveLength(1);
  expect(html).not.toMatch(/<style[^>]*data-precedence/);

  const { classes, unstyled } = await page.evaluate(() => {
    const selectors: string[] = [];
    const collect = (rules: CSSRuleList) => {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSStyleRule) selectors.push(rule.selectorText);
        if ('cssRules' in rule) collect((rule as CSSGroupingRule).cssRules);
      }
    };
    Array.from(document.styleSheets).forEach((sheet) => collect(sheet.cssRules));
    const text = selectors.join(' ');
    const used = new Set(Array.from(document.querySelectorAll('[class]')).flatMap((element) => Array.from(element.classList)));
    return { classes: used.size, unstyled: [...used].filter((name) => !text.includes(`.${name}`)) };
  });
  expect(classes).toBeGreaterThan(50);
  // A few classes are empty on purpose (a variant with no rules of its own).
  expect(unstyled.length).toBeLessThanOrEqual(classes * 0.05);
  expect(await page.evaluate(() => getComputedStyle(document.body).margin)).toBe('0px');
});
