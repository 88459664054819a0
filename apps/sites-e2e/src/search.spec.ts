import { expect, test, type Page } from './support/test';
import { getMarketConfig, localizePath } from '@clavis/i18n-routing';
import { loadMessages } from '@clavis/i18n-routing/messages';
import { suiteMarket } from './support/market';
import { checkSharedCodeOnce } from './support/coverage';
import { folder } from './support/siteStories';

// Site search (issue #26) in Chromium against the built app: the header entry, the search page's
// state in the URL, the no-results message, related products, and what /api/search never returns.

const market = suiteMarket();
const locale = getMarketConfig(market).defaultLocale;
const searchPath = localizePath({ market, locale, route: 'search' });
const home = localizePath({ market, locale, route: 'home' });

checkSharedCodeOnce();

const results = (page: Page) => page.locator('main ol > li article');
const status = (page: Page) => page.locator('main [role="status"]');

/** The search page once its box is live (InstantSearch mounted and the first answer shown). */
async function openSearch(page: Page, query = '') {
  await page.goto(`${searchPath}${query}`);
  await expect(status(page)).not.toBeEmpty({ timeout: 20_000 });
}

/**
 * Every script the page requests from the network from now on, and whether any of some holds the
 * search's code (a worker made from a blob, the Intl start, is code of the page itself).
 */
function watchScripts(page: Page) {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' && /^https?:/.test(request.url())) scripts.push(request.url());
  });
  const searchCodeIn = async (urls: string[]) => {
    const bodies = await Promise.all(urls.map(async (url) => (await page.request.get(url)).text()));
    return bodies.some((body) => body.includes('instantsearch'));
  };
  return { scripts, searchCodeIn };
}

/** The shell's loading bar is rendered in the browser: the page's script runs. */
const BAR = 'div[aria-hidden="true"][data-state][data-progress]';

test('typing in the header search lands on the search page with results as you type', async ({ page }) => {
  await page.goto(home);
  await page.locator(BAR).waitFor({ state: 'attached' });
  // `/` focuses the entry.
  await page.keyboard.press('/');
  await expect(page.locator('#header-search')).toBeFocused();
  // Typed briskly: keys that come while the header gives way to the search page's box are kept.
  await page.keyboard.type('futu', { delay: 30 });
  await page.waitForURL((url) => url.pathname === searchPath);
  // The search page's box takes over what was typed, and the focus.
  await expect(page.getByRole('searchbox')).toBeFocused();
  await page.keyboard.type('ra', { delay: 80 });
  await expect(page.getByRole('searchbox')).toHaveValue('futura');
  // The server builds its index on the first query after it started (seconds on a busy machine).
  await expect(results(page).getByRole('link', { name: 'Futura', exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/[?&]q=futura/);
});

test('a public page loads no search code until the header entry gets the focus', async ({ page }) => {
  // InstantSearch and the search client (about 60 KB gzipped) are for searchers only.
  const { scripts, searchCodeIn } = watchScripts(page);
  await page.goto(home);
  await page.locator(BAR).waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  expect(await searchCodeIn(scripts)).toBe(false);

  const before = scripts.length;
  await page.keyboard.press('/');
  await expect(page.locator('#header-search')).toBeFocused();
  await page.waitForLoadState('networkidle');
  await expect.poll(() => searchCodeIn(scripts.slice(before))).toBe(true);
});

test('a refinement, a page change and Back restore the state, without a full reload', async ({ page }) => {
  const messages = await loadMessages(locale);
  await openSearch(page);
  await page.evaluate(() => ((window as unknown as { searchE2e: boolean }).searchE2e = true));
  const news = page.getByRole('group', { name: messages['search.facet.type'] }).getByRole('checkbox', { name: new RegExp(messages['search.type.news']) });
  await news.check();
  await expect(page).toHaveURL(/[?&]type=news/);
  await expect(results(page).first()).toContainText(messages['search.type.news']);
  const firstNews = await results(page).first().getByRole('link').textContent();
  await page.locator('main nav a', { hasText: /^2$/ }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(results(page).first().getByRole('link')).not.toHaveText(firstNews ?? '');

  await page.goBack();
  await expect(page).not.toHaveURL(/page=2/);
  await expect(page).toHaveURL(/type=news/);
  await expect(news).toBeChecked();
  await expect(results(page).first().getByRole('link')).toHaveText(firstNews ?? '');

  await page.goBack();
  await expect(page).not.toHaveURL(/type=news/);
  await expect(news).not.toBeChecked();
  // Still the same document: no full reload on the way.
  expect(await page.evaluate(() => (window as unknown as { searchE2e?: boolean }).searchE2e)).toBe(true);
});

test('a shared link restores query and refinements', async ({ page }) => {
  await openSearch(page, '?q=futura&type=product');
  await expect(page.getByRole('searchbox')).toHaveValue('futura');
  const types = await results(page).locator('p').first().allTextContents();
  expect(types.length).toBeGreaterThan(0);
  await expect(results(page).getByRole('link', { name: 'Futura', exact: true })).toBeVisible();
});

test('the search box stays on the page while the search starts, and keeps what was typed into it', async ({ page }) => {
  // A slow phone (CPU at a sixth) widens the moments between the server's box and the live one.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  // Before the page's own script: every change to the page is checked for the box and for an
  // empty results column (InstantSearch renders nothing in its first commit; the page blinked).
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { boxSeen: string[] }).boxSeen = seen;
    document.addEventListener('DOMContentLoaded', () => {
      const check = () => seen.push(document.querySelector('main form[role="search"] input') ? 'box' : 'none');
      check();
      new MutationObserver(check).observe(document.body, { childList: true, subtree: true });
    });
  });
  await page.goto(searchPath, { waitUntil: 'domcontentloaded' });
  // Typed into the box the server rendered, before and while the search takes over.
  await page.locator('main input[type="search"]').click();
  await page.keyboard.type('futu', { delay: 40 });
  await expect(status(page)).not.toBeEmpty({ timeout: 30_000 });
  await page.keyboard.type('ra', { delay: 40 });
  await expect(page.getByRole('searchbox')).toHaveValue('futura');
  await expect(page.getByRole('searchbox')).toBeFocused();
  await expect(results(page).getByRole('link', { name: 'Futura', exact: true })).toBeVisible({ timeout: 20_000 });
  const seen = await page.evaluate(() => (window as unknown as { boxSeen: string[] }).boxSeen);
  expect(seen.length).toBeGreaterThan(1);
  expect(seen).not.toContain('none');
});

test.describe('without script', () => {
  test.use({ javaScriptEnabled: false });

  test("a search in the URL comes with its first results in the page's HTML, and the form asks the server for more", async ({ page }) => {
    await page.goto(`${searchPath}?q=futura`);
    await expect(status(page)).not.toBeEmpty();
    await expect(results(page).getByRole('link', { name: 'Futura', exact: true })).toBeVisible();
    await expect(results(page).locator('mark').first()).toBeVisible();
    const box = page.getByRole('searchbox');
    await expect(box).toHaveValue('futura');
    await box.fill('qqxyzzyqq');
    await box.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('q') === 'qqxyzzyqq');
    const messages = await loadMessages(locale);
    await expect(page.getByText(messages['search.no_results'])).toBeVisible();
    await expect(results(page)).toHaveCount(0);
    // The way back is a link to the empty search page: the prebuilt one, with no results in it.
    await page.getByRole('link', { name: messages['listing.filters.reset'] }).click();
    await page.waitForURL((url) => url.pathname === searchPath && !url.searchParams.get('q'));
    await expect(page.getByRole('searchbox')).toHaveValue('');
    await expect(results(page)).toHaveCount(0);
  });
});

test("the server's results stay in place while the search takes over", async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  // From the first parse: the number of results after every change to the page, and every layout shift.
  await page.addInitScript(() => {
    const watch = { counts: [] as number[], shifts: [] as number[] };
    (window as unknown as { watch: typeof watch }).watch = watch;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) watch.shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
    document.addEventListener('DOMContentLoaded', () => {
      const check = () => watch.counts.push(document.querySelectorAll('main ol > li article').length);
      check();
      new MutationObserver(check).observe(document.body, { childList: true, subtree: true });
    });
  });
  await page.goto(`${searchPath}?q=futura`, { waitUntil: 'domcontentloaded' });
  const titles = await results(page).locator('h2').allTextContents();
  expect(titles.length).toBeGreaterThan(1);
  // The visitor's first move starts the live search, which is there once its filters are.
  await page.mouse.move(200, 200);
  await expect(page.locator('main aside fieldset').first()).toBeAttached({ timeout: 30_000 });
  await expect(results(page).locator('h2')).toHaveText(titles);
  const watch = await page.evaluate(() => (window as unknown as { watch: { counts: number[]; shifts: number[] } }).watch);
  expect(watch.counts.length).toBeGreaterThan(1);
  expect(watch.counts.every((count) => count === titles.length)).toBe(true);
  expect(watch.shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.01);
});

test("a search in the URL runs no search code until the visitor's first move, then the live search takes over", async ({ page }) => {
  const { scripts, searchCodeIn } = watchScripts(page);
  await page.goto(`${searchPath}?q=futura`);
  await page.locator(BAR).waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
  // The page is hydrated, its results and form are there, and no search code came.
  await expect(results(page).getByRole('link', { name: 'Futura', exact: true })).toBeVisible();
  expect(scripts.length).toBeGreaterThan(0);
  expect(await searchCodeIn(scripts)).toBe(false);
  await expect(page.locator('main aside fieldset')).toHaveCount(0);

  await page.mouse.move(200, 200);
  await expect(page.locator('main aside fieldset').first()).toBeAttached({ timeout: 20_000 });
  await expect.poll(() => searchCodeIn(scripts)).toBe(true);
  // One box, the live one, with the URL's query, and the focus left where it was; the results are the same.
  await expect(page.getByRole('searchbox')).toHaveCount(1);
  await expect(page.getByRole('searchbox')).toHaveValue('futura');
  await expect(page.getByRole('searchbox')).not.toBeFocused();
  await expect(results(page).getByRole('link', { name: 'Futura', exact: true })).toBeVisible();
});

test('nonsense gets the no-results message and a reset button', async ({ page }) => {
  const messages = await loadMessages(locale);
  await openSearch(page, '?q=qqxyzzyqq');
  await expect(page.getByText(messages['search.no_results'])).toBeVisible();
  // The server's page links back to the empty search; the live search, started by the visitor's
  // first move, resets in place.
  await page.mouse.move(200, 200);
  await page.getByRole('button', { name: messages['listing.filters.reset'] }).click();
  await expect(page.getByText(messages['search.no_results'])).toBeHidden();
  await expect(page.getByRole('searchbox')).toHaveValue('');
  await expect(results(page).first()).toBeVisible();
});

test('related products on a product page link to other products', async ({ page, request }) => {
  const product = localizePath({ market, locale, route: 'products-slug', params: { slug: 'futura' } });
  await page.goto(product);
  const messages = await loadMessages(locale);
  const section = page.getByRole('heading', { level: 2, name: messages['search.recommended'] }).locator('xpath=..');
  const links = await section.getByRole('link').evaluateAll((anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).pathname));
  const productsPrefix = product.slice(0, product.lastIndexOf('/') + 1);
  expect(links.length).toBeGreaterThan(0);
  for (const link of links) {
    expect(link.startsWith(productsPrefix)).toBe(true);
    expect(link).not.toBe(product);
    expect((await request.get(link)).status()).toBe(200);
  }
});

test.describe('German compounds', () => {
  test.skip(locale !== 'de', 'the market searches in German');
  test.use({ javaScriptEnabled: false });

  /** The catalogue's products and, of its key blanks, those whose category is a compound of Schlüssel (Autoschlüssel, Zylinderschlüssel...). */
  async function catalogue() {
    const [products, categories] = await Promise.all([folder(`${locale}/global/produkte`), folder(`${locale}/global/kategorien`)]);
    const categoryTitle = new Map(categories.map((category) => [category.uuid, String(category.content.title)]));
    const productNames = new Set(products.filter((story) => story.content.component === 'product').map((story) => String(story.content.name)));
    const blanks = products.filter((story) => story.content.kind === 'key-blank');
    const compoundBlanks = blanks.filter((story) => /.schlüssel$/.test(categoryTitle.get(String(story.content.category)) ?? '')).map((story) => String(story.content.name));
    return { productNames, blankNames: new Set(blanks.map((story) => String(story.content.name))), compoundBlanks };
  }

  test('"schlüssel" finds the key blanks of every category named with a compound of it', async ({ request }) => {
    const { compoundBlanks } = await catalogue();
    expect(compoundBlanks.length).toBeGreaterThan(20);
    const answer = await request.post('/api/search', { data: { requests: [{ indexName: `${market}_${locale}`, params: { query: 'schlüssel', hitsPerPage: 1000 } }] } });
    expect(answer.status()).toBe(200);
    const { results: [result] } = (await answer.json()) as { results: [{ hits: { title: string }[] }] };
    const found = new Set(result.hits.map((hit) => hit.title));
    expect(compoundBlanks.filter((name) => !found.has(name))).toEqual([]);
  });

  test('"schlüsselrohling" lists key blanks before any other product, on the search page', async ({ page }) => {
    const { productNames, blankNames } = await catalogue();
    const titles = async (query: string) => {
      await page.goto(`${searchPath}?${query}`);
      return results(page).locator('h2').allTextContents();
    };
    // Pages and a job that have the word whole come first; the products listed are key blanks.
    const listed = (await titles('q=schl%C3%BCsselrohling')).filter((title) => productNames.has(title));
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.filter((title) => !blankNames.has(title))).toEqual([]);
    // Only products: a whole page of key blanks.
    const products = await titles('q=schl%C3%BCsselrohling&type=product');
    expect(products).toHaveLength(10);
    expect(products.filter((title) => !blankNames.has(title))).toEqual([]);
  });
});

test('/api/search never answers from the extranet', async ({ request }) => {
  const indexName = `${market}_${locale}`;
  const extranet = await request.post('/api/search', { data: { requests: [{ indexName: `${indexName}_extranet`, params: { query: '' } }] } });
  expect(extranet.status()).toBe(404);
  const publicAnswer = await request.post('/api/search', { data: { requests: [{ indexName, params: { query: '', hitsPerPage: 1000 } }] } });
  expect(publicAnswer.status()).toBe(200);
  const { results: [result] } = (await publicAnswer.json()) as { results: [{ nbHits: number; hits: { url: string }[] }] };
  expect(result.nbHits).toBeGreaterThan(50);
  expect(result.hits.filter((hit) => hit.url.includes('/extranet'))).toEqual([]);
});
