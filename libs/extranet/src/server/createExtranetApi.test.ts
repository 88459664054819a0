/** @jest-environment node */
import { readFile } from 'node:fs/promises';
import type { ContentServer } from '@clavis/content-server';
import { LOCALES, localizePath } from '@clavis/i18n-routing';
import { unzipSync } from 'fflate';
import sharp from 'sharp';
import type { ExtranetPayload } from '../payload';
import { createExtranetApi, type ExtranetApi } from './createExtranetApi';
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

async function get(handler: ExtranetApi, path: string, user?: keyof typeof USERS): Promise<Response> {
  const headers: Record<string, string> = user ? { authorization: `Bearer ${await issuer.token(USERS[user])}` } : {};
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
    expect(file.filename).toMatch(new RegExp(`^/api/extranet/files/[\\w-]+\\.[\\w-]+/f/287000/0x0/\\w+/partner-price-lists-2026\\.pdf$`));
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

    const lines = (await readFile(auditFile, 'utf8')).trim().split('\n').map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines).toEqual([
      { at: '2026-11-25T12:00:00.000Z', sub: 'user-partner', email: 'partner@clavis.example', method: 'GET', kind: 'file', path: href.split('/').slice(5).join('/'), status: 200 },
      expect.objectContaining({ sub: 'user-partner', kind: 'file', size: '400x300', path: expect.stringMatching(/partner-photo-\d+\.jpg$/) }),
    ]);
  });

  it('answers 403 to a link used after its expiry, with a changed path, or turned into another kind', async () => {
    const handler = api();
    const folder = await page(handler, 'de/kataloge/price-lists', 'partner');
    const href = (folder.listing?.stories[0]?.content['file'] as { filename: string }).filename;
    expect((await handler.GET(at(href.replace('catalogue-2026', 'catalogue-2024').replace('price-lists-2026', 'price-lists-2024')))).status).toBe(403);
    expect((await handler.GET(at(href.replace(/\/f\/287000\/0x0\/\w+\//, '/f/287000/0x0/0000000000/')))).status).toBe(403);
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
    expect(lines[0]).not.toHaveProperty('sub');
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
    expect(line).toMatchObject({ sub: 'user-partner', kind: 'zip', path: 'de/extranet/fotogalerie/fairs/2025/security-essen' });
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
    const essen = await page(api(), 'de/fotogalerie/fairs/2025/security-essen', 'partner');
    const fewFiles = api('germany', { zipLimits: { maxFiles: 3, maxBytes: 10_000_000 } });
    expect((await fewFiles.GET(at(essen.zip as string))).status).toBe(413);
    const fewBytes = api('germany', { zipLimits: { maxFiles: 100, maxBytes: 10_000 } });
    expect((await fewBytes.GET(at(essen.zip as string))).status).toBe(413);
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

  async function partnerPictureLink(): Promise<string> {
    const gallery = await page(api(), 'de/fotogalerie/plant', 'partner');
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
    const href = await partnerPictureLink();
    const fetched: string[] = [];
    const handler = api('germany', { fetch: (input, init) => (fetched.push(String(input instanceof Request ? input.url : input)), fetch(input, init)) });
    const response = await handler.GET(at(`${href}/m/${tail}`));
    expect([400, 403, 404]).toContain(response.status);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(fetched).toEqual([]);
  });

  it('serves a picture only in an image-service part the site itself writes', async () => {
    const href = await partnerPictureLink();
    for (const size of ['800x0', '480x0/filters:quality(70):format(webp)', 'fit-in/400x400']) {
      expect([size, (await api().GET(at(`${href}/m/${size}`))).status]).toEqual([size, 200]);
    }
    for (const size of ['10000x10000', '0800x0', '800x0/filters:format(gif)', '800x0/filters:format(webp):quality(70)', 'smart', '800x0/x']) {
      expect([size, (await api().GET(at(`${href}/m/${size}`))).status]).toEqual([size, 400]);
    }
  });

  it('answers 502 within seconds when the asset origin stops answering, and records the attempt once', async () => {
    const href = await partnerPictureLink();
    const silent: typeof fetch = (_input, init) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
    const handler = api('germany', { fetch: silent, upstreamTimeouts: { headersMs: 300, idleMs: 300 } });
    const started = Date.now();
    const response = await handler.GET(at(href));
    expect(response.status).toBe(502);
    expect(Date.now() - started).toBeLessThan(15_000);
    const lines = (await readFile(auditFile, 'utf8')).trim().split('\n').map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines).toEqual([expect.objectContaining({ sub: 'user-partner', kind: 'file', status: 502, method: 'GET' })]);
  });

  it('answers an error of the asset origin at once, even when its body never ends', async () => {
    const href = await partnerPictureLink();
    const stalling: typeof fetch = async () =>
      new Response(new ReadableStream({ start: (controller) => controller.enqueue(new TextEncoder().encode('{"error":')) }), { status: 400 });
    const response = await api('germany', { fetch: stalling }).GET(at(href));
    expect(response.status).toBe(502);
  });

  it('records a download attempt for GET but not for HEAD, which fetches no file', async () => {
    const href = await partnerPictureLink();
    const head = await api().GET(new Request(`${SITE}${href}`, { method: 'HEAD' }));
    expect(head.status).toBe(200);
    await expect(readFile(auditFile, 'utf8')).rejects.toMatchObject({ code: 'ENOENT' });
    expect((await api().GET(at(href))).status).toBe(200);
    expect((await readFile(auditFile, 'utf8')).trim().split('\n')).toHaveLength(1);
  });
});

describe('signAssetLinks (the extranet search hits)', () => {
  it('turns every CMS asset URL of an answer into a working signed link for its holder, and leaves other strings alone', async () => {
    const handler = api();
    const gallery = await page(handler, 'de/fotogalerie/plant', 'partner');
    const path = (gallery.pictures[0]?.href as string).split('/').slice(5).join('/');
    const raw = `${assetOrigin}/${path}`;
    const answer = { results: [{ hits: [{ image: raw, url: '/extranet/fotogalerie/plant', elsewhere: `https://cdn.example/${path}`, count: 3 }] }] };
    const signed = handler.signAssetLinks(answer, { ...USERS.partner, groups: [...USERS.partner.groups] });
    const hit = signed.results[0]?.hits[0] as Record<string, unknown>;
    expect(hit['image']).toMatch(/^\/api\/extranet\/files\/[\w-]+\.[\w-]+\/f\/287000\//);
    expect(JSON.stringify(signed)).not.toContain(assetOrigin);
    expect(hit).toMatchObject({ url: '/extranet/fotogalerie/plant', elsewhere: `https://cdn.example/${path}`, count: 3 });
    expect((await handler.GET(at(hit['image'] as string))).status).toBe(200);
    const [line] = (await readFile(auditFile, 'utf8')).trim().split('\n').map((text) => JSON.parse(text) as Record<string, unknown>);
    expect(line).toMatchObject({ sub: 'user-partner', path, status: 200 });
  });
});
