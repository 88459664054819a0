import { expect, test, type Browser, type Page, type Request } from './support/test';
import { getMarketConfig, localizePath } from '@clavis/i18n-routing';
import { suiteMarket } from './support/market';
import { sitePages } from './support/siteStories';
import { checkSharedCodeOnce } from './support/coverage';

// The shell's browser behaviours (SPEC.md sections 2, 4 and 9) in Chromium against the built app.
// Navigations start from a missing page: its back-to-home button is a design-system link, i.e.
// next/link through the shell's link adapter, on every market whatever the content holds.

const BAR = 'div[aria-hidden="true"][data-state][data-progress]';
const market = suiteMarket();
const locale = getMarketConfig(market).defaultLocale;
const home = localizePath({ market, locale, route: 'home' });
const missing = `${home === '/' ? '' : home}/shell-e2e-missing-page`;

const isPrefetch = (request: Request) => request.headers()['next-router-prefetch'] !== undefined;
const isNavigationPayload = (request: Request) => request.headers()['rsc'] === '1' && !isPrefetch(request);
const pathOf = (url: string) => new URL(url).pathname;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Opens a page and waits until the shell has mounted (the loading bar is rendered in the browser). */
async function openHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  await page.locator(BAR).waitFor({ state: 'attached' });
  return response;
}

// The site's own link home (the logo), not the language switch's link to the same home (hreflang).
const backToHome = (page: Page) => page.locator(`a[href="${home}"]:not([hreflang])`).first();

/** Prefetches answered with an error, so that a click has to fetch the page (slowly, if routed so). */
async function failPrefetches(page: Page) {
  await page.route(
    () => true,
    (route) => (isPrefetch(route.request()) ? route.abort() : route.fallback()),
  );
}

checkSharedCodeOnce();

test.describe('loading bar', () => {
  test('shows within the 200 ms throttle of a link click, before the URL changes, while the next page takes 1 s', async ({ page }) => {
    await failPrefetches(page);
    await page.route(
      (url) => url.pathname === home,
      async (route) => {
        if (isNavigationPayload(route.request())) await sleep(1000);
        await route.fallback();
      },
    );
    // The page's timers run on Playwright's clock: the throttle is checked in the page's own time,
    // not in wall-clock time that a loaded machine stretches (a late timer, not a late bar).
    await page.clock.install();
    await openHydrated(page, missing);
    // Record, in the page, when the click happened and when (and where) the bar first showed.
    await page.evaluate((selector) => {
      const probe = window as unknown as { clickAt?: number; shownAt?: number; shownOn?: string };
      window.addEventListener('click', () => (probe.clickAt = performance.now()), true);
      const bar = document.querySelector(selector) as Element;
      new MutationObserver(() => {
        if (probe.shownAt === undefined && bar.getAttribute('data-state') === 'loading') {
          probe.shownAt = performance.now();
          probe.shownOn = location.pathname;
        }
      }).observe(bar, { attributes: true });
    }, BAR);

    await page.clock.pauseAt(Date.now() + 60_000);
    const navigation = page.waitForRequest((request) => isNavigationPayload(request) && pathOf(request.url()) === home);
    await backToHome(page).click();
    // The router has asked for the page (so the shell has seen the navigation start); the server
    // holds the answer for a second of real time while the page's clock stands still.
    await navigation;
    await page.clock.runFor(190);
    await expect(page.locator(BAR)).toHaveAttribute('data-state', 'idle');
    await page.clock.runFor(20);
    await expect(page.locator(BAR)).toHaveAttribute('data-state', 'loading');
    const { clickAt, shownAt, shownOn } = await page.evaluate(() => {
      const probe = window as unknown as { clickAt: number; shownAt: number; shownOn: string };
      return { clickAt: probe.clickAt, shownAt: probe.shownAt, shownOn: probe.shownOn };
    });
    expect(shownOn).toBe(missing);
    // The throttle is 200 ms (SPEC.md section 9), in the page's time.
    expect(shownAt - clickAt).toBeGreaterThanOrEqual(200);
    expect(shownAt - clickAt).toBeLessThanOrEqual(210);

    await page.clock.resume();
    await page.waitForURL((url) => url.pathname === home);
    await expect(page.locator(BAR)).toHaveAttribute('data-progress', '100');
    await expect(page.locator(BAR)).toHaveAttribute('data-state', 'idle');
  });

  test('does not flash when the next page is already prefetched', async ({ page }) => {
    // Prefetched means the page's own segment has arrived (Next.js fetches the route tree first,
    // then each segment); the load's network-idle can come before the prefetches even start.
    const pageSegment = (request: Request) => (request.headers()['next-router-segment-prefetch'] ?? '__PAGE__').endsWith('__PAGE__');
    const prefetched = page.waitForEvent('requestfinished', {
      predicate: (request) => isPrefetch(request) && pathOf(request.url()) === home && pageSegment(request),
      timeout: 20_000,
    });
    await openHydrated(page, missing);
    await prefetched;
    await page.waitForLoadState('networkidle');
    const payloads: string[] = [];
    page.on('request', (request) => {
      if (isNavigationPayload(request)) payloads.push(pathOf(request.url()));
    });
    // Record, in the page, when the click happened and when the bar first showed (if ever).
    await page.evaluate((selector) => {
      const probe = window as unknown as { clickAt?: number; shownAt?: number };
      window.addEventListener('click', () => (probe.clickAt = performance.now()), true);
      const bar = document.querySelector(selector) as Element;
      new MutationObserver(() => {
        if (probe.shownAt === undefined && bar.getAttribute('data-state') === 'loading') probe.shownAt = performance.now();
      }).observe(bar, { attributes: true });
    }, BAR);
    await backToHome(page).click();
    await page.waitForURL((url) => url.pathname === home);
    await sleep(400);
    const { clickAt, shownAt } = await page.evaluate(() => window as unknown as { clickAt: number; shownAt?: number });
    // The prefetched page needed no request of its own...
    expect(payloads).toEqual([]);
    // ...and the bar never flashed: it shows only once a navigation outlasts the 200 ms throttle,
    // which a prefetched page does only on a machine too loaded to switch pages in that time.
    if (shownAt !== undefined) expect(shownAt - clickAt).toBeGreaterThanOrEqual(190);
  });
});

test('a route-change event reaches window.dataLayer 160 ms after each page finish, with URL, previous URL and title', async ({ page }) => {
  // Time stamps of URL changes and data-layer pushes, from before the app's own scripts run.
  await page.addInitScript(() => {
    const probe = window as unknown as {
      urlChanges: number[];
      pushes: number[];
      heldAtPush: boolean[];
      titles: { at: number; title: string }[];
      dataLayer: unknown[];
    };
    probe.urlChanges = [];
    probe.pushes = [];
    probe.heldAtPush = [];
    probe.titles = [];
    new MutationObserver(() => {
      if (document.title !== probe.titles.at(-1)?.title) probe.titles.push({ at: performance.now(), title: document.title });
    }).observe(document, { subtree: true, childList: true, characterData: true });
    const pushState = history.pushState.bind(history);
    history.pushState = (...args: Parameters<History['pushState']>) => {
      pushState(...args);
      probe.urlChanges.push(performance.now());
    };
    const layer: unknown[] = [];
    const push = layer.push.bind(layer);
    layer.push = (...entries: unknown[]) => {
      probe.pushes.push(performance.now());
      // The title hold's stand-in (site-shell's titleHold) still in the head: the old page's title.
      probe.heldAtPush.push(document.head.querySelector('title[data-stand-in]') !== null);
      return push(...entries);
    };
    probe.dataLayer = layer;
  });
  const referrer = 'https://search.example/results';
  await page.goto(missing, { referer: referrer });
  await page.locator(BAR).waitFor({ state: 'attached' });
  const dataLayer = () => page.evaluate(() => (window as unknown as { dataLayer: Array<Record<string, string>> }).dataLayer);
  await expect.poll(dataLayer).toHaveLength(1);
  const first = await page.evaluate(() => ({ url: location.href, title: document.title, referrer: document.referrer }));
  expect(first.referrer).toBe(referrer);
  expect((await dataLayer())[0]).toEqual({ event: 'route-change', url: first.url, previousUrl: referrer, title: first.title });

  await backToHome(page).click();
  await page.waitForURL((url) => url.pathname === home);
  await expect.poll(dataLayer).toHaveLength(2);
  const second = await page.evaluate(() => ({ url: location.href, title: document.title }));
  expect((await dataLayer())[1]).toEqual({ event: 'route-change', url: second.url, previousUrl: first.url, title: second.title });
  expect(second.title).not.toBe(first.title);

  const { urlChanges, pushes, heldAtPush, titles } = await page.evaluate(() => {
    const probe = window as unknown as { urlChanges: number[]; pushes: number[]; heldAtPush: boolean[]; titles: { at: number; title: string }[] };
    return { urlChanges: probe.urlChanges, pushes: probe.pushes, heldAtPush: probe.heldAtPush, titles: probe.titles };
  });
  const pushedAt = pushes[1] ?? 0;
  expect(pushedAt - (urlChanges.at(-1) ?? 0)).toBeGreaterThanOrEqual(160);
  // The event waits for the new page's own title (the design's guarantee), not for a time: it comes
  // after the title landed, and never while the title hold's stand-in (the old title) is in the
  // head, which rules out an event sent by the hold's 2 s timeout or by a timer unrelated to the
  // title. How soon after the title it comes is the machine's business: a loaded CI machine ran
  // the 160 ms timer over 1.5 s late.
  const titledAt = titles.find((entry) => entry.title === second.title)?.at ?? Number.NaN;
  expect(pushedAt).toBeGreaterThanOrEqual(titledAt);
  expect(heldAtPush).toEqual([false, false]);
  // One event per page: nothing else arrives later.
  await sleep(500);
  expect(await dataLayer()).toHaveLength(2);
});

test('a navigation updates the head in one go: the title changes once', async ({ page }) => {
  await openHydrated(page, missing);
  const titles = await page.evaluateHandle(() => {
    const seen: string[] = [];
    let last = document.title;
    new MutationObserver(() => {
      if (document.title !== last) seen.push((last = document.title));
    }).observe(document.head, { subtree: true, childList: true, characterData: true });
    return seen;
  });
  const before = await page.title();
  await backToHome(page).click();
  await page.waitForURL((url) => url.pathname === home);
  // The URL changes before the next page commits (later still on a loaded machine): wait for its title.
  await expect.poll(() => page.title(), { timeout: 10_000 }).not.toBe(before);
  await sleep(300);
  expect(await titles.jsonValue()).toEqual([await page.title()]);
});

test.describe('new deployment', () => {
  test('the build id is first asked for 1 s after load; once it changes, the next link click loads the page in full', async ({ page }) => {
    let buildId = 'build-before';
    await page.route('**/api/version', (route) => route.fulfill({ json: { buildId }, headers: { 'cache-control': 'no-store' } }));
    const polled = () => page.waitForResponse((response) => pathOf(response.url()) === '/api/version');
    // The build ids the page has read: the browser has the answer (waitForResponse) before the
    // page's code has read it, and a click in between would still find the page up to date.
    await page.addInitScript(() => {
      const probe = window as unknown as { buildIdsRead: unknown[] };
      probe.buildIdsRead = [];
      const json = Response.prototype.json;
      Response.prototype.json = function (this: Response) {
        const body = json.call(this) as Promise<{ buildId?: unknown }>;
        if (new URL(this.url).pathname !== '/api/version') return body;
        return body.then((value) => {
          probe.buildIdsRead.push(value.buildId);
          return value;
        });
      };
    });
    const buildIdsRead = () => page.evaluate(() => (window as unknown as { buildIdsRead: unknown[] }).buildIdsRead);

    // Same build: the click stays a client-side navigation (the page's state survives).
    const firstPoll = polled();
    await openHydrated(page, missing);
    await firstPoll;
    const startedAt = await page.evaluate(() => performance.getEntriesByName(new URL('/api/version', location.href).href)[0]?.startTime ?? 0);
    expect(startedAt).toBeGreaterThanOrEqual(1000);
    await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same document'));
    await backToHome(page).click();
    await page.waitForURL((url) => url.pathname === home);
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same document');

    // A new build answers: the next click is left to the browser, a full page load.
    const baseline = polled();
    await openHydrated(page, missing);
    await baseline;
    await expect.poll(buildIdsRead).toContain('build-before');
    buildId = 'build-after';
    const changed = polled();
    // A tab coming back into view checks at once instead of waiting for the next interval.
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await changed;
    // Read in the page's task that ends with the watch marking the page outdated.
    await expect.poll(buildIdsRead).toContain('build-after');
    await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'old document'));
    const documentLoad = page.waitForRequest((request) => request.isNavigationRequest() && pathOf(request.url()) === home);
    await backToHome(page).click();
    await documentLoad;
    await page.waitForURL((url) => url.pathname === home);
    await page.locator(BAR).waitFor({ state: 'attached' });
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBeUndefined();
  });
});

/**
 * A page whose client navigation from the missing page loads a chunk the missing page has not
 * (which pages do depends on how the bundler grouped the code), found in a throwaway context.
 */
async function pageLoadingNewChunks(browser: Browser, baseURL: string | undefined): Promise<string | undefined> {
  const candidates = (await sitePages(market)).filter((candidate) => ['forms-slug', 'contact-us-slug'].includes(candidate.route) && candidate.locale === locale);
  for (const candidate of candidates.slice(0, 8)) {
    const context = await browser.newContext({ baseURL });
    try {
      const page = await context.newPage();
      await openHydrated(page, missing);
      const chunk = page.waitForRequest((request) => request.url().includes('/_next/static/chunks/'), { timeout: 3000 }).catch(() => null);
      await page.evaluate((href) => (window as unknown as { next: { router: { push(href: string): void } } }).next.router.push(href), candidate.url);
      if (await chunk) return candidate.url;
    } finally {
      await context.close();
    }
  }
  return undefined;
}

test('a failed chunk reloads the page once; the same failure within 10 s shows the error, with the bar in the error colour', async ({ page, browser, baseURL }) => {
  // A lazily loaded block's chunk fails inside React (error.tsx catches it); a page's own chunk or
  // stylesheet fails on window: both take the guard's one reload.
  test.setTimeout(90_000);
  const target = await pageLoadingNewChunks(browser, baseURL);
  test.skip(!target, 'needs a page whose code loads on demand');
  const formPage = target ?? '';
  let failChunks = false;
  const failed: string[] = [];
  await page.route('**/_next/static/chunks/**', (route) => {
    if (!failChunks) return route.fallback();
    failed.push(route.request().url());
    return route.abort();
  });
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
      documents.push(pathOf(request.url()));
      // The reloaded page gets its chunks: the deployment "healed".
      failChunks = false;
    }
  });
  const navigate = (path: string) =>
    page.evaluate((href) => (window as unknown as { next: { router: { push(href: string): void } } }).next.router.push(href), path);

  await openHydrated(page, missing);
  failChunks = true;
  // The guard's reload is a document request for the form page (a client navigation is not).
  const reloaded = page.waitForRequest((request) => request.isNavigationRequest() && pathOf(request.url()) === formPage);
  await navigate(formPage);
  await reloaded;
  await page.waitForLoadState('domcontentloaded');
  await page.locator(BAR).waitFor({ state: 'attached' });
  expect(failed.length).toBeGreaterThan(0);
  expect(documents).toEqual([missing, formPage]);

  // Again within 10 s: no second reload; the error screen, and the bar turns red. The guard's
  // record of the first reload is dated now: on a loaded machine the way back to the form page
  // alone can take longer than the window, and then a second reload would be right.
  await openHydrated(page, missing);
  const record = await page.evaluate(() => {
    const last = JSON.parse(window.sessionStorage.getItem('clavis:chunk-reload') ?? 'null') as { path: string; at: number } | null;
    if (last) window.sessionStorage.setItem('clavis:chunk-reload', JSON.stringify({ ...last, at: Date.now() }));
    return last;
  });
  expect(record?.path).toBe(formPage);
  failChunks = true;
  failed.length = 0;
  await navigate(formPage);
  await expect(page.locator(BAR)).toHaveAttribute('data-state', 'error');
  expect(failed.length).toBeGreaterThan(0);
  await sleep(1000);
  expect(documents).toEqual([missing, formPage, missing]);
});

test.describe('link prefetch', () => {
  test('runs at most 5 prefetch requests at once', async ({ page }) => {
    const pages = (await sitePages(market)).filter((candidate) => candidate.locale === locale).slice(0, 16);
    let active = 0;
    let most = 0;
    let total = 0;
    await page.route(
      () => true,
      async (route) => {
        if (!isPrefetch(route.request())) return route.fallback();
        active += 1;
        total += 1;
        most = Math.max(most, active);
        // Held for a while, so that every prefetch wanted meanwhile is asked for while these run.
        // A browser sends an idempotent request again when the server closes a kept-alive
        // connection as it is reused (ECONNRESET); Playwright's own client does so only when asked.
        const response = await route.fetch({ maxRetries: 2 });
        await sleep(400);
        await route.fulfill({ response });
        active -= 1;
      },
    );
    await openHydrated(page, missing);
    // The router's own prefetches (it keeps 4 of these in flight) and, at the same time, prefetch
    // requests as it sends them for hovered links (it lets up to 12 of those run).
    await page.evaluate((urls) => {
      const { router } = (window as unknown as { next: { router: { prefetch(href: string): void } } }).next;
      urls.slice(0, 8).forEach((url) => router.prefetch(url));
      urls.slice(8).forEach((url) => void fetch(url, { headers: { rsc: '1', 'next-router-prefetch': '1' } }).catch(() => undefined));
    }, pages.map(({ url }) => url));
    await expect.poll(() => total, { timeout: 20_000 }).toBeGreaterThanOrEqual(12);
    await expect.poll(() => active, { timeout: 20_000 }).toBe(0);
    expect(most).toBe(5);
  });

  test('a prefetched page downloads none of its pictures: every image loaded is one the open page shows', async ({ page }) => {
    const images = new Set<string>();
    page.on('request', (request) => request.resourceType() === 'image' && images.add(request.url()));
    const prefetched = new Set<string>();
    page.on('requestfinished', (request) => isPrefetch(request) && prefetched.add(pathOf(request.url())));
    await page.setViewportSize({ width: 1280, height: 800 });
    await openHydrated(page, home);
    // The header links lead to pages that open with a picture (about us, after-sales).
    await expect.poll(() => prefetched.size, { timeout: 15_000 }).toBeGreaterThanOrEqual(3);
    await page.waitForLoadState('networkidle');
    const shown = await page.evaluate(() => [...document.images].map((image) => image.currentSrc).filter(Boolean));
    expect(shown.length).toBeGreaterThan(0);
    expect([...images].filter((url) => !shown.includes(url))).toEqual([]);
  });

  for (const [name, connection] of [
    ['a 2g connection', { effectiveType: '2g', saveData: false }],
    ['data saver', { effectiveType: '4g', saveData: true }],
  ] as const) {
    test(`is off on ${name}, on otherwise`, async ({ browser }) => {
      const prefetchesOn = async (emulated?: typeof connection) => {
        const context = await browser.newContext();
        if (emulated) {
          await context.addInitScript((value) => {
            const connection = Object.assign(new EventTarget(), value);
            Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => connection });
          }, emulated);
        }
        const page = await context.newPage();
        const prefetches: string[] = [];
        page.on('request', (request) => isPrefetch(request) && prefetches.push(request.url()));
        await openHydrated(page, missing);
        await backToHome(page).hover();
        await sleep(1500);
        await context.close();
        return prefetches;
      };
      expect(await prefetchesOn()).not.toEqual([]);
      expect(await prefetchesOn(connection)).toEqual([]);
    });
  }
});
