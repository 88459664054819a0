/** @jest-environment node */
import { readFile } from 'node:fs/promises';
import type { ContentServer } from '@clavis/content-server';
import { storyUrl, type Story } from '@clavis/cms-client';
import { LOCALES, localizePath } from '@clavis/i18n-routing';
import { createExtranetSearchHandler, createSearchEngine, type IndexableStory, type SearchEngine } from '@clavis/search/server';
import { unzipSync } from 'fflate';
import sharp from 'sharp';
import type { ExtranetPayload } from '../payload';
import { createExtranetApi, type ExtranetApi } from './createExtranetApi';
import { createDownloadSigner } from './downloadLinks';
import { cmsFor, createIssuer, removeTempAuditFiles, startContentServer, tempAuditFile, USERS } from '../testing/extranetTestServer';

const SITE = 'http://127.0.0.1:10000';
const SECRET = 'test-signing-secret-of-at-least-32-chars';
let server: ContentServer;
let assetOrigin: string;
let issuer: Awaited<ReturnType<typeof createIssuer>>;
let clock = Date.UTC(2026, 10, 25, 12, 0, 0);
let auditFile: string;

beforeAll(async () => {
  const started = await startContentServer();
  server = started.server;
  assetOrigin = started.baseUrl;
  issuer = await createIssuer();
});
afterAll(async () => {
  await server.close();
  await removeTempAuditFiles();
});

function api(market: 'germany' | 'global' = 'germany', extra: Partial<Parameters<typeof createExtranetApi>[0]> = {}): ExtranetApi {
  return createExtranetApi({ market, cms: cmsFor(assetOrigin), verify: issuer.verify, signingSecret: SECRET, auditFile, assetOrigin, now: () => clock, ...extra });
}

beforeEach(async () => {
  auditFile = await tempAuditFile();
  clock = Date.UTC(2026, 10, 25, 12, 0, 0);
});

type TestUser = { sub: string; email?: string; groups: readonly string[] };

async function get(handler: ExtranetApi, path: string, user?: keyof typeof USERS | TestUser): Promise<Response> {
  const headers: Record<string, string> = user ? { authorization: `Bearer ${await issuer.token(typeof user === 'string' ? USERS[user] : user)}` } : {};
  return handler.GET(new Request(`${SITE}/api/extranet/${path}`, { headers }));
}

async function page(handler: ExtranetApi, path: string, user: keyof typeof USERS = 'buItalia'): Promise<ExtranetPayload> {
  const response = await get(handler, path, user);
  expect([path, response.status]).toEqual([path, 200]);
  expect(response.headers.get('cache-control')).toBe('private, no-store');
  return (await response.json()) as ExtranetPayload;
}

/** A signed link as the API hands it (root-relative), as the browser asks for it. */
const at = (href: string) => new Request(`${SITE}${href}`);

/** The claims of a signed link's grant (`/api/extranet/{kind}/{grant}.{sig}/...`). */
const grantOf = (href: string) => JSON.parse(Buffer.from((href.split('/')[4] as string).split('.')[0] as string, 'base64url').toString()) as { h: string; a: string; g: string; e: string; x: number };

const auditLines = async () => (await readFile(auditFile, 'utf8')).trim().split('\n').map((line) => JSON.parse(line) as Record<string, unknown>);

describe('GET /api/extranet/{locale}/{path}: access', () => {
  it('answers 401 with the bearer challenge without a token, and invalid_token for a token for another audience', async () => {
    const none = await get(api(), 'de/kataloge');
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toBe('Bearer');
    const wrong = await api().GET(new Request(`${SITE}/api/extranet/de/kataloge`, { headers: { authorization: `Bearer ${await issuer.token(USERS.partner, { audience: 'https://other.example' })}` } }));
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get('www-authenticate')).toBe('Bearer error="invalid_token"');
  });

  it('answers 403 to a user without the partner group, and to a partner for the BU Italia documentation', async () => {
    expect((await get(api(), 'de/kataloge', 'visitor')).status).toBe(403);
    expect((await get(api(), 'de/documentazione-per-bu-italia', 'partner')).status).toBe(403);
    expect((await get(api(), 'de/documentazione-per-bu-italia/certificazioni-ce', 'partner')).status).toBe(403);
    const docs = await page(api(), 'de/documentazione-per-bu-italia', 'buItalia');
    expect(docs.listing?.stories.map((story) => story.slug).sort()).toEqual(['certificazioni-ce', 'condizioni-di-vendita', 'listino-prezzi-2026', 'manuale-futura-pro']);
  });

  it('verifies before anything else: an unknown path answers 401 to the anonymous and 404 to a partner', async () => {
    expect((await get(api(), 'de/kataloge/keine-mappe')).status).toBe(401);
    expect((await get(api(), 'de/kataloge/keine-mappe', 'partner')).status).toBe(404);
    expect((await get(api(), 'it/cataloghi', 'partner')).status).toBe(404); // germany serves de and en only
    expect((await get(api(), 'de/uber-uns', 'partner')).status).toBe(404); // not an extranet route
    expect((await get(api(), 'de/%E0%A4%A', 'partner')).status).toBe(400);
  });
});

describe('GET /api/extranet/{locale}/{path}: content', () => {
  it('answers the home with its story and the three latest bulletins', async () => {
    const home = await page(api(), 'de');
    expect(home.route).toBe('extranet');
    expect(home.story?.full_slug).toBe('de/extranet/');
    expect(home.latestBulletins.map((story) => story.slug)).toEqual(['x-2026-1', 'x-2026-2', 'x-2026-3']);
  });

  it('answers a catalogue folder with its catalogues, each PDF a signed link with pages, size and language', async () => {
    const folder = await page(api(), 'de/kataloge/price-lists');
    expect(folder.route).toBe('extranet-catalogues-folder');
    expect(folder.listing?.stories.map((story) => story.slug)).toEqual(['catalogue-2026', 'catalogue-2025', 'catalogue-2024']);
    const file = folder.listing?.stories[0]?.content['file'] as { filename: string; bytes: number };
    // A document as a real space names it, without a size segment, signed all the same.
    expect(file.filename).toMatch(new RegExp(`^/api/extranet/files/[\\w-]+\\.[\\w-]+/f/287000/[0-9a-f]{10}/partner-price-lists-2026\\.pdf$`));
    expect(file.bytes).toBeGreaterThan(1000);
    expect(folder.listing?.stories[0]?.content).toMatchObject({ pages: expect.any(Number), language: 'en' });
  });

  it('answers the catalogue folders with what a partner decides by: their number of catalogues, the newest year, the newest cover (signed)', async () => {
    const folders = await page(api(), 'de/kataloge');
    const facts = folders.listing?.stories.map((story) => [story.content['title'], story.content['documents'], story.content['newest_year']]);
    expect(facts).toEqual([
      ['Preislisten', 3, 2026],
      ['Broschüren', 3, 2026],
      ['Anleitungen', 3, 2026],
    ]);
    const cover = folders.listing?.stories[0]?.content['cover'] as { filename: string };
    expect(cover.filename).toMatch(/^\/api\/extranet\/files\/[\w-]+\.[\w-]+\/f\//);
  });

  it('never names a CMS asset URL in an answer', async () => {
    for (const path of ['de', 'de/kataloge/price-lists/catalogue-2025', 'de/fotogalerie/plant', 'de/produkte/keys/dimple', 'de/clavis-nachrichtenbulletins/x-2026-2']) {
      const body = await (await get(api(), path, 'buItalia')).text();
      expect([path, body.includes(assetOrigin), /"\/f\/287000/.test(body)]).toEqual([path, false, false]);
    }
  });

  it('opens a gallery category three levels deep with its pictures and a ZIP link', async () => {
    const essen = await page(api(), 'de/fotogalerie/fairs/2025/security-essen');
    expect(essen.route).toBe('extranet-photo-gallery-category');
    expect(essen.pictures).toHaveLength(4);
    expect(essen.pictures[0]).toMatchObject({ width: 800, height: 600, name: expect.stringMatching(/^partner-photo-\d+\.jpg$/) });
    expect(essen.zip).toMatch(new RegExp(`^/api/extranet/zip/[\\w-]+\\.[\\w-]+/de/extranet/fotogalerie/fairs/2025/security-essen$`));
    const gallery = await page(api(), 'de/fotogalerie');
    expect(gallery.children.map((story) => story.full_slug)).toEqual(['de/extranet/fotogalerie/fairs/', 'de/extranet/fotogalerie/products/', 'de/extranet/fotogalerie/plant/']);
    const fairs = await page(api(), 'de/fotogalerie/fairs');
    expect(fairs.children.map((story) => story.slug)).toEqual(['index']);
    expect(fairs.children[0]?.full_slug).toBe('de/extranet/fotogalerie/fairs/2025/');
  });

  it('opens a product category three levels deep whose products open their partner page with documents', async () => {
    const dimple = await page(api(), 'de/produkte/keys/dimple');
    expect(dimple.children.map((story) => story.full_slug)).toEqual(['de/extranet/produkte/keys/dimple/high-security/']);
    const deep = await page(api(), 'de/produkte/keys/dimple/high-security');
    expect(deep.route).toBe('extranet-products-category');
    const products = deep.story?.content['products'] as { full_slug: string; content: { component: string } }[];
    expect(products.length).toBeGreaterThan(0);
    expect(products.every((product) => product.content.component === 'product' && product.full_slug.startsWith('de/extranet/produkte/keys/dimple/high-security/'))).toBe(true);
    const detail = await page(api(), products[0]?.full_slug.replace('de/extranet/', 'de/') as string);
    expect(detail.story?.content['component']).toBe('product');
    expect(detail.documents.map((file) => file.name)).toEqual([expect.stringMatching(/^partner-data-sheet-.+\.pdf$/), 'partner-service-manual.pdf']);
    expect(detail.documents[0]?.bytes).toBeGreaterThan(500);
  });

  it('answers the top of the products with its categories and the segments with their products', async () => {
    const products = await page(api(), 'de/produkte');
    expect(products.listing?.stories.map((story) => story.full_slug)).toEqual(['de/extranet/produkte/keys/', 'de/extranet/produkte/machines/']);
    const automotive = await page(api(), 'de/produkte/automotive');
    expect(automotive.route).toBe('extranet-products-automotive');
    expect(automotive.listing?.stories.length).toBeGreaterThan(10);
  });

  it('answers every area in each of the nine locales of global', async () => {
    const global = api('global');
    for (const locale of Object.keys(LOCALES) as (keyof typeof LOCALES)[]) {
      for (const route of ['extranet', 'extranet-catalogues', 'extranet-bulletins', 'extranet-photo-gallery', 'extranet-products', 'extranet-documentation-bu-italy', 'extranet-search'] as const) {
        const url = localizePath({ market: 'global', locale, route });
        const below = url.replace(new RegExp(`^/${locale}/extranet/?`), '');
        const payload = await page(global, `${locale}${below ? `/${below}` : ''}`);
        expect([locale, route, payload.route]).toEqual([locale, route, route]);
        if (route !== 'extranet-search') expect(payload.story?.full_slug.startsWith(`${locale}/extranet/`)).toBe(true);
      }
    }
  });
});

describe('signed downloads', () => {
  it('streams a catalogue PDF, and a picture in a chosen size, and logs who, what and when', async () => {
    const handler = api();
    const folder = await page(handler, 'de/kataloge/price-lists', 'partner');
    const href = (folder.listing?.stories[0]?.content['file'] as { filename: string }).filename;
    const pdf = await handler.GET(at(`${href}?download`));
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-disposition')).toBe('attachment; filename="partner-price-lists-2026.pdf"');
    const bytes = Buffer.from(await pdf.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.equals(await readFile(`${__dirname}/../../../../tools/content-server/content/assets/${href.split('/f/')[1]}`))).toBe(true);

    const gallery = await page(handler, 'de/fotogalerie/plant', 'partner');
    const small = await handler.GET(at(`${gallery.pictures[0]?.href}/m/400x300?download`));
    expect(small.status).toBe(200);
    expect(small.headers.get('content-type')).toBe('image/jpeg');
    expect((await sharp(Buffer.from(await small.arrayBuffer())).metadata()).width).toBe(400);

    // The audit names the holder as the links do, by the opaque id: never the e-mail.
    const holder = grantOf(href).h;
    expect(await auditLines()).toEqual([
      { at: '2026-11-25T12:00:00.000Z', holder, method: 'GET', kind: 'file', path: href.split('/').slice(5).join('/'), status: 200 },
      expect.objectContaining({ holder, kind: 'file', size: '400x300', path: expect.stringMatching(/partner-photo-\d+\.jpg$/) }),
    ]);
    expect(await readFile(auditFile, 'utf8')).not.toMatch(/@|user-partner/);
  });

  it('answers 403 to a link used after its expiry, with a changed path, or turned into another kind', async () => {
    const handler = api();
    const folder = await page(handler, 'de/kataloge/price-lists', 'partner');
    const href = (folder.listing?.stories[0]?.content['file'] as { filename: string }).filename;
    expect((await handler.GET(at(href.replace('catalogue-2026', 'catalogue-2024').replace('price-lists-2026', 'price-lists-2024')))).status).toBe(403);
    expect((await handler.GET(at(href.replace(/\/f\/287000\/\w+\//, '/f/287000/0000000000/')))).status).toBe(403);
    expect((await handler.GET(at(href.replace('/files/', '/zip/')))).status).toBe(403);
    const gallery = await page(handler, 'de/fotogalerie/plant', 'partner');
    expect((await handler.GET(at((gallery.zip as string).replace('/plant', '/fairs')))).status).toBe(403);
    clock += 301_000;
    const expired = await handler.GET(at(href));
    expect(expired.status).toBe(403);
    expect(await expired.json()).toEqual({ status: 403, error: 'Download link expired' });
    // Every refused attempt is on record, with its outcome; the expired one names its holder.
    const lines = (await readFile(auditFile, 'utf8')).trim().split('\n').map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines.map((line) => [line['kind'], line['status'], line['method']])).toEqual([
      ['file', 403, 'GET'],
      ['file', 403, 'GET'],
      ['zip', 403, 'GET'],
      ['zip', 403, 'GET'],
      ['file', 403, 'GET'],
    ]);
    expect(lines[0]).not.toHaveProperty('holder');
  });

  it('streams a gallery folder as a ZIP that lists its pictures', async () => {
    const handler = api();
    const essen = await page(handler, 'de/fotogalerie/fairs/2025/security-essen', 'partner');
    const response = await handler.GET(at(essen.zip as string));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="security-essen.zip"');
    const entries = unzipSync(new Uint8Array(await response.arrayBuffer()));
    expect(Object.keys(entries).sort()).toEqual(essen.pictures.map((picture) => picture.name).sort());
    for (const bytes of Object.values(entries)) expect(Buffer.from(bytes.subarray(0, 2)).toString('hex')).toBe('ffd8');
    const [line] = (await readFile(auditFile, 'utf8')).trim().split('\n').map((text) => JSON.parse(text) as Record<string, unknown>);
    expect(line).toMatchObject({ holder: grantOf(essen.zip as string).h, kind: 'zip', path: 'de/extranet/fotogalerie/fairs/2025/security-essen' });
  });

  it('answers a router prefetch of a download link with 400, without fetching or logging anything', async () => {
    const handler = api();
    const essen = await page(handler, 'de/fotogalerie/fairs/2025/security-essen', 'partner');
    const folder = await page(handler, 'de/kataloge/price-lists', 'partner');
    const pdf = (folder.listing?.stories[0]?.content['file'] as { filename: string }).filename;
    for (const href of [essen.zip as string, `${pdf}?download`, essen.pictures[0]?.href as string]) {
      const prefetches: Record<string, string>[] = [{ rsc: '1' }, { rsc: '1', 'next-router-prefetch': '1' }, { 'next-router-prefetch': '1' }];
      for (const headers of prefetches) {
        const response = await handler.GET(new Request(`${SITE}${href}`, { headers }));
        expect([href, headers, response.status]).toEqual([href, headers, 400]);
      }
    }
    await expect(readFile(auditFile, 'utf8')).rejects.toMatchObject({ code: 'ENOENT' });
    // The download itself still works, and is the one line.
    expect((await handler.GET(at(essen.zip as string))).status).toBe(200);
    expect((await readFile(auditFile, 'utf8')).trim().split('\n')).toHaveLength(1);
  });

  it('refuses a ZIP past its caps in files or bytes', async () => {
    for (const zipLimits of [{ maxFiles: 3, maxBytes: 10_000_000 }, { maxFiles: 100, maxBytes: 10_000 }]) {
      const handler = api('germany', { zipLimits });
      const essen = await page(handler, 'de/fotogalerie/fairs/2025/security-essen', 'partner');
      expect([zipLimits, (await handler.GET(at(essen.zip as string))).status]).toEqual([zipLimits, 413]);
    }
  });
});

describe('the penetration test of 2026-11, replayed', () => {
  const encodedSlashes = ['%2F', '%2f'];

  it.each(['de', 'en'])('refuses the BU Italia documentation behind an encoded slash in %s, before the group check can be walked around', async (locale) => {
    for (const slash of encodedSlashes) {
      for (const user of ['partner', 'buItalia'] as const) {
        const response = await get(api(), `${locale}/documentazione-per-bu-italia${slash}listino-prezzi-2026`, user);
        expect([slash, user, response.status]).toEqual([slash, user, 400]);
        expect(await response.text()).not.toContain('listino');
      }
    }
    // The plain path still needs the group, and still works for its holders.
    expect((await get(api(), `${locale}/documentazione-per-bu-italia/listino-prezzi-2026`, 'partner')).status).toBe(403);
    expect((await get(api(), `${locale}/documentazione-per-bu-italia/listino-prezzi-2026`, 'buItalia')).status).toBe(200);
  });

  it('takes the group from the matched route, not from a path segment: every path to a BU Italia story needs bu-italy', async () => {
    for (const path of ['de/documentazione-per-bu-italia', 'de/documentazione-per-bu-italia/', 'de/documentazione-per-bu-italia/certificazioni-ce', 'en/documentazione-per-bu-italia/manuale-futura-pro']) {
      expect([path, (await get(api(), path, 'partner')).status]).toEqual([path, 403]);
    }
  });

  /** A picture link handed to partner@ by `handler`, whose holder record the file route reads. */
  async function partnerPictureLink(handler: ExtranetApi): Promise<string> {
    const gallery = await page(handler, 'de/fotogalerie/plant', 'partner');
    return gallery.pictures[0]?.href as string;
  }

  it.each([
    ['encoded slashes', '..%2F..%2F..%2Fother%2Fbu-italia-document-1.pdf'],
    ['lower-case encoding', '..%2f..%2f..%2fother%2fbu-italia-document-1.pdf'],
    ['encoded dots', '%2e%2e/%2e%2e/%2e%2e/other/bu-italia-document-1.pdf'],
    ['double encoding', '..%252F..%252F..%252Fother%252Fbu-italia-document-1.pdf'],
    ['raw dot segments', '../../../other/bu-italia-document-1.pdf'],
    ['the admin API six levels up', '..%2F..%2F..%2F..%2F..%2F..%2F__admin%2Fstats'],
  ])('refuses a walk out of the signed file through its picture size (%s) and fetches nothing', async (_name, tail) => {
    const fetched: string[] = [];
    const handler = api('germany', { fetch: (input, init) => (fetched.push(String(input instanceof Request ? input.url : input)), fetch(input, init)) });
    const href = await partnerPictureLink(handler);
    fetched.length = 0;
    const response = await handler.GET(at(`${href}/m/${tail}`));
    expect([400, 403, 404]).toContain(response.status);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(fetched).toEqual([]);
  });

  it('serves a picture only in an image-service part the site itself writes', async () => {
    const handler = api();
    const href = await partnerPictureLink(handler);
    for (const size of ['800x0', '480x0/filters:quality(70):format(webp)', 'fit-in/400x400']) {
      expect([size, (await handler.GET(at(`${href}/m/${size}`))).status]).toEqual([size, 200]);
    }
    for (const size of ['10000x10000', '0800x0', '800x0/filters:format(gif)', '800x0/filters:format(webp):quality(70)', 'smart', '800x0/x']) {
      expect([size, (await handler.GET(at(`${href}/m/${size}`))).status]).toEqual([size, 400]);
    }
  });

  it('answers 502 within seconds when the asset origin stops answering, and records the attempt once', async () => {
    let silence = false;
    const silent: typeof fetch = (input, init) =>
      silence ? new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))) : fetch(input, init);
    const handler = api('germany', { fetch: silent, upstreamTimeouts: { headersMs: 300, idleMs: 300 } });
    const href = await partnerPictureLink(handler);
    silence = true;
    const started = Date.now();
    const response = await handler.GET(at(href));
    expect(response.status).toBe(502);
    expect(Date.now() - started).toBeLessThan(15_000);
    const lines = (await readFile(auditFile, 'utf8')).trim().split('\n').map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines).toEqual([expect.objectContaining({ holder: grantOf(href).h, kind: 'file', status: 502, method: 'GET' })]);
  });

  it('answers an error of the asset origin at once, even when its body never ends', async () => {
    let stall = false;
    const stalling: typeof fetch = async (input, init) =>
      stall ? new Response(new ReadableStream({ start: (controller) => controller.enqueue(new TextEncoder().encode('{"error":')) }), { status: 400 }) : fetch(input, init);
    const handler = api('germany', { fetch: stalling });
    const href = await partnerPictureLink(handler);
    stall = true;
    const response = await handler.GET(at(href));
    expect(response.status).toBe(502);
  });

  it('records a download attempt for GET but not for HEAD, which fetches no file', async () => {
    const handler = api();
    const href = await partnerPictureLink(handler);
    const head = await handler.GET(new Request(`${SITE}${href}`, { method: 'HEAD' }));
    expect(head.status).toBe(200);
    await expect(readFile(auditFile, 'utf8')).rejects.toMatchObject({ code: 'ENOENT' });
    expect((await handler.GET(at(href))).status).toBe(200);
    expect((await readFile(auditFile, 'utf8')).trim().split('\n')).toHaveLength(1);
  });
});


describe('a signed link is a capability of its holder, for the area it was minted in', () => {
  const pdfOf = (payload: ExtranetPayload) => (payload.listing?.stories[0]?.content['file'] as { filename: string }).filename;

  it('names the area and its group in the grant, and the holder by an opaque id, never the e-mail', async () => {
    const documentation = await page(api(), 'de/documentazione-per-bu-italia', 'buItalia');
    const href = pdfOf(documentation);
    expect(grantOf(href)).toEqual({ h: expect.stringMatching(/^[\w-]{22}$/), a: 'extranet-documentation-bu-italy', g: 'bu-italy', e: expect.any(String), x: expect.any(Number) });
    expect(JSON.stringify(grantOf(href))).not.toMatch(/@|user-bu-italia/);
    const catalogue = await page(api(), 'de/kataloge/price-lists', 'buItalia');
    expect(grantOf(pdfOf(catalogue))).toMatchObject({ h: grantOf(href).h, a: 'extranet-catalogues-folder', g: 'partner' });
  });

  it('refuses, in the file and the ZIP route, a link minted for an area whose group the holder has lost since', async () => {
    const handler = api();
    const documentation = pdfOf(await page(handler, 'de/documentazione-per-bu-italia', 'buItalia'));
    const catalogue = pdfOf(await page(handler, 'de/kataloge/price-lists', 'buItalia'));
    const gallery = await page(handler, 'de/fotogalerie/fairs/2025/security-essen', 'buItalia');
    expect((await handler.GET(at(documentation))).status).toBe(200);

    // The same partner's next verified request, without bu-italy any more.
    expect((await get(handler, 'de/kataloge', { ...USERS.buItalia, groups: ['partner'] })).status).toBe(200);
    const refused = await handler.GET(at(documentation));
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ status: 403, error: 'Download link no longer allowed' });
    expect((await handler.GET(at(catalogue))).status).toBe(200);
    expect((await handler.GET(at(gallery.zip as string))).status).toBe(200);

    // Then without partner: that request is refused, and counts all the same.
    expect((await get(handler, 'de/kataloge', { ...USERS.buItalia, groups: [] })).status).toBe(403);
    for (const href of [catalogue, gallery.zip as string, gallery.pictures[0]?.href as string]) {
      expect([href, (await handler.GET(at(href))).status]).toEqual([href, 403]);
    }
    const refusals = (await auditLines()).filter((line) => line['status'] === 403);
    expect(refusals.map((line) => [line['kind'], line['holder']])).toEqual([
      ['file', grantOf(documentation).h],
      ['file', grantOf(documentation).h],
      ['zip', grantOf(documentation).h],
      ['file', grantOf(documentation).h],
    ]);
  });

  it('refuses every link of a holder who logged out, also once they are signed in again', async () => {
    const handler = api();
    const folder = await page(handler, 'de/kataloge/price-lists', 'partner');
    const gallery = await page(handler, 'de/fotogalerie/plant', 'partner');
    const before = [pdfOf(folder), gallery.zip as string, gallery.pictures[0]?.href as string];
    for (const href of before) expect((await handler.GET(at(href))).status).toBe(200);

    const logout = await handler.DELETE(new Request(`${SITE}/api/extranet/session`, { method: 'DELETE', headers: { authorization: `Bearer ${await issuer.token(USERS.partner)}` } }));
    expect(logout.status).toBe(204);
    for (const href of before) {
      const response = await handler.GET(at(href));
      expect([href, response.status, ((await response.json()) as { error: string }).error]).toEqual([href, 403, 'Download link revoked']);
    }
    const again = pdfOf(await page(handler, 'de/kataloge/price-lists', 'partner'));
    expect((await handler.GET(at(again))).status).toBe(200);
    expect((await handler.GET(at(before[0] as string))).status).toBe(403);
  });

  it('ends a session only for a verified token, at its own path', async () => {
    const handler = api();
    expect((await handler.DELETE(new Request(`${SITE}/api/extranet/session`, { method: 'DELETE' }))).status).toBe(401);
    const authorization = `Bearer ${await issuer.token(USERS.visitor)}`;
    expect((await handler.DELETE(new Request(`${SITE}/api/extranet/session`, { method: 'DELETE', headers: { authorization } }))).status).toBe(204);
    expect((await handler.DELETE(new Request(`${SITE}/api/extranet/de/kataloge`, { method: 'DELETE', headers: { authorization } }))).status).toBe(404);
  });

  it('refuses a link whose holder this API never verified (another instance without the shared record, a restart)', async () => {
    const href = pdfOf(await page(api(), 'de/kataloge/price-lists', 'partner'));
    const elsewhere = await api().GET(at(href));
    expect(elsewhere.status).toBe(403);
    expect(await elsewhere.json()).toEqual({ status: 403, error: 'Download link revoked' });
  });
});

describe('what a signed link serves', () => {
  /** A link this API would sign for the holder and area of `like`, to a path it never signs itself. */
  function forged(like: string, path: string): string {
    const { h, a, g, e } = grantOf(like);
    const signer = createDownloadSigner({ secret: SECRET, now: () => clock });
    return `/api/extranet/${signer.sign({ holder: h, area: a as 'extranet-catalogues-folder', group: g, epoch: e }, { kind: 'file', path })}`;
  }

  it('serves a document as a download and a picture inline, with their own types, never sniffed nor run as a page', async () => {
    const handler = api();
    const folder = await page(handler, 'de/kataloge/price-lists', 'partner');
    const pdf = await handler.GET(at((folder.listing?.stories[0]?.content['file'] as { filename: string }).filename));
    expect(pdf.status).toBe(200);
    expect(Object.fromEntries(['content-type', 'content-disposition', 'x-content-type-options', 'content-security-policy', 'cache-control'].map((name) => [name, pdf.headers.get(name)]))).toEqual({
      'content-type': 'application/pdf',
      'content-disposition': 'attachment; filename="partner-price-lists-2026.pdf"',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      'cache-control': 'private, no-store',
    });
    const gallery = await page(handler, 'de/fotogalerie/plant', 'partner');
    const picture = await handler.GET(at(gallery.pictures[0]?.href as string));
    expect([picture.headers.get('content-type'), picture.headers.get('content-disposition'), picture.headers.get('x-content-type-options')]).toEqual([
      'image/jpeg',
      expect.stringMatching(/^inline; filename="partner-photo-\d+\.jpg"$/),
      'nosniff',
    ]);
  });

  it('takes the type from the extension, never from what the CMS says', async () => {
    const lying: typeof fetch = async (input, init) => {
      const real = await fetch(input, init);
      return new Response(real.body, { status: real.status, headers: { 'content-type': 'text/html' } });
    };
    const handler = api('germany', { fetch: lying });
    const folder = await page(handler, 'de/kataloge/price-lists', 'partner');
    const pdf = await handler.GET(at((folder.listing?.stories[0]?.content['file'] as { filename: string }).filename));
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    // A resized picture the image service answers as anything but a picture is not passed on.
    const gallery = await page(handler, 'de/fotogalerie/plant', 'partner');
    expect((await handler.GET(at(`${gallery.pictures[0]?.href}/m/400x300`))).status).toBe(502);
  });

  it('serves no HTML, SVG or script asset, not even under a valid signature, and fetches nothing for it', async () => {
    const fetched: string[] = [];
    const handler = api('germany', { fetch: (input, init) => (fetched.push(String(input)), fetch(input, init)) });
    const like = (await page(handler, 'de/fotogalerie/plant', 'partner')).pictures[0]?.href as string;
    fetched.length = 0;
    for (const path of ['f/287000/800x600/abcdef0123/evil.svg', 'f/287000/abcdef0123/evil.html', 'f/287000/abcdef0123/evil.htm', 'f/287000/abcdef0123/evil.js', 'f/287000/abcdef0123/evil.xhtml', 'f/287000/abcdef0123/evil']) {
      const response = await handler.GET(at(forged(like, path)));
      expect([path, response.status, response.headers.get('content-type')]).toEqual([path, 415, 'application/json']);
    }
    // A document has no picture sizes either.
    const pdf = forged(like, 'f/287000/abcdef0123/partner-price-lists-2026.pdf');
    expect((await handler.GET(at(`${pdf}/m/640x0`))).status).toBe(400);
    expect(fetched).toEqual([]);
  });
});

describe('an extranet answer never carries a CMS asset URL (fail closed)', () => {
  const target = 'de/extranet/kataloge/price-lists/catalogue-2026';

  /** The CMS with `extra` merged into one story's content: asset shapes the site does not sign. */
  function cmsWith(extra: (origin: string) => Record<string, unknown>) {
    const base = cmsFor(assetOrigin);
    return {
      getAll: base.getAll.bind(base),
      async get(slug: string, params?: Parameters<typeof base.get>[1]) {
        const answer = await base.get(slug, params);
        return slug === target ? { ...answer, story: { ...answer.story, content: { ...answer.story.content, ...extra(assetOrigin) } } as Story } : answer;
      },
    };
  }

  it('signs a size-less document, and leaves out (logging once, by the story) every asset shape it does not sign', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const handler = api('germany', {
        cms: cmsWith((origin) => ({
          odd_shape: { fieldtype: 'asset', filename: `${origin}/f/287000/a/b/c/odd.pdf?token=secret-query`, alt: 'Odd' },
          picture_svg: { fieldtype: 'asset', filename: `${origin}/f/287000/100x100/abcdef0123/logo.svg`, alt: 'Logo' },
          other_host: { fieldtype: 'asset', filename: 'https://a.storyblok.com/f/287000/abcdef0123/partner-x.pdf' },
          link: { fieldtype: 'multilink', linktype: 'asset', url: `${origin}/f/287000/abcdef0123/partner-x.pdf`, cached_url: `${origin}/f/287000/abcdef0123/partner-x.pdf` },
          body: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Prices', marks: [{ type: 'link', attrs: { href: '/f/287000/abcdef0123/partner-x.pdf', linktype: 'asset' } }] }] }] },
          note: `See ${origin.replace('http://', 'http%3A%2F%2F')}%2Ff%2F287000%2Fabcdef0123%2Fpartner-x.pdf`,
          gallery: [{ fieldtype: 'asset', filename: `${origin}/f/287000/abcdef0123/shot.jpg`, alt: 'kept' }, { fieldtype: 'asset', filename: `${origin}/f/287000/abcdef0123/shot.bmp`, alt: 'gone' }],
        })),
      });
      const response = await get(handler, 'de/kataloge/price-lists/catalogue-2026', 'partner');
      expect(response.status).toBe(200);
      const text = await response.text();
      const content = (JSON.parse(text) as ExtranetPayload).story?.content as Record<string, unknown>;
      expect((content['file'] as { filename: string }).filename).toMatch(/^\/api\/extranet\/files\/[\w-]+\.[\w-]+\/f\/287000\/[0-9a-f]{10}\/partner-price-lists-2026\.pdf$/);
      for (const field of ['odd_shape', 'picture_svg', 'link', 'note']) expect([field, field in content]).toEqual([field, false]);
      // A CMS asset path on another of the CMS's hosts is the story's asset all the same: signed, fetched from the asset origin.
      expect((content['other_host'] as { filename: string }).filename).toMatch(/^\/api\/extranet\/files\/[\w-]+\.[\w-]+\/f\/287000\/abcdef0123\/partner-x\.pdf$/);
      expect(JSON.stringify(content['body'])).not.toContain('"link"');
      expect(content['gallery']).toEqual([expect.objectContaining({ alt: 'kept', filename: expect.stringMatching(/^\/api\/extranet\/files\//) })]);
      expect([text.includes(assetOrigin), text.includes('storyblok.com'), /(?<!\/api\/extranet\/files\/[\w.-]+)\/f\/287000/.test(text)]).toEqual([false, false, false]);

      expect(warn).toHaveBeenCalledTimes(1);
      const [line] = warn.mock.calls[0] as [string];
      expect(line).toMatch(/^\[extranet\] de\/extranet\/kataloge\/price-lists\/catalogue-2026: left out /);
      for (const field of ['odd_shape', 'picture_svg', 'link', 'note', 'gallery.1']) expect(line).toContain(`content.${field}`);
      expect(line).not.toMatch(/secret-query|127\.0\.0\.1|\/f\//);
      await get(handler, 'de/kataloge/price-lists/catalogue-2026', 'partner');
      expect(warn).toHaveBeenCalledTimes(1);
    } finally {
      warn.mockRestore();
    }
  });
});

describe('the extranet search: links minted from the index, never from what the caller sent', () => {
  let engine: SearchEngine;
  let buItaliaFiles: string[];

  beforeAll(async () => {
    const cms = cmsFor(assetOrigin);
    const stories = async (startsWith: string) => (await cms.getAll({ starts_with: startsWith })) as unknown as IndexableStory[];
    // As site-shell builds it: the extranet without the BU Italia documentation, and the public catalogue.
    engine = createSearchEngine({
      market: 'germany',
      locales: ['de'],
      loadStories: async () => (await stories('de/global/produkte/')).slice(0, 40),
      loadExtranetStories: async () => (await stories('de/extranet/')).filter((story) => !story.full_slug.includes('/documentazione-per-bu-italia')),
      urlOf: (fullSlug) => storyUrl({ market: 'germany', fullSlug }),
    });
    const documentation = await cms.getAll({ starts_with: 'de/extranet/documentazione-per-bu-italia/' });
    buItaliaFiles = documentation.flatMap((story) => {
      const file = (story.content as { file?: { filename?: string } }).file?.filename;
      return file ? [new URL(file).pathname.slice(1)] : [];
    });
    expect(buItaliaFiles.length).toBeGreaterThan(0);
  });

  function searchApi(extra: Partial<Parameters<typeof createExtranetApi>[0]> = {}) {
    return api('germany', { searchRecords: async (index, objectID) => (await engine.resolveWithExtranet(index))?.index.record(objectID), ...extra });
  }
  const searchHandler = () => createExtranetSearchHandler({ engine, verify: async () => ({ ok: true }) });

  async function search(handler: ExtranetApi, body: unknown, user: keyof typeof USERS = 'partner', answer = searchHandler()): Promise<Response> {
    const request = new Request(`${SITE}/api/extranet/search`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await issuer.token(USERS[user])}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return handler.search(request, answer);
  }

  /** Every signed link of an answer, with the claims of its grant and the path it serves. */
  const linksIn = (text: string) => [...text.matchAll(/\/api\/extranet\/files\/[\w-]+\.[\w-]+\/[^"\\]+/g)].map(([href]) => ({ href, grant: grantOf(href), path: href.split('/').slice(5).join('/') }));

  it("signs each hit's picture from the index's record, for the area its story is served in, and the link works", async () => {
    const handler = searchApi();
    const response = await search(handler, { requests: [{ indexName: 'germany_de_extranet', params: { query: '', hitsPerPage: 100 } }, { indexName: 'germany_de', params: 'query=&hitsPerPage=5' }] });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const text = await response.text();
    const { results } = JSON.parse(text) as { results: { hits: { image?: string; url: string }[] }[] };
    const [extranet, catalogue] = results as [(typeof results)[number], (typeof results)[number]];
    const pictures = extranet.hits.filter((hit) => hit.image);
    expect(pictures.length).toBeGreaterThan(3);
    expect(pictures.every((hit) => /^\/api\/extranet\/files\/[\w-]+\.[\w-]+\/f\/287000\//.test(hit.image as string))).toBe(true);
    const areas = new Set(pictures.map((hit) => grantOf(hit.image as string).a));
    expect([...areas]).toEqual(expect.arrayContaining(['extranet-photo-gallery-category', 'extranet-catalogues-folder-slug']));
    expect([...areas].every((area) => area.startsWith('extranet-') && area !== 'extranet-search')).toBe(true);
    const products = catalogue.hits.filter((hit) => hit.image);
    expect(products.length).toBeGreaterThan(0);
    expect(products.every((hit) => grantOf(hit.image as string).a === 'extranet-search')).toBe(true);
    expect(text.includes(assetOrigin)).toBe(false);
    expect((await handler.GET(at(pictures[0]?.image as string))).status).toBe(200);
    expect((await handler.GET(at(products[0]?.image as string))).status).toBe(200);
  });

  it('mints no link from an echoed query: a BU Italia asset URL in any field the caller sends comes back as no link and no URL', async () => {
    const handler = searchApi();
    const path = buItaliaFiles[0] as string;
    const name = path.split('/').pop() as string;
    const shapes = [`${assetOrigin}/${path}`, `/${path}`, path, `${assetOrigin}/${path.replace(/^f\/287000\//, 'f/287000/0x0/')}`, encodeURIComponent(`${assetOrigin}/${path}`), `https://a.storyblok.com/${path}`];
    for (const url of shapes) {
      const bodies = [
        { requests: [{ indexName: 'germany_de_extranet', params: { query: url } }] },
        { requests: [{ indexName: 'germany_de_extranet', params: `query=${encodeURIComponent(url)}&hitsPerPage=5` }] },
        { requests: [{ indexName: 'germany_de_extranet', params: { query: '', highlightPreTag: url, highlightPostTag: url, hitsPerPage: 3 } }] },
        { requests: [{ indexName: 'germany_de_extranet', type: 'facet', facet: 'type', params: { facetQuery: url, query: url } }] },
        { requests: [{ indexName: url, params: { query: url } }] },
      ];
      for (const body of bodies) {
        const response = await search(handler, body);
        const text = await response.text();
        const outcome = { url, body: JSON.stringify(body).slice(0, 80), status: response.status, leaked: [text.includes(name), text.includes(assetOrigin), linksIn(text).filter((link) => link.path === path || !link.path.startsWith('f/287000/')).length] };
        expect(outcome).toEqual({ ...outcome, leaked: [false, false, 0] });
        if (response.ok) {
          for (const result of (JSON.parse(text) as { results: { query?: string }[] }).results) expect(result.query === undefined || !result.query.startsWith('/api/extranet/')).toBe(true);
        }
      }
    }
  });

  it("leaves out a hit's picture that cannot be tied to a story the holder may see, and any other value of it", async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const path = buItaliaFiles[0] as string;
      const records: Record<string, { fullSlug: string; image?: string }> = {
        documentation: { fullSlug: 'de/extranet/documentazione-per-bu-italia/listino-prezzi-2026', image: `${assetOrigin}/${path}` },
        unknown: { fullSlug: 'de/extranet/keine-mappe/gibt-es-nicht', image: `${assetOrigin}/${path}` },
        svg: { fullSlug: 'de/extranet/fotogalerie/plant', image: `${assetOrigin}/f/287000/100x100/abcdef0123/logo.svg` },
      };
      const handler = searchApi({ searchRecords: (_index, objectID) => records[objectID] });
      // An answer whose hits name assets themselves (as a search service might), the record says otherwise.
      const crafted = async () =>
        Response.json({
          results: [
            {
              index: 'germany_de_extranet',
              query: '',
              hits: [...Object.keys(records), 'not-in-the-index'].map((objectID) => ({ objectID, title: objectID, image: `${assetOrigin}/${path}`, _highlightResult: { image: { value: `${assetOrigin}/<em>${path}</em>` }, title: { value: objectID } } })),
            },
          ],
        });
      const response = await search(handler, { requests: [] }, 'partner', crafted);
      const { results } = (await response.json()) as { results: { hits: Record<string, unknown>[] }[] };
      expect(results[0]?.hits).toEqual([...Object.keys(records), 'not-in-the-index'].map((objectID) => ({ objectID, title: objectID, _highlightResult: { title: { value: objectID } } })));
      expect(warn.mock.calls.map(([line]) => String(line).split(':')[0])).toEqual([
        '[extranet] de/extranet/documentazione-per-bu-italia/listino-prezzi-2026',
        '[extranet] de/extranet/keine-mappe/gibt-es-nicht',
        '[extranet] de/extranet/fotogalerie/plant',
      ]);
      // Without the index's records, no hit carries a picture at all.
      const blind = await search(api(), { requests: [{ indexName: 'germany_de_extranet', params: { query: '' } }] });
      expect(await blind.text()).not.toContain('/api/extranet/files/');
    } finally {
      warn.mockRestore();
    }
  });

  it('verifies first, and keeps CMS asset URLs out of its errors too', async () => {
    const handler = searchApi();
    const anonymous = await handler.search(new Request(`${SITE}/api/extranet/search`, { method: 'POST', body: '{}' }), searchHandler());
    expect(anonymous.status).toBe(401);
    expect((await search(handler, { requests: [] }, 'visitor')).status).toBe(403);
    const missing = await search(handler, { requests: [{ indexName: `${assetOrigin}/${buItaliaFiles[0]}`, params: { query: '' } }] });
    expect(missing.status).toBe(404);
    expect(await missing.text()).not.toContain(assetOrigin);
    // The path glued to a name: the error still names no CMS asset path.
    const glued = await search(handler, { requests: [{ indexName: `germany_de_extranet_${buItaliaFiles[0]}`, params: '' }] });
    expect([glued.status, await glued.json()]).toEqual([404, { status: 404 }]);
  });
});
