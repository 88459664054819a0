import { expect, test } from './support/test';
import { appPort, suiteMarket } from './support/market';
import { startIsolatedSite, type IsolatedSite } from './support/isolatedSite';
import { expectSecurityHeaders } from './support/securityHeaders';
import { checkSharedCodeOnce } from './support/coverage';

// CMS failures shown with their own status codes (SPEC.md sections 2 and 8), against a content
// server copy with injected faults; the shared servers are never touched.
const PATHS = {
  germany: { landing: 'thank-you', about: '/uber-uns', lang: 'de-DE', unauthorizedText: 'Zugriff verweigert', forbiddenTitle: 'Kein Zugriff', forbiddenText: 'Sie haben keinen Zugriff auf diese Seite', genericText: 'Ops! Diese Seite fehlt.' },
} as const;

test.describe('CMS failures', () => {
  test.describe.configure({ mode: 'serial', timeout: 90_000 });
  checkSharedCodeOnce();

  let site: IsolatedSite;
  test.beforeAll(async () => {
    test.setTimeout(90_000); // two servers to start, see revalidate.spec.ts
    const market = suiteMarket();
    const port = appPort(market);
    site = await startIsolatedSite({ market, appPort: port + 100, contentPort: 4110 + (port - 3000) });
  });
  test.afterAll(async () => {
    await site?.stop();
  });
  const paths = () => PATHS[suiteMarket() as keyof typeof PATHS];

  test("a custom landing fetch failure answers 500 'There were some errors retrieving data'", async ({ request }) => {
    await site.setFaults({ outage: true });
    const response = await request.get(`${site.baseURL}/api/getCustomLanding/${paths().landing}`);
    expect(response.status()).toBe(500);
    expect(await response.json()).toMatchObject({ message: 'There were some errors retrieving data' });
  });

  test('content the CMS refuses without credentials answers 401 on the empty layout, with no back button', async ({ page }) => {
    await site.setFaults({ errorRate: 1, statuses: [401] });
    const response = await page.goto(`${site.baseURL}${paths().about}/not-prebuilt-401`);
    expect(response?.status()).toBe(401);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(paths().unauthorizedText);
    await expect(page.getByRole('link')).toHaveCount(0);
  });

  test('content the CMS forbids answers 403 with the forbidden text', async ({ page }) => {
    await site.setFaults({ errorRate: 1, statuses: [403] });
    const response = await page.goto(`${site.baseURL}${paths().about}/not-prebuilt-403`);
    expect(response?.status()).toBe(403);
    await expect(page.getByText(paths().forbiddenText)).toBeVisible();
  });

  // Issue #38: forbidden() and unauthorized() answered with Next.js's bare error document (no lang,
  // no title, a body only script fills); the page is now the screen itself, in the server's HTML.
  test('a 401 and a 403 are the site\'s pages without script: the locale\'s lang and title, the message, the status', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const [status, title, text] of [
      [401, paths().unauthorizedText, paths().unauthorizedText],
      [403, paths().forbiddenTitle, paths().forbiddenText],
    ] as const) {
      await site.setFaults({ errorRate: 1, statuses: [status] });
      const path = `${paths().about}/not-prebuilt-html-${status}`;
      const response = await page.goto(`${site.baseURL}${path}`);
      expect(response?.status(), path).toBe(status);
      expect(await page.locator('#__next_error__').count(), `${path}: not Next.js's bare error document`).toBe(0);
      await expect(page.locator('html'), path).toHaveAttribute('lang', paths().lang);
      await expect(page, path).toHaveTitle(title);
      await expect(page.locator('meta[name="robots"]').first(), path).toHaveAttribute('content', /noindex/);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 }), path).toHaveText(title);
      await expect(main.getByText(text).first(), path).toBeVisible();
      if (status === 401) await expect(page.getByRole('link'), path).toHaveCount(0);
      else await expect(main.getByRole('link'), path).toHaveAttribute('href', '/');
    }
    await context.close();
  });

  test('any other CMS failure answers 500 with the generic error screen, under the security headers', async ({ page }) => {
    await site.setFaults({ errorRate: 1, statuses: [500] });
    const response = await page.goto(`${site.baseURL}${paths().about}/not-prebuilt-500`);
    expect(response?.status()).toBe(500);
    expectSecurityHeaders((await response?.allHeaders()) ?? {});
    await expect(page.getByText(paths().genericText)).toBeVisible();
  });

  test('prebuilt pages keep answering during a CMS outage', async ({ request }) => {
    await site.setFaults({ outage: true });
    expect((await request.get(`${site.baseURL}${paths().about}`)).status()).toBe(200);
  });
});
