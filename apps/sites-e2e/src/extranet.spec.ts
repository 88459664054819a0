import { readFile } from 'node:fs/promises';
import { unzipSync } from 'fflate';
import sharp from 'sharp';
import { getMarketConfig, localizePath, LOCALES, type LocaleCode, type RouteName } from '@clavis/i18n-routing';
import { loadMessages } from '@clavis/i18n-routing/messages';
import {
  assetPath,
  auditFile,
  childrenOf,
  SUITE_SIGNING_SECRET,
  extranetStories,
  NAVIGATION,
  ownClientAddress,
  PARTNERS,
  linkHolder,
  signedFileLink,
  SIGNED_IN_TIMEOUT,
  signIn,
  type Asset,
  type ExtranetStory,
} from './support/extranet';
import { appPort, suiteMarket } from './support/market';
import { checkSharedCodeOnce } from './support/coverage';
import type { Download } from '@playwright/test';
import { expect, test as base, type Page } from './support/test';

// Issue #25, "Done when": signed in as bu-italia@clavis.example, every extranet route area answers
// with its real content (titles from the content server's fixture stories) in each locale of the
// suite's market; a nested gallery and a nested product category open; a picture, a gallery folder
// as a ZIP and a catalogue PDF download through the browser and open; every download is in the
// audit file; partner@clavis.example gets the 403 screen and a 403 from the API on the BU Italia
// documentation; a signed link used after its expiry or with its path changed answers 403.

const market = suiteMarket();
const { locales, defaultLocale } = getMarketConfig(market);
const baseURL = `http://127.0.0.1:${appPort(market)}`;

/** One URL per extranet route area of SPEC.md section 2 (the detail routes are opened below). */
const AREAS: readonly RouteName[] = [
  'extranet',
  'extranet-catalogues',
  'extranet-bulletins',
  'extranet-photo-gallery',
  'extranet-products',
  'extranet-products-automotive',
  'extranet-products-residential',
  'extranet-documentation-bu-italy',
  'extranet-search',
];

interface Session {
  page: Page;
  /** The partner's `Authorization` header, as the page sends it to `/api/extranet/*`. */
  authorization(): Promise<string>;
}

/** Signs a partner in on a page of a fresh context and keeps the access token the page sends. */
async function session(page: Page, user: (typeof PARTNERS)[keyof typeof PARTNERS], url: string): Promise<Session> {
  let authorization: string | undefined;
  page.on('request', (request) => {
    const header = request.headers()['authorization'];
    if (header && new URL(request.url()).pathname.startsWith('/api/extranet/')) authorization = header;
  });
  await ownClientAddress(page.context());
  await signIn(page, url, user);
  return {
    page,
    async authorization() {
      await expect.poll(() => authorization, NAVIGATION).toBeTruthy();
      return authorization as string;
    },
  };
}

// bu-italia logs in once per worker; every test of the worker reuses its page (tokens live in the
// page's memory, DESIGN.md section 6), so the run does not pay a login per test.
const test = base.extend<object, { buItalia: Session }>({
  buItalia: [
    async ({ watchedBrowser }, use) => {
      const context = await watchedBrowser.newContext({ baseURL, acceptDownloads: true });
      const page = await context.newPage();
      await use(await session(page, PARTNERS.buItalia, localizePath({ market, locale: defaultLocale, route: 'extranet' })));
      await context.close();
    },
    { scope: 'worker', timeout: SIGNED_IN_TIMEOUT },
  ],
});

test.describe.configure({ mode: 'parallel' });

const main = (page: Page) => page.getByRole('main');
const heading = (page: Page) => main(page).getByRole('heading', { level: 1 });
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const anyOf = (texts: readonly string[]) => new RegExp(texts.map(escape).join('|'));

type NextWindow = Window & { next?: { router?: { push(href: string): void } } };

/**
 * Goes to an extranet URL as a partner would, in the page: by a link when one is on screen, else
 * through the app's router (the same client-side navigation a link makes; the session stays in the
 * page's memory, so no silent check per page). `reload` loads the URL anew from the address bar.
 */
async function visit(page: Page, url: string, { reload = false } = {}): Promise<void> {
  const link = page.locator(`a[href="${url}"]:visible`).first();
  const routed = async () =>
    page.evaluate((target) => {
      const router = (window as NextWindow).next?.router;
      router?.push(target);
      return Boolean(router);
    }, url);
  if (reload || !page.url().startsWith(baseURL)) await page.goto(url);
  else if (await link.count()) await link.click();
  else if (!(await routed())) await page.goto(url);
  await expect(page).toHaveURL((address) => address.pathname === url, NAVIGATION);
}

/** Opens an extranet URL in the signed-in page and waits for its story's title. */
async function open(page: Page, url: string, title: string, options: { reload?: boolean } = {}): Promise<void> {
  await visit(page, url, options);
  await expect(heading(page)).toHaveText(title, NAVIGATION);
}

/** The page's path below `/api/extranet/`, from a story's full slug (`de/kataloge/price-lists`). */
const apiPath = (story: ExtranetStory) => story.full_slug.replace(/^([a-z]{2})\/extranet\/?/, '$1/').replace(/\/$/, '');

/** The story of a route area's URL in a locale. */
function areaStory(stories: readonly ExtranetStory[], locale: LocaleCode, route: RouteName): ExtranetStory {
  const url = localizePath({ market, locale, route });
  const story = stories.find((candidate) => candidate.url === url);
  if (!story) throw new Error(`No fixture story at ${url}`);
  return story;
}

/** The one value a fixture must hold; the test fails with what was missing otherwise. */
function must<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`The fixtures have no ${what}`);
  return value;
}

/** A category three levels below an area's root (`fairs/2025/security-essen`), then its two parents, outermost first. */
function nestedCategory(stories: readonly ExtranetStory[], route: RouteName, component: string): { deep: ExtranetStory; path: ExtranetStory[] } {
  const root = must(stories.find((story) => story.route === route.replace(/-category$/, '') && story.is_startpage), `root of ${route}`);
  const depth = (story: ExtranetStory) => story.url.split('/').length - root.url.split('/').length;
  const deep = must(stories.find((story) => story.route === route && story.content.component === component && depth(story) === 3), `${component} three levels deep`);
  const parents = stories.filter((story) => story.is_startpage && story.route === route && deep.url.startsWith(`${story.url}/`));
  return { deep, path: [...parents.sort((a, b) => a.url.length - b.url.length), deep] };
}

async function saved(download: Download): Promise<Buffer> {
  const path = await download.path();
  return readFile(path);
}

interface AuditRecord {
  at: string;
  /** The holder's opaque id, as the download links name them. */
  holder?: string;
  kind: 'file' | 'zip';
  path: string;
  size?: string;
  status: number;
}

async function auditSince(since: number): Promise<AuditRecord[]> {
  const text = await readFile(auditFile(market), 'utf8').catch(() => '');
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as AuditRecord)
    .filter((record) => Date.parse(record.at) >= since - 1000);
}

/** Every download made is in the audit file, by its file (or folder), its holder and its size. */
async function expectAudited(since: number, holder: string, downloads: Partial<AuditRecord>[]): Promise<void> {
  await expect
    .poll(async () => {
      const records = await auditSince(since);
      return downloads.filter((wanted) => !records.some((record) => record.holder === holder && record.status === 200 && record.kind === wanted.kind && record.path === wanted.path && record.size === wanted.size));
    }, NAVIGATION)
    .toEqual([]);
}

/** What the suite reads of `GET /api/extranet/{locale}/{path}` (libs/extranet's ExtranetPayload). */
interface ExtranetPayload {
  route: RouteName;
  locale: LocaleCode;
  story: { name: string; content: Record<string, unknown> } | null;
  listing: unknown;
  children: unknown[];
  latestBulletins: unknown[];
}

/**
 * The API's answer for an area's story in a locale, as the page asks for it with the partner's
 * token: its route (which picks the view), its story and what its listing shows.
 */
async function expectAreaAnswer(session: Session, locale: LocaleCode, route: RouteName, story: ExtranetStory, listed: readonly string[]): Promise<void> {
  const { page } = session;
  const url = await expectLocaleShell(page, locale, route);
  const answer = await page.request.get(`/api/extranet/${apiPath(story)}`, { headers: await apiHeaders(session) });
  expect(answer.status(), `${url}: /api/extranet/${apiPath(story)}`).toBe(200);
  const payload = (await answer.json()) as ExtranetPayload;
  expect({ route: payload.route, locale: payload.locale, title: payload.story ? String(payload.story.content['title'] ?? payload.story.name) : null }, url).toEqual({ route, locale, title: story.title });
  if (listed.length > 0) expect(JSON.stringify([payload.listing, payload.children, payload.latestBulletins]), `${url}: its listing`).toMatch(anyOf(listed));
}

/** The client address of the suite's own API requests, apart from the browser's (see ownClientAddress). */
const API_CLIENT = `198.19.${Number(process.env['TEST_WORKER_INDEX'] ?? 0) % 256}.250`;

/** The headers of the suite's own API requests: the partner's token, from the suite's client address. */
async function apiHeaders(session: Session): Promise<Record<string, string>> {
  return { authorization: await session.authorization(), 'x-forwarded-for': API_CLIENT };
}

/** The prebuilt shell of an area's URL answers in the locale's language (its content comes from the API); returns the URL. */
async function expectLocaleShell(page: Page, locale: LocaleCode, route: RouteName): Promise<string> {
  const url = localizePath({ market, locale, route });
  const shell = await page.request.get(url, { maxRedirects: 0 });
  expect(shell.status(), url).toBe(200);
  expect(await shell.text(), url).toContain(`<html lang="${LOCALES[locale].iso}"`);
  return url;
}

/** The search page's prebuilt shell in the locale's language, and the locale's extranet index answering the partner's query with the bulletin's page. */
async function expectSearchAnswer(session: Session, locale: LocaleCode, bulletin: ExtranetStory): Promise<void> {
  const { page } = session;
  await expectLocaleShell(page, locale, 'extranet-search');
  const indexName = `${market}_${locale}_extranet`;
  const answer = await page.request.post('/api/extranet/search', {
    headers: await apiHeaders(session),
    data: { requests: [{ indexName, params: { query: bulletin.title } }] },
  });
  expect(answer.status(), indexName).toBe(200);
  const { results } = (await answer.json()) as { results: { hits: { title?: string; url?: string }[] }[] };
  expect(results[0]?.hits.find((hit) => hit.title === bulletin.title)?.url, `${indexName}: ${bulletin.title}`).toBe(bulletin.url);
}

// Per locale, what differs is the route table (which URL is which area, and so which view and
// story), the messages and the locale's extranet index; the views, the session and the search UI
// are one code. So the default locale walks every area in the browser, as a partner clicks through
// it; the market's last locale loads its search page in the browser (a fresh load in another
// locale: the silent check, the locale's messages, on global a catalogue loaded on demand, and its
// extranet index in the UI). Every other area, and the search of the locales between, is checked
// at the places a locale can break it: the URL's prebuilt shell in the locale's language, and the
// API's answer (route, story, listing; the locale's index for the search), as the page asks. A
// page load in each further locale would prove the same code again for 1 to 2 CPU-s of Chromium
// and server (issue #40); i18n-routing's unit tests hold every catalogue complete and valid.
for (const locale of locales) {
  test(`every extranet area answers with its content in ${locale}`, async ({ buItalia }) => {
    const { page } = buItalia;
    test.setTimeout(150_000);
    const stories = await extranetStories(market, locale);
    const messages = await loadMessages(locale);
    const browsed = locale === defaultLocale;
    const loaded = browsed || locale === locales[locales.length - 1];
    for (const route of AREAS) {
      const url = localizePath({ market, locale, route });
      await test.step(url, async () => {
        if (route === 'extranet-search') {
          // The extranet index answers for the partner: a news bulletin of the fixtures, by its title, links to its page.
          const bulletin = stories.find((story) => story.content.component === 'bulletin') as ExtranetStory;
          if (!loaded) {
            await expectSearchAnswer(buItalia, locale, bulletin);
            return;
          }
          // A new locale is loaded anew; in the default locale the search is reached from its areas.
          await visit(page, url, { reload: !browsed });
          await expect(heading(page)).toHaveText(messages['nav.search'] as string, NAVIGATION);
          await main(page).getByRole('searchbox').fill(bulletin.title);
          await expect(main(page).getByRole('link', { name: bulletin.title, exact: true }).first()).toHaveAttribute('href', bulletin.url, NAVIGATION);
          // The query reaches the URL (a shared link restores it) a moment after the results; the
          // next step's navigation must not start before, or that write takes the page back.
          await expect(page).toHaveURL((address) => address.pathname === url && address.searchParams.get('q') === bulletin.title, NAVIGATION);
          return;
        }
        const story = areaStory(stories, locale, route);
        // Its listing: the folders, entries or categories stored below it (the home: its bulletins).
        const listed =
          route === 'extranet'
            ? stories.filter((candidate) => candidate.content.component === 'bulletin').map((bulletin) => bulletin.title)
            : childrenOf(stories, url)
                .filter((child) => child.content.component !== 'page')
                .map((child) => child.title);
        if (!browsed) {
          await expectAreaAnswer(buItalia, locale, route, story, listed);
          return;
        }
        // The locale's extranet home is loaded anew (a new locale); its areas are reached from it.
        await open(page, url, story.title, { reload: route === 'extranet' });
        if (listed.length > 0) await expect(main(page)).toContainText(anyOf(listed));
      });
    }
  });
}

// What differs by market is its extranet URLs, opened above in every locale; the screens, the
// downloads and the group checks below are one code for every market.
test.describe('the extranet screens', () => {
  checkSharedCodeOnce();

  test(`the detail pages of every area open in ${defaultLocale}`, async ({ buItalia: { page } }) => {
    test.setTimeout(120_000);
    const stories = await extranetStories(market, defaultLocale);
    const details: RouteName[] = ['extranet-catalogues-folder', 'extranet-catalogues-folder-slug', 'extranet-bulletins-slug', 'extranet-documentation-bu-italy-slug', 'extranet-products-category', 'extranet-photo-gallery-category'];
    for (const route of details) {
      const story = must(stories.find((candidate) => candidate.route === route), route);
      await test.step(story.url, () => open(page, story.url, story.title));
    }
  });

  test('a gallery category three levels deep opens from the gallery, its pictures in the grid', async ({ buItalia: { page } }) => {
    test.setTimeout(60_000);
    const since = Date.now();
    const stories = await extranetStories(market, defaultLocale);
    const gallery = areaStory(stories, defaultLocale, 'extranet-photo-gallery');
    const { deep, path } = nestedCategory(stories, 'extranet-photo-gallery-category', 'gallery_category');
    await open(page, gallery.url, gallery.title);
    for (const category of path) {
      await main(page).getByRole('link', { name: category.title, exact: true }).click();
      await expect(page).toHaveURL((address) => address.pathname === category.url, NAVIGATION);
      await expect(heading(page)).toHaveText(category.title, NAVIGATION);
    }
    const images = (deep.content['images'] as Asset[] | undefined) ?? [];
    expect(images.length).toBeGreaterThan(0);
    await expect(main(page).locator('ul img')).toHaveCount(Math.min(images.length, 12), NAVIGATION);

    // Opening a folder downloads nothing: its "download folder" link on screen is not fetched ahead
    // (a prefetch would stream the ZIP and write a download nobody made into the audit file).
    await page.waitForTimeout(1500);
    const opened = path.slice(0, -1).map((category) => category.full_slug.replace(/\/$/, ''));
    expect((await auditSince(since)).filter((record) => record.kind === 'zip' && opened.includes(record.path))).toEqual([]);
  });

  test('a product category three levels deep opens from the products, with its products', async ({ buItalia: { page } }) => {
    test.setTimeout(60_000);
    const stories = await extranetStories(market, defaultLocale);
    const products = areaStory(stories, defaultLocale, 'extranet-products');
    const { deep, path } = nestedCategory(stories, 'extranet-products-category', 'extranet_category');
    await open(page, products.url, products.title);
    for (const category of path) {
      await main(page).getByRole('link', { name: category.title, exact: true }).click();
      await expect(page).toHaveURL((address) => address.pathname === category.url, NAVIGATION);
      await expect(heading(page)).toHaveText(category.title, NAVIGATION);
    }
    const inside = childrenOf(stories, deep.url).filter((story) => story.content.component === 'extranet_product');
    expect(inside.length).toBeGreaterThan(0);
    await expect(main(page)).toContainText(anyOf(inside.map((product) => product.title)));
  });

  test('a picture, a gallery folder as a ZIP and a catalogue PDF download and open, and the audit file lists them', async ({ buItalia }) => {
    test.setTimeout(90_000);
    const { page } = buItalia;
    const since = Date.now();
    const stories = await extranetStories(market, defaultLocale);
    const folder = nestedCategory(stories, 'extranet-photo-gallery-category', 'gallery_category').deep;
    // The holder's opaque id, as the links the API hands this partner name it.
    const answer = await page.request.get(`/api/extranet/${apiPath(folder)}`, { headers: await apiHeaders(buItalia) });
    const holder = linkHolder(((await answer.json()) as { zip: string }).zip);
    const images = folder.content['images'] as Asset[];
    await open(page, folder.url, folder.title);

    // One picture, in its original size, from the lightbox.
    await main(page).locator('ul button').first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('combobox').selectOption('original');
    const [picture] = await Promise.all([page.waitForEvent('download'), dialog.locator('a[download]').click()]);
    const pictureBytes = await saved(picture);
    const first = assetPath(must(images[0], 'picture in the folder').filename);
    expect(picture.suggestedFilename()).toBe(first.split('/').pop());
    const metadata = await sharp(pictureBytes).metadata();
    expect(metadata.format).toBe('jpeg');
    expect(metadata.width).toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // The whole folder as one ZIP: it lists the folder's files, each a picture.
    const [zip] = await Promise.all([page.waitForEvent('download'), main(page).locator('a[download]').first().click()]);
    const entries = unzipSync(new Uint8Array(await saved(zip)));
    expect(Object.keys(entries).sort()).toEqual(images.map((image) => assetPath(image.filename).split('/').pop()).sort());
    for (const [name, bytes] of Object.entries(entries)) expect((await sharp(Buffer.from(bytes)).metadata()).format, name).toBe('jpeg');

    // A catalogue's PDF.
    const catalogue = must(stories.find((story) => story.content.component === 'catalogue'), 'catalogue');
    await open(page, catalogue.url, catalogue.title);
    const [pdf] = await Promise.all([page.waitForEvent('download'), main(page).locator('a[download]').first().click()]);
    const pdfBytes = await saved(pdf);
    expect(pdfBytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const pdfPath = assetPath((catalogue.content['file'] as Asset).filename);

    await expectAudited(since, holder, [
      { kind: 'file', path: first },
      { kind: 'zip', path: folder.full_slug.replace(/\/$/, '') },
      { kind: 'file', path: pdfPath },
    ]);
  });

  test('a signed download link answers 403 after its expiry or with its path changed', async ({ buItalia }) => {
    const { page } = buItalia;
    const since = Date.now();
    const stories = await extranetStories(market, defaultLocale);
    const catalogues = stories.filter((story) => story.content.component === 'catalogue');
    const [catalogue, other] = catalogues as [ExtranetStory, ExtranetStory];
    const authorization = await buItalia.authorization();
    const answer = await page.request.get(`/api/extranet/${apiPath(catalogue)}`, { headers: { authorization } });
    expect(answer.status()).toBe(200);
    const payload = (await answer.json()) as { story: { content: { file: Asset } } };
    const link = payload.story.content.file.filename;
    const path = assetPath((catalogue.content['file'] as Asset).filename);
    expect(link).toMatch(/^\/api\/extranet\/files\//);
    expect(link.endsWith(`/${path}`)).toBe(true);

    const valid = await page.request.get(link);
    expect(valid.status()).toBe(200);
    expect((await valid.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // The same grant for another file, and the same link turned into a ZIP link: both refused.
    const otherPath = assetPath((other.content['file'] as Asset).filename);
    expect((await page.request.get(link.replace(path, otherPath))).status()).toBe(403);
    expect((await page.request.get(link.replace('/api/extranet/files/', '/api/extranet/zip/'))).status()).toBe(403);

    // A link the server itself would have made ten minutes ago, with its two-minute life: expired.
    // (The same link with a future expiry works: the suite's key is the server's.)
    const fresh = signedFileLink({ secret: SUITE_SIGNING_SECRET, link, expires: Date.now() + 2 * 60_000 });
    const accepted = (await page.request.get(fresh)).status() === 200;
    test.skip(!accepted && !process.env['CI'], 'the server was not started by this suite, so it signs with a key of its own');
    expect(accepted, 'the suite server signs with SUITE_SIGNING_SECRET (playwright.config.ts)').toBe(true);
    const expired = signedFileLink({ secret: SUITE_SIGNING_SECRET, link, expires: Date.now() - 5 * 60_000 });
    const late = await page.request.get(expired);
    expect(late.status()).toBe(403);
    expect(await late.text()).toContain('expired');

    await expectAudited(since, linkHolder(link), [{ kind: 'file', path }]);
    const records = await auditSince(since);
    expect(records.filter((record) => record.path === otherPath && record.holder === linkHolder(link))).toEqual([]);
  });

  test('partner@clavis.example sees the 403 screen on the BU Italia documentation, and its API answers 403', async ({ page }) => {
    test.setTimeout(60_000);
    const stories = await extranetStories(market, defaultLocale);
    const documentation = areaStory(stories, defaultLocale, 'extranet-documentation-bu-italy');
    const document = must(stories.find((story) => story.route === 'extranet-documentation-bu-italy-slug'), 'BU Italia document');
    const partner = await session(page, PARTNERS.partner, documentation.url);
    await expect(page.locator('[data-status="403"]')).toBeVisible(NAVIGATION);
    await expect(main(page)).not.toContainText(documentation.title);

    // The partner's own token: the extranet home answers, the documentation does not.
    await page.goto(localizePath({ market, locale: defaultLocale, route: 'extranet' }));
    const authorization = await partner.authorization();
    expect((await page.request.get(`/api/extranet/${defaultLocale}`, { headers: { authorization } })).status()).toBe(200);
    for (const story of [documentation, document]) {
      const answer = await page.request.get(`/api/extranet/${apiPath(story)}`, { headers: { authorization } });
      expect(answer.status(), story.full_slug).toBe(403);
      expect(await answer.text()).not.toContain(story.title);
    }
  });
});
