import type { APIRequestContext, APIResponse } from '@playwright/test';
import { expect, test } from './support/test';
import { getMarketConfig, localizePath } from '@clavis/i18n-routing';
import { appPort, suiteMarket } from './support/market';
import { startSiteWithEnv } from './support/isolatedSite';
import { hasCompileHint, isChunk } from './support/browserChunks';
import { checkSharedCodeOnce } from './support/coverage';

// Each of next-tuning's server-side switches turned off (CLAVIS_TUNING_*=off, libs/next-tuning
// README): the built app, started again with that patch off, still serves its home page correctly
// (status, HTML, hydration), and the patch is really gone from what it serves. A start costs the
// suite most of its time, so switches that touch different requests share one start.

/** Mounted by the shell once the page has hydrated (the loading bar, see shell.spec.ts). */
const HYDRATED = 'div[aria-hidden="true"][data-state][data-progress]';
const market = suiteMarket();
const home = localizePath({ market, locale: getMarketConfig(market).defaultLocale, route: 'home' });

interface PageCheck {
  html: string;
  etag: string | null;
  ifNoneMatchStatus: number | null;
}

const searchRequest = { requests: [{ indexName: `${market}_${getMarketConfig(market).defaultLocale}`, params: { query: '', hitsPerPage: 5 } }] };
/** A page rendered per request (a 404), whose policy allows the request's nonce. */
const notFound = `${localizePath({ market, locale: getMarketConfig(market).defaultLocale, route: 'products' })}/gibt-es-nicht-tuning`;

interface SwitchSet {
  variables: string[];
  offset: number;
  check(page: PageCheck): void;
  /** What else the switches touch, served correctly with them off (`main`: the suite's own app, every switch on). */
  alsoServes?(site: { baseURL: string }, request: APIRequestContext): Promise<void>;
}

const SWITCHES: SwitchSet[] = [
  {
    variables: ['CLAVIS_TUNING_HYDRATION_AFTER_PAINT'],
    offset: 510,
    check: ({ html }) => {
      expect(html).not.toContain('data-hydrate-after-paint');
      expect(html).toMatch(/<script src="[^"]+" async=""/);
    },
  },
  {
    variables: ['CLAVIS_TUNING_PAGE_ETAG'],
    offset: 520,
    // Next.js's own ETag (generateEtags) and 304 take over.
    check: ({ html, etag, ifNoneMatchStatus }) => {
      expect(html).toContain('data-hydrate-after-paint');
      expect(etag).toBeTruthy();
      expect(ifNoneMatchStatus).toBe(304);
    },
  },
  {
    // Without REDIS_URL the shared store is the file system either way: this shows the plain
    // FileSystemCache serves (the store's own switch test is next-tuning's sharedStore.test.ts).
    variables: ['CLAVIS_TUNING_NOT_FOUND_RULES', 'CLAVIS_TUNING_SHARED_PAGE_CACHE'],
    offset: 530,
    check: ({ html }) => expect(html).toContain('data-hydrate-after-paint'),
  },
  {
    variables: ['CLAVIS_TUNING_LARGE_STRING_BODIES', 'CLAVIS_TUNING_EARLY_ANSWERS'],
    offset: 540,
    check: ({ html, etag, ifNoneMatchStatus }) => {
      expect(html.length).toBeGreaterThan(16 * 1024);
      expect(etag).toMatch(/^W\//);
      expect(ifNoneMatchStatus).toBe(304);
    },
    // `POST /api/search` through Next.js's route answers as the early answer does; Algolia's REST
    // paths, which have no app route, are still answered by the server.
    alsoServes: async ({ baseURL }, request) => {
      for (const path of ['/api/search', '/1/indexes/*/queries']) {
        const [early, routed] = await Promise.all([request.post(path, { data: searchRequest }), request.post(`${baseURL}${path}`, { data: searchRequest })]);
        expect([path, routed.status()]).toEqual([path, 200]);
        const hits = async (response: APIResponse) => ((await response.json()) as { results: { nbHits: number }[] }).results[0]?.nbHits;
        expect(await hits(routed)).toBe(await hits(early));
        expect(await hits(routed)).toBeGreaterThan(0);
      }
      // Next.js's routing marks its answer as varying with the router's headers; the early answer does not.
      const [early, routed] = await Promise.all([request.post('/api/search', { data: searchRequest }), request.post(`${baseURL}/api/search`, { data: searchRequest })]);
      expect(early.headers()['vary'] ?? '').not.toMatch(/\brsc\b/i);
      expect(routed.headers()['vary'] ?? '').toMatch(/\brsc\b/i);
    },
  },
  {
    variables: ['CLAVIS_TUNING_SINGLE_LOCATION', 'CLAVIS_TUNING_REQUEST_GUARD'],
    offset: 550,
    check: ({ html }) => expect(html).toContain('data-hydrate-after-paint'),
    // The guard's refusal is gone (Next.js answers the bad percent-encoding its own way), while
    // every request is still stamped: a page rendered per request keeps its nonce.
    alsoServes: async ({ baseURL }, request) => {
      const [refused, unguarded] = await Promise.all([request.get('/%zz'), request.get(`${baseURL}/%zz`)]);
      expect(refused.status()).toBe(400);
      expect(await unguarded.text()).not.toBe(await refused.text());
      const page = await request.get(`${baseURL}${notFound}`);
      expect(page.status()).toBe(404);
      expect(page.headers()['content-security-policy']).toMatch(/'nonce-[^']+'/);
    },
  },
];

test.describe('next-tuning switches turned off at start-up', () => {
  test.describe.configure({ mode: 'serial', timeout: 120_000 });
  // The switches act on next-tuning, which is the same in every market app; each switch has an app
  // of its own, so they run on the main site only.
  checkSharedCodeOnce();

  // The five apps start together, once: a start is mostly waiting (for Next to read its build and
  // answer), and five waits one after another cost the suite about a minute.
  const sites = new Map<string, Promise<{ baseURL: string; stop(): Promise<void> }>>();
  test.beforeAll(() => {
    for (const { variables, offset } of SWITCHES) {
      const site = startSiteWithEnv({ market, appPort: appPort(market) + offset, env: Object.fromEntries(variables.map((variable) => [variable, 'off'])) });
      // Awaited by its test; a start that fails is that test's failure, not an unhandled rejection.
      site.catch(() => undefined);
      sites.set(variables.join(), site);
    }
  });
  test.afterAll(async () => {
    await Promise.all([...sites.values()].map((site) => site.then((started) => started.stop(), () => undefined)));
  });

  for (const { variables, check, alsoServes } of SWITCHES) {
    test(`${variables.join(', ')}=off: the home page is served whole and hydrates`, async ({ page, request }) => {
      const site = await (sites.get(variables.join()) as Promise<{ baseURL: string }>);
      const response = await request.get(`${site.baseURL}${home}`);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toMatch(/^<!DOCTYPE html>/);
      expect(html).toContain('</html>');
      expect(html).toMatch(/<h1[\s>]/);
      const etag = response.headers()['etag'] ?? null;
      const again = etag ? await request.get(`${site.baseURL}${home}`, { headers: { 'if-none-match': etag } }) : null;
      check({ html, etag, ifNoneMatchStatus: again?.status() ?? null });

      const scripts: string[] = [];
      page.on('response', (chunk) => {
        if (isChunk(chunk.url())) scripts.push(chunk.url());
      });
      await page.goto(`${site.baseURL}${home}`);
      await page.locator(HYDRATED).waitFor({ state: 'attached', timeout: 20_000 });
      await expect(page.locator('h1').first()).toBeVisible();
      expect(scripts.length).toBeGreaterThan(0);
      await alsoServes?.(site, request);
    });
  }
});

test.describe('next-tuning build-time switches, as the build under test had them', () => {
  // CLAVIS_TUNING_COMPILE_HINTS and CLAVIS_TUNING_LIBRARY_STYLES act on `next build`: run this
  // suite with the variables the app was built with (off or unset).
  const compileHintsOff = process.env['CLAVIS_TUNING_COMPILE_HINTS'] === 'off';
  const libraryStylesOff = process.env['CLAVIS_TUNING_LIBRARY_STYLES'] === 'off';

  test(`the page hydrates, its chunks ${compileHintsOff ? 'without' : 'with'} the compile hint, ${libraryStylesOff ? 'a stylesheet per module' : 'one library stylesheet'}`, async ({ page, request }) => {
    const hinted: boolean[] = [];
    page.on('response', async (response) => {
      if (isChunk(response.url())) hinted.push(hasCompileHint(await response.text()));
    });
    await page.goto(home);
    await page.locator(HYDRATED).waitFor({ state: 'attached', timeout: 20_000 });
    expect(hinted.length).toBeGreaterThan(0);
    expect(new Set(hinted)).toEqual(new Set([!compileHintsOff]));

    const html = await (await request.get(home)).text();
    const stylesheets = html.match(/<link rel="stylesheet"/g) ?? [];
    if (libraryStylesOff) expect(stylesheets.length).toBeGreaterThan(1);
    else expect(stylesheets.length).toBeLessThanOrEqual(2);
  });
});
