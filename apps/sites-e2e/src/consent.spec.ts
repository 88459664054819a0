import { expect, test, type BrowserContext, type Page } from './support/test';
import { getMarketConfig, localizePath } from '@clavis/i18n-routing';
import { appPort, suiteMarket } from './support/market';
import { startSiteWithEnv } from './support/isolatedSite';
import { checkSharedCodeOnce } from './support/coverage';
import { accessibilityViolations } from './support/accessibility';

// The consent layer with a tag manager configured (GTM_ID, read as the server runs): the same
// build started again with it. Tag hosts are answered in the browser (the network is closed) and
// every request to one is recorded: none before a choice or after "reject all", the container
// after "accept all". The consent texts are the German market's.

const market = suiteMarket();
const locale = getMarketConfig(market).defaultLocale;
const home = localizePath({ market, locale, route: 'home' });
const GTM_ID = 'GTM-E2E0CONS';
/** Google's tag, analytics and ads hosts, as the policy names them. */
const TAG_HOST = /^https:\/\/([a-z0-9-]+\.)*(googletagmanager\.com|google-analytics\.com|analytics\.google\.com|doubleclick\.net|google\.com)\//;
const CONSENT_SCRIPT = /\/_clavis\/consent\//;

/** Every request to a tag host from the context's pages, answered with an empty script. */
async function recordTagRequests(context: BrowserContext): Promise<string[]> {
  const requested: string[] = [];
  await context.route(TAG_HOST, async (route) => {
    requested.push(route.request().url());
    await route.fulfill({ status: 200, contentType: 'text/javascript', body: 'window.__tagManagerRan = true;' });
  });
  return requested;
}

const banner = (page: Page) => page.getByRole('dialog', { name: 'Einwilligung zu Cookies' });
const preferences = (page: Page) => page.getByRole('dialog', { name: 'Cookie-Einstellungen' });
const footerSettings = (page: Page) => page.getByRole('contentinfo').getByRole('button', { name: 'Cookie-Einstellungen' });

/** The page's layout shifts so far (the Layout Instability API's sum, input-caused shifts aside). */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let sum = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>) if (!entry.hadRecentInput) sum += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(sum), 200);
      }),
  );

const consentCookie = async (context: BrowserContext) => {
  const cookie = (await context.cookies()).find(({ name }) => name === 'clavis_consent');
  return cookie ? (JSON.parse(decodeURIComponent(cookie.value)) as { categories: string[] }) : undefined;
};

test.describe('consent before any tag', () => {
  test.describe.configure({ mode: 'serial', timeout: 120_000 });
  checkSharedCodeOnce();

  let site: { baseURL: string; stop(): Promise<void> } | undefined;
  test.beforeAll(async () => {
    site = await startSiteWithEnv({ market, appPort: appPort(market) + 2260, env: { GTM_ID } });
  });
  test.afterAll(async () => {
    await site?.stop();
  });
  const url = (path: string) => `${site?.baseURL}${path}`;

  test('without GTM_ID: no banner, no settings control, no consent script; with it, the same page plus the loader', async ({ page, request }) => {
    const consentRequests: string[] = [];
    page.on('request', (sent) => {
      if (CONSENT_SCRIPT.test(sent.url()) || TAG_HOST.test(sent.url())) consentRequests.push(sent.url());
    });
    await page.goto(home);
    await page.waitForLoadState('load');
    await page.waitForTimeout(500);
    await expect(banner(page)).toHaveCount(0);
    await expect(footerSettings(page)).toBeHidden();
    expect(consentRequests).toEqual([]);

    // The prebuilt page is the same either way: the server with GTM_ID only adds the mark and the
    // loader (among the scripts the page loads after its largest paint).
    const plain = await (await request.get(home)).text();
    const marked = await (await request.get(url(home))).text();
    expect(marked).toMatch(/^<!DOCTYPE html><html data-consent=""/);
    const scriptsOf = (html: string) => new Set(html.match(/\/(?:_next\/static|_clavis\/consent)\/[^"\\]+\.js/g));
    const withoutScripts = (html: string) => html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
    const added = [...scriptsOf(marked)].filter((script) => !scriptsOf(plain).has(script));
    expect(added).toEqual([expect.stringMatching(/^\/_clavis\/consent\/[0-9a-f]{16}\/loader\.js$/)]);
    expect([...scriptsOf(plain)].filter((script) => !scriptsOf(marked).has(script))).toEqual([]);
    expect(withoutScripts(marked.replace(' data-consent=""', ''))).toBe(withoutScripts(plain));
  });

  test('with GTM_ID: the banner asks first (no tag), passes axe, shifts nothing; "reject all" keeps every tag away, across a reload', async ({ page, context }) => {
    const tags = await recordTagRequests(context);
    await page.goto(url(home));
    await expect(banner(page)).toBeVisible({ timeout: 15_000 });
    const accept = banner(page).getByRole('button', { name: 'Alle akzeptieren' });
    const reject = banner(page).getByRole('button', { name: 'Alle ablehnen' });
    await expect(accept).toBeVisible();
    await expect(reject).toBeVisible();
    // Equally easy: the same look and height, on the first layer.
    const look = (button: typeof accept) =>
      button.evaluate((element) => {
        const style = getComputedStyle(element);
        return { background: style.backgroundColor, color: style.color, size: style.fontSize, weight: style.fontWeight, height: Math.round(element.getBoundingClientRect().height) };
      });
    expect(await look(reject)).toEqual(await look(accept));
    expect(await accessibilityViolations(page, '#cc-main')).toEqual([]);
    expect(await layoutShift(page)).toBeLessThan(0.01);
    await expect(footerSettings(page)).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { dataLayer: IArguments[] }).dataLayer[0]?.[1])).toBe('default');
    expect(tags).toEqual([]);

    await reject.click();
    await expect(banner(page)).toBeHidden();
    expect(await consentCookie(context)).toMatchObject({ categories: ['necessary'] });
    await page.reload();
    await page.waitForLoadState('load');
    await page.waitForTimeout(1_000);
    await expect(banner(page)).toBeHidden();
    expect(tags).toEqual([]);
  });

  test('by keyboard, "accept all" loads the tag manager once, the choice survives a reload and is changed from the footer', async ({ page, context }) => {
    const tags = await recordTagRequests(context);
    await page.goto(url(home));
    await expect(banner(page)).toBeVisible({ timeout: 15_000 });
    // Reached with the Tab key alone (the banner takes focus as it opens, or ends the tab order).
    const accept = banner(page).getByRole('button', { name: 'Alle akzeptieren' });
    for (let tab = 0; tab < 150 && !(await accept.evaluate((button) => button === document.activeElement)); tab += 1) await page.keyboard.press('Tab');
    await expect(accept).toBeFocused();
    expect(tags).toEqual([]);
    await page.keyboard.press('Enter');
    await expect.poll(() => tags.filter((tag) => tag.startsWith(`https://www.googletagmanager.com/gtm.js?id=${GTM_ID}`)).length).toBe(1);
    expect(await consentCookie(context)).toMatchObject({ categories: ['necessary', 'analytics', 'marketing'] });
    const update = await page.evaluate(() =>
      (window as unknown as { dataLayer: unknown[] }).dataLayer.map((entry) => (entry && typeof entry === 'object' && 'length' in entry ? [...(entry as IArguments)] : entry)).find((entry) => Array.isArray(entry) && entry[1] === 'update'),
    );
    expect(update).toEqual(['consent', 'update', expect.objectContaining({ analytics_storage: 'granted', ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted' })]);

    // Remembered: no banner, and the tag manager loads again on its own.
    await page.reload();
    await expect.poll(() => tags.length).toBe(2);
    await expect(banner(page)).toBeHidden();

    // Changed from the footer: statistics and marketing refused, saved.
    await footerSettings(page).click();
    await expect(preferences(page)).toBeVisible();
    expect(await accessibilityViolations(page, '#cc-main')).toEqual([]);
    await preferences(page).getByRole('button', { name: 'Alle ablehnen' }).click();
    await expect(preferences(page)).toBeHidden();
    expect(await consentCookie(context)).toMatchObject({ categories: ['necessary'] });
    await page.reload();
    await page.waitForLoadState('load');
    await page.waitForTimeout(1_000);
    expect(tags).toHaveLength(2);
  });

  test('the consent scripts are cached for good; without GTM_ID the server has none', async ({ request }) => {
    const marked = await (await request.get(url(home))).text();
    const loader = /\/_clavis\/consent\/[0-9a-f]{16}\/loader\.js/.exec(marked)?.[0] ?? 'no loader named';
    const answer = await request.get(url(loader));
    expect(answer.status()).toBe(200);
    expect(answer.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await request.get(loader)).status()).toBe(404);
  });
});

