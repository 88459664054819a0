import { expect, test, type Page } from './support/test';
import { getMarketConfig, LOCALE_COOKIE, localizePath } from '@clavis/i18n-routing';
import { loadMessages } from '@clavis/i18n-routing/messages';
import { suiteMarket } from './support/market';
import { hasCompileHint, isChunk } from './support/browserChunks';
import { checkSharedCodeOnce } from './support/coverage';

// A prebuilt page asks for its framework scripts after its largest paint (next-tuning's
// hydrateAfterPaint), so the opening picture does not share the phone's connection and main
// thread with them; any input starts hydration at once. Each script carries V8's compile hint
// (next-tuning's addCompileHints).

/** Mounted by the shell once the page has hydrated (the loading bar, see shell.spec.ts). */
const HYDRATED = 'div[aria-hidden="true"][data-state][data-progress]';
const market = suiteMarket();
const locale = getMarketConfig(market).defaultLocale;
const home = localizePath({ market, locale, route: 'home' });

/**
 * Holds every framework script back until the test lets them go, so that an input surely comes
 * before hydration however long the test takes to act (a fixed hold raced a loaded machine's click).
 */
async function holdChunks(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => isChunk(url.href),
    async (route) => {
      await released;
      await route.continue();
    },
  );
  return release;
}

/** next-tuning's AFTER_LOAD_MS (hydrationLoader/loaderTiming.ts): the loader's latest start after `load`. */
const AFTER_LOAD_MS = 300;

/**
 * Times (ms since navigation) of the page's largest-paint entries, of the start of its `load` event,
 * and of the start of its framework scripts.
 */
function paintAndScriptTimes(page: Page) {
  return page.evaluate(
    () =>
      new Promise<{ paints: number[]; load: number; scripts: number[] }>((resolve) => {
        new PerformanceObserver((list, observer) => {
          observer.disconnect();
          const scripts = performance
            .getEntriesByType('resource')
            .filter((entry) => entry.name.includes('/_next/static/') && entry.name.endsWith('.js'))
            .map((entry) => entry.startTime);
          const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
          resolve({ paints: list.getEntries().map((entry) => entry.startTime), load: navigation?.loadEventStart ?? 0, scripts });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
}

checkSharedCodeOnce();

test.describe('hydration after the largest paint', () => {
  test('the page names no framework script in its HTML: an inline loader adds them after the largest paint (or after load), and the page hydrates', async ({ page, request }) => {
    const html = await (await request.get(home)).text();
    expect(html).not.toMatch(/<script src="[^"]+" async=""/);
    expect(html).not.toMatch(/<link rel="preload" as="script"/);
    expect(html.match(/<script data-hydrate-after-paint="">/g)).toHaveLength(1);

    await page.goto(home);
    await page.locator(HYDRATED).waitFor({ state: 'attached' });
    const { paints, load, scripts } = await paintAndScriptTimes(page);
    expect(paints.length).toBeGreaterThan(0);
    expect(scripts.length).toBeGreaterThan(3);
    // The loader starts at whichever comes first: the largest paint, or AFTER_LOAD_MS after `load`.
    // A loaded machine can reach the latter before it paints (seen: scripts 100 to 750 ms before the
    // paint, on italy in CI), which is the design, so the bound is the earlier of the two (1 ms for
    // the timeline's coarsened clock). No input came, so nothing else may have started them.
    expect(load).toBeGreaterThan(0);
    expect(Math.min(...scripts)).toBeGreaterThanOrEqual(Math.min(Math.min(...paints), load + AFTER_LOAD_MS) - 1);
  });

  test('a key press starts hydration while the opening picture is still loading', async ({ page }) => {
    let releasePictures: () => void = () => undefined;
    const picturesHeld = new Promise<void>((resolve) => (releasePictures = resolve));
    await page.route(
      (url) => !url.pathname.startsWith('/_next/'),
      async (route) => {
        if (route.request().resourceType() === 'image') await picturesHeld;
        await route.fallback();
      },
    );
    const chunks: string[] = [];
    page.on('request', (request) => {
      if (isChunk(request.url())) chunks.push(request.url());
    });

    await page.goto(home, { waitUntil: 'domcontentloaded' });
    // Long enough for a page that loads its scripts at once to have asked for them all.
    await page.waitForTimeout(700);
    expect(chunks).toEqual([]);

    await page.keyboard.press('Tab');
    await page.locator(HYDRATED).waitFor({ state: 'attached', timeout: 10_000 });
    expect(chunks.length).toBeGreaterThan(3);
    releasePictures();
  });

  test("every script the page loads starts with V8's compile hint, so it compiles while it streams in", async ({ page }) => {
    const chunks: Promise<{ url: string; script: string }>[] = [];
    page.on('response', (response) => {
      if (isChunk(response.url())) chunks.push(response.text().then((script) => ({ url: response.url(), script })));
    });
    await page.goto(home);
    await page.locator(HYDRATED).waitFor({ state: 'attached' });
    const loaded = await Promise.all(chunks);
    expect(loaded.length).toBeGreaterThan(3);
    expect(loaded.filter(({ script }) => !hasCompileHint(script)).map(({ url }) => url)).toEqual([]);
  });

  test("a listing page's scripts carry the layout atoms' class lookup, not every atom's", async ({ page }) => {
    // design-system's layout components (used by client components such as the listing) take
    // their classes from layoutSprinkles; Box's full sprinkles lookup (about 3 KB gzipped of
    // class names) stays on the server.
    const chunks: Promise<string>[] = [];
    page.on('response', (response) => {
      if (isChunk(response.url())) chunks.push(response.text());
    });
    await page.goto(localizePath({ market, locale, route: 'products' }));
    await page.locator(HYDRATED).waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');
    const scripts = (await Promise.all(chunks)).join('\n');
    expect(/\bgap:\{values:/.test(scripts), 'the layout atoms are there').toBe(true);
    expect(/\bmarginTop:\{values:/.test(scripts), "Box's lookup of every atom is not").toBe(false);
  });

  test('on a phone, the menu opens and closes before the page has hydrated (no script at all)', async ({ page }) => {
    const messages = await loadMessages(locale);
    await page.setViewportSize({ width: 390, height: 800 });
    await page.route((url) => isChunk(url.href), (route) => route.abort());
    await page.goto(home);
    const banner = page.getByRole('banner');
    const menuButton = banner.getByRole('button', { name: messages['common.menu'] });
    await menuButton.click();
    await expect(page.locator(HYDRATED)).toHaveCount(0);
    const panel = page.locator('[popover]:popover-open');
    await expect(panel.getByRole('navigation').first()).toBeVisible();
    await expect(panel.getByRole('link').first()).toBeVisible();
    await expect(banner.getByRole('button', { name: messages['common.close'] })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
    await expect(menuButton).toBeVisible();
  });

  test('a carousel tap made before hydration takes effect once the page has hydrated', async ({ page }) => {
    const messages = await loadMessages(locale);
    const goTo = (index: number) => (messages['carousel.go_to'] ?? '').replace('{index}', String(index));
    await page.setViewportSize({ width: 1280, height: 800 });
    const releaseChunks = await holdChunks(page);
    await page.goto(home, { waitUntil: 'domcontentloaded' });
    const carousel = page.locator('[aria-roledescription="carousel"]').first();
    const second = carousel.getByRole('button', { name: goTo(2), exact: true });
    await second.click();
    await expect(page.locator(HYDRATED)).toHaveCount(0);
    await expect(second).not.toHaveAttribute('aria-current', 'true');
    releaseChunks();
    await page.locator(HYDRATED).waitFor({ state: 'attached' });
    await expect(second).toHaveAttribute('aria-current', 'true');
    await expect(carousel.locator('[aria-roledescription="slide"]:not([aria-hidden="true"])')).toHaveCount(1);
    await expect(carousel.locator('[aria-roledescription="slide"]').nth(1)).not.toHaveAttribute('aria-hidden', 'true');
  });

  test('a listing filter chosen before hydration applies once the page has hydrated', async ({ page }) => {
    const products = localizePath({ market, locale, route: 'products' });
    const releaseChunks = await holdChunks(page);
    await page.goto(products, { waitUntil: 'domcontentloaded' });
    const select = page.locator('form select').first();
    const name = (await select.getAttribute('name')) ?? '';
    const chosen = (await select.locator('option').nth(1).getAttribute('value')) ?? '';
    expect(chosen).not.toBe('');
    await select.selectOption(chosen);
    await expect(page.locator(HYDRATED)).toHaveCount(0);
    releaseChunks();
    await page.locator(HYDRATED).waitFor({ state: 'attached' });
    await expect.poll(() => new URL(page.url()).searchParams.get(name)).toBe(chosen);
    await expect(select).toHaveValue(chosen);
  });

  test('a locale chosen before the page has hydrated is remembered (no script but the inline ones)', async ({ page, context }) => {
    test.skip(getMarketConfig(market).locales.length < 2, 'one locale: no switcher');
    await page.route((url) => isChunk(url.href), (route) => route.abort());
    await page.goto(home);
    const other = page.locator('nav a[hreflang]:not([aria-current])').first();
    const chosen = (await other.getAttribute('data-locale-cookie'))?.match(new RegExp(`^${LOCALE_COOKIE}=([a-z]+);`))?.[1];
    expect(chosen).toBeTruthy();
    await other.click();
    await expect(page).not.toHaveURL(home);
    const cookie = (await context.cookies()).find((candidate) => candidate.name === LOCALE_COOKIE);
    expect(cookie).toMatchObject({ value: chosen, path: '/', sameSite: 'Lax', httpOnly: false });
  });
});
