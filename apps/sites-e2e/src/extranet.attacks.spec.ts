import { getMarketConfig, localizePath } from '@clavis/i18n-routing';
import { assetPath, extranetStories, NAVIGATION, PARTNERS, signIn, type Asset, type ExtranetStory } from './support/extranet';
import { appPort, suiteMarket } from './support/market';
import { expect, test, type Page } from './support/test';
import { checkSharedCodeOnce } from './support/coverage';

// Issue #35: the penetration test of the germany site, replayed against the built site as
// partner@clavis.example (no bu-italy group). Every attack answers 400, 403 or 404, and no byte of
// a BU Italia story or file arrives. The code under attack is the same in every market, so the
// suite runs it on germany (the market the test was made on).

const market = suiteMarket();
const { defaultLocale, locales } = getMarketConfig(market);
checkSharedCodeOnce();
test.describe.configure({ mode: 'serial' });

let page: Page;
let authorization = '';
let buItalia: { titles: string[]; files: string[] };

test.beforeAll(async ({ watchedBrowser }) => {
  test.setTimeout(90_000);
  const context = await watchedBrowser.newContext({ baseURL: `http://127.0.0.1:${appPort(market)}` });
  page = await context.newPage();
  page.on('request', (request) => {
    const header = request.headers()['authorization'];
    if (header && new URL(request.url()).pathname.startsWith('/api/extranet/')) authorization = header;
  });
  await signIn(page, localizePath({ market, locale: defaultLocale, route: 'extranet' }), PARTNERS.partner);
  await expect.poll(() => authorization, NAVIGATION).toBeTruthy();
  const stories: ExtranetStory[] = (await Promise.all(locales.map((locale) => extranetStories(market, locale)))).flat();
  const documents = stories.filter((story) => story.route === 'extranet-documentation-bu-italy-slug');
  expect(documents.length).toBeGreaterThan(0);
  buItalia = {
    titles: documents.map((story) => story.title),
    files: documents.map((story) => story.content['file'] as Asset | undefined).filter((file): file is Asset => Boolean(file?.filename)).map((file) => assetPath(file.filename)),
  };
  expect(buItalia.files.length).toBeGreaterThan(0);
});

test.afterAll(async () => {
  await page?.context().close();
});

/** Fails when an answer carries any BU Italia title, file name or PDF byte. */
async function expectNothingOfBuItalia(body: Buffer, what: string): Promise<void> {
  const text = body.toString('latin1');
  expect(text.startsWith('%PDF-'), `${what} is a PDF`).toBe(false);
  for (const title of buItalia.titles) expect(text, what).not.toContain(title);
  for (const file of buItalia.files) expect(text, what).not.toContain(file.split('/').pop() as string);
}

async function attack(path: string): Promise<number> {
  const answer = await page.request.get(path, { headers: { authorization }, maxRedirects: 0 });
  expect([400, 403, 404], `${path} answered ${answer.status()}`).toContain(answer.status());
  await expectNothingOfBuItalia(await answer.body(), path);
  return answer.status();
}

test('an encoded slash, in either case and locale, does not walk around the group check', async () => {
  for (const locale of locales) {
    for (const slash of ['%2F', '%2f', '%252F', '%5C', '\\']) {
      await attack(`/api/extranet/${locale}/documentazione-per-bu-italia${slash}listino-prezzi-2026`);
    }
    for (const path of ['documentazione-per-bu-italia', 'documentazione-per-bu-italia/listino-prezzi-2026', 'kataloge/..%2Fdocumentazione-per-bu-italia', 'kataloge/%2e%2e/documentazione-per-bu-italia', 'documentazione-per-bu-italia;x=1/listino-prezzi-2026']) {
      await attack(`/api/extranet/${locale}/${path}`);
    }
  }
});

test('the unsigned tail of a download link walks nowhere: no other file, no admin API', async () => {
  const gallery = await page.request.get(`/api/extranet/${defaultLocale}/fotogalerie/plant`, { headers: { authorization } });
  expect(gallery.status()).toBe(200);
  const link = ((await gallery.json()) as { pictures: { href: string }[] }).pictures[0]?.href as string;
  expect(link).toMatch(/^\/api\/extranet\/files\//);
  const [target] = buItalia.files as [string];
  const up = (times: number, slash: string) => Array.from({ length: times }, () => `..${slash}`).join('');
  for (const slash of ['%2F', '%2f', '%252F']) {
    await attack(`${link}/m/${up(3, slash)}${target.split('/').join(slash)}`);
    await attack(`${link}/m/${up(4, slash)}${target.split('/').join(slash)}`);
    const admin = await page.request.get(`${link}/m/${up(6, slash)}__admin${slash}stats`);
    expect([400, 403, 404]).toContain(admin.status());
    expect(await admin.text()).not.toMatch(/"cv"|"stories"/);
  }
  await attack(`${link}/m/%2e%2e/%2e%2e/%2e%2e/${target}`);
  // The link itself still serves its picture, in an image-service part the site writes only.
  expect((await page.request.get(`${link}/m/800x0`)).status()).toBe(200);
  expect((await page.request.get(`${link}/m/480x0/filters:quality(70):format(webp)`)).status()).toBe(200);
  expect((await page.request.get(`${link}/m/smart`)).status()).toBe(400);
  expect((await page.request.get(`${link}/m/800x0/filters:format(gif)`)).status()).toBe(400);
});

test('a download the CMS cannot transform answers at once instead of hanging', async () => {
  const folder = await page.request.get(`/api/extranet/${defaultLocale}/kataloge/price-lists`, { headers: { authorization } });
  const pdf = ((await folder.json()) as { listing: { stories: { content: { file: { filename: string } } }[] } }).listing.stories[0]?.content.file.filename as string;
  const started = Date.now();
  const answer = await page.request.get(`${pdf}/m/640x0`, { timeout: 15_000 });
  expect([400, 502]).toContain(answer.status());
  expect(Date.now() - started).toBeLessThan(10_000);
});

test('the login return stays on the site, however the path is dressed', async () => {
  const offSite: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).hostname.endsWith('evil.example')) offSite.push(request.url());
  });
  for (const target of ['/.//evil.example', '/..//evil.example', '/%2e//evil.example', '//evil.example', '/\\evil.example']) {
    await page.goto(`/auth/login?returnTo=${encodeURIComponent(target)}`);
    await expect(page).toHaveURL((url) => url.origin === new URL(page.url()).origin && url.pathname === '/', NAVIGATION);
  }
  expect(offSite).toEqual([]);
});

test('the extranet search hands out signed links only', async () => {
  const answer = await page.request.post('/api/extranet/search', {
    headers: { authorization },
    data: { requests: [{ indexName: `${market}_${defaultLocale}_extranet`, params: { query: '', hitsPerPage: 200 } }] },
  });
  expect(answer.status()).toBe(200);
  const text = await answer.text();
  expect(text).toContain('/api/extranet/files/');
  expect(text).not.toMatch(/https?:\/\/[^"]+\/f\/\d+\//);
});

test('a page that carries a request nonce is kept out of shared caches', async () => {
  const missing = await page.request.get(`/keine-seite-${Date.now()}`);
  expect(missing.status()).toBe(404);
  if (/nonce-/.test(missing.headers()['content-security-policy'] ?? '')) expect(missing.headers()['cache-control']).toBe('private, no-store');
  else expect(missing.headers()['cache-control'] ?? '').not.toMatch(/s-maxage=\d{6,}/);
});
