/** @jest-environment node */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { nodeFs } from 'next/dist/server/lib/node-fs-methods';
import { ALL_TUNING_ON, type TuningSwitches } from '../switches';
import { createCacheHandler } from './createCacheHandler';
import type { NotFoundMemoryOptions } from './notFoundMemory';
import { RENDER_NONCE_HEADER } from './renderNonce';
import { PAGE } from './hydrationAfterPaint.fixture';
import { storedPagePaths } from './storedPagePaths';

const ROUTE = 'a1b2c3';
const keyOf = (path: string) => `/route-cache/APP_PAGE/${ROUTE}/$${path}`;
const page = (status: number, html: string) =>
  ({ kind: 'APP_PAGE', html, rscData: Buffer.from(html), headers: {}, postponed: undefined, status, segmentData: undefined }) as never;
const context = { cacheControl: { revalidate: false as const, expire: undefined }, isRoutePPREnabled: false, isFallback: false };
const lookup = { kind: 'APP_PAGE', isFallback: false } as never;
const isNoRoutePage = (key: string) => key.endsWith('/__no-route');

function handlerIn(serverDistDir: string, switches: TuningSwitches = ALL_TUNING_ON, notFoundMemory: NotFoundMemoryOptions = {}) {
  const SiteCacheHandler = createCacheHandler({ isNoRoutePage, switches, notFoundMemory });
  return new SiteCacheHandler({ fs: nodeFs, serverDistDir, flushToDisk: true, dev: false, revalidatedTags: [], _requestHeaders: {} });
}

describe('createCacheHandler, every patch on', () => {
  let serverDistDir: string;
  let handler: ReturnType<typeof handlerIn>;
  let time: number;
  const later = (ms: number) => (time += ms);
  const stored = (path: string) => join(serverDistDir, `${keyOf(path)}.html`);

  beforeEach(() => {
    serverDistDir = mkdtempSync(join(tmpdir(), 'site-cache-'));
    time = 1_000_000;
    handler = handlerIn(serverDistDir, ALL_TUNING_ON, { ttlMs: 5_000, now: () => time });
  });
  afterEach(() => {
    delete process.env['NEXT_PHASE'];
    rmSync(serverDistDir, { recursive: true, force: true });
  });

  it('keeps a page that renders', async () => {
    await handler.set(keyOf('/de/produkte/neu'), page(200, '<h1>Neu</h1>'), context);
    expect(readFileSync(stored('/de/produkte/neu'), 'utf8')).toBe('<h1>Neu</h1>');
  });

  it('tells of each lookup its kind and whether the cache served it', async () => {
    const lookups: Array<[string | undefined, boolean]> = [];
    const SiteCacheHandler = createCacheHandler({ isNoRoutePage, switches: ALL_TUNING_ON, onLookup: (kind, hit) => lookups.push([kind, hit]) });
    const observed = new SiteCacheHandler({ fs: nodeFs, serverDistDir, flushToDisk: true, dev: false, revalidatedTags: [], _requestHeaders: {} });
    await observed.set(keyOf('/de/produkte/neu'), page(200, '<h1>Neu</h1>'), context);
    await observed.get(keyOf('/de/produkte/neu'), lookup);
    await observed.get(keyOf('/de/produkte/nie'), lookup);
    expect(lookups).toEqual([['APP_PAGE', true], ['APP_PAGE', false]]);
  });

  it('gives a cached page the ETag of its HTML, the same on every read until the page changes', async () => {
    const etagOf = async (path: string) => ((await handler.get(keyOf(path), lookup)) as { value: { headers: Record<string, string> } }).value.headers['etag'];
    await handler.set(keyOf('/de/produkte/neu'), page(200, '<h1>Neu</h1>'), context);
    const first = await etagOf('/de/produkte/neu');
    expect(first).toMatch(/^W\/"[\w-]{27}"$/);
    expect(await etagOf('/de/produkte/neu')).toBe(first);
    await handler.set(keyOf('/de/produkte/neu'), page(200, '<h1>Neu, überarbeitet</h1>'), context);
    expect(await etagOf('/de/produkte/neu')).not.toBe(first);
    await handler.set(keyOf('/de/produkte/alt'), page(200, '<h1>Neu</h1>'), context);
    expect(await etagOf('/de/produkte/alt')).toBe(first);
  });

  it("changes a served page by the site's servedPageHtml first: the hydration loader takes its scripts, the ETag covers it, the stored page stays", async () => {
    const served = (servedPageHtml?: (html: string) => string) => {
      const SiteCacheHandler = createCacheHandler({ isNoRoutePage, switches: ALL_TUNING_ON, ...(servedPageHtml && { servedPageHtml }) });
      return new SiteCacheHandler({ fs: nodeFs, serverDistDir, flushToDisk: true, dev: false, revalidatedTags: [], _requestHeaders: {} });
    };
    const withScript = served((html) => html.replace('</head>', '<script src="/extra.js" async=""></script></head>'));
    await withScript.set(keyOf('/de'), page(200, PAGE), context);
    const read = async (from: ReturnType<typeof served>) => ((await from.get(keyOf('/de'), lookup)) as { value: { html: string; headers: Record<string, string> } }).value;
    const changed = await read(withScript);
    expect(changed.html).not.toContain('<script src="/extra.js"');
    expect(changed.html).toContain('"src":"/extra.js"');
    const plain = await read(served());
    expect(plain.html).not.toContain('/extra.js');
    expect(changed.headers['etag']).not.toBe(plain.headers['etag']);
    expect(readFileSync(stored('/de'), 'utf8')).toBe(PAGE);
  });

  it('does not keep the 404 of a path that never had a page on disk, and renders it anew once its few seconds in memory end', async () => {
    await handler.set(keyOf('/de/produkte/zufall-123'), page(404, 'not found'), context);
    expect(existsSync(stored('/de/produkte/zufall-123'))).toBe(false);
    later(5_000);
    expect(await handler.get(keyOf('/de/produkte/zufall-123'), { kind: 'APP_PAGE', isFallback: false } as never)).toBeNull();
  });

  it('answers a 404 listing view asked for again from memory, not by another render, until its time ends or a publish', async () => {
    // `/produkte?page=99999`, as the proxy rewrites it.
    const view = keyOf('/de/_view/cGFnZT05OTk5OQ/produkte');
    await handler.set(view, page(404, '<h1>Seite nicht gefunden</h1>'), context);
    later(4_999);
    const again = await handler.get(view, lookup);
    expect(again).toMatchObject({ value: { kind: 'APP_PAGE', status: 404, html: '<h1>Seite nicht gefunden</h1>' }, cacheControl: context.cacheControl });
    expect(existsSync(stored('/de/_view/cGFnZT05OTk5OQ/produkte'))).toBe(false);
    later(1);
    expect(await handler.get(view, lookup)).toBeNull();

    await handler.set(view, page(404, '<h1>Seite nicht gefunden</h1>'), context);
    await handler.revalidateTag('de/global/produkte/neu');
    expect(await handler.get(view, lookup)).toBeNull();
  });

  it('keeps a 404 in memory no longer than its page revalidates, and forgets it when the path renders a page', async () => {
    const path = keyOf('/de/produkte/bald');
    await handler.set(path, page(404, 'not found'), { ...context, cacheControl: { revalidate: 2, expire: undefined } });
    later(2_000);
    expect(await handler.get(path, lookup)).toBeNull();
    await handler.set(path, page(404, 'not found'), context);
    await handler.set(path, page(200, '<h1>Bald</h1>'), context);
    expect(await handler.get(path, lookup)).toMatchObject({ value: { status: 200 } });
  });

  it('keeps 404 renders in memory within its bytes, forgetting the least recently used first', async () => {
    const small = handlerIn(serverDistDir, ALL_TUNING_ON, { maxBytes: 3 * (keyOf('/de/x-0').length + 2 * 1_000), now: () => time });
    const keys = [0, 1, 2, 3].map((index) => keyOf(`/de/x-${index}`));
    for (const key of keys.slice(0, 3)) await small.set(key, page(404, 'x'.repeat(1_000)), context);
    expect(await small.get(keys[0] ?? '', lookup)).not.toBeNull();
    await small.set(keys[3] ?? '', page(404, 'x'.repeat(1_000)), context);
    const kept = await Promise.all(keys.map(async (key) => (await small.get(key, lookup)) !== null));
    expect(kept).toEqual([true, false, true, true]);
  });

  it('does not keep a redirect of a path that never had a page, and renders a kept one again', async () => {
    await handler.set(keyOf('/de/produkte/futura-classic'), page(308, ''), context);
    expect(existsSync(stored('/de/produkte/futura-classic'))).toBe(false);
    expect(await handler.get(keyOf('/de/produkte/futura-classic'), lookup)).toBeNull();
    await handler.set(keyOf('/de/produkte/umbenannt'), page(200, '<h1>Alt</h1>'), context);
    await handler.set(keyOf('/de/produkte/umbenannt'), page(308, ''), context);
    expect(readFileSync(stored('/de/produkte/umbenannt'), 'utf8')).toBe('');
    expect(await handler.get(keyOf('/de/produkte/umbenannt'), lookup)).toBeNull();
  });

  it('never keeps a render the CMS refused or failed: the last good page stays, on disk and in memory', async () => {
    await handler.set(keyOf('/de/uber-uns'), page(200, '<h1>Über uns</h1>'), context);
    for (const status of [401, 403, 500]) {
      await handler.set(keyOf('/de/uber-uns'), page(status, 'refused'), context);
      expect(readFileSync(stored('/de/uber-uns'), 'utf8')).toBe('<h1>Über uns</h1>');
      expect(await handler.get(keyOf('/de/uber-uns'), lookup)).toMatchObject({ value: { status: 200 } });
    }
    await handler.set(keyOf('/de/nie-gesehen'), page(401, 'refused'), context);
    expect(existsSync(stored('/de/nie-gesehen'))).toBe(false);
    expect(await handler.get(keyOf('/de/nie-gesehen'), lookup)).toBeNull();
  });

  it('keeps a 404 that replaces a page rendered at runtime, so the old page does not come back', async () => {
    await handler.set(keyOf('/de/produkte/alt'), page(200, '<h1>Alt</h1>'), context);
    await handler.set(keyOf('/de/produkte/alt'), page(404, 'not found'), context);
    expect(readFileSync(stored('/de/produkte/alt'), 'utf8')).toBe('not found');
  });

  it('answers a kept 404 from memory for its few seconds, then by a new render, never from the disk cache; the prebuilt no-route page from the cache', async () => {
    await handler.set(keyOf('/de/produkte/weg'), page(200, '<h1>Weg</h1>'), context);
    expect(await handler.get(keyOf('/de/produkte/weg'), lookup)).toMatchObject({ value: { status: 200 } });
    await handler.set(keyOf('/de/produkte/weg'), page(404, 'not found'), context);
    expect(await handler.get(keyOf('/de/produkte/weg'), lookup)).toMatchObject({ value: { status: 404 } });
    later(5_000);
    expect(await handler.get(keyOf('/de/produkte/weg'), lookup)).toBeNull();

    process.env['NEXT_PHASE'] = 'phase-production-build';
    await handler.set(keyOf('/de/__no-route'), page(404, 'not found'), context);
    delete process.env['NEXT_PHASE'];
    expect(await handler.get(keyOf('/de/__no-route'), lookup)).toMatchObject({ value: { status: 404, html: 'not found' } });
  });

  it('keeps a 404 that replaces a prebuilt page', async () => {
    const prebuilt = join(serverDistDir, 'app/de/produkte/futura.html');
    mkdirSync(dirname(prebuilt), { recursive: true });
    writeFileSync(prebuilt, '<h1>Futura</h1>');
    await handler.set(keyOf('/de/produkte/futura'), page(404, 'not found'), context);
    expect(readFileSync(stored('/de/produkte/futura'), 'utf8')).toBe('not found');
  });

  it('names a render’s nonce in the headers every answer of that render gets, stored or not, and stores the page without it', async () => {
    const html = '<script nonce="cmVuZGVyLW5vbmNl">self.__next_f.push([1])</script>';
    const rendered = { kind: 'APP_PAGE', html, rscData: Buffer.from(html), headers: {}, postponed: undefined, status: 200, segmentData: undefined };
    await handler.set(keyOf('/de/produkte/neu'), rendered as never, context);
    expect(rendered.headers).toEqual({ [RENDER_NONCE_HEADER]: 'cmVuZGVyLW5vbmNl' });
    const served = (await handler.get(keyOf('/de/produkte/neu'), lookup)) as { value: { headers: Record<string, string> } };
    expect(served.value.headers).not.toHaveProperty(RENDER_NONCE_HEADER);
    const notFound = { ...rendered, headers: {}, status: 404 };
    await handler.set(keyOf('/de/produkte/zufall-7'), notFound as never, context);
    expect(notFound.headers).toEqual({ [RENDER_NONCE_HEADER]: 'cmVuZGVyLW5vbmNl' });
  });

  it('keeps every 404 the build writes (the prebuilt 404 pages)', async () => {
    process.env['NEXT_PHASE'] = 'phase-production-build';
    await handler.set(keyOf('/de/__no-route'), page(404, 'not found'), context);
    expect(existsSync(stored('/de/__no-route'))).toBe(true);
  });
});

describe('createCacheHandler, with a switch off', () => {
  let serverDistDir: string;
  beforeEach(() => {
    serverDistDir = mkdtempSync(join(tmpdir(), 'site-cache-'));
  });
  afterEach(() => rmSync(serverDistDir, { recursive: true, force: true }));
  const served = async (switches: Partial<TuningSwitches>) => {
    const handler = handlerIn(serverDistDir, { ...ALL_TUNING_ON, ...switches });
    await handler.set(keyOf('/de'), page(200, PAGE), context);
    return (await handler.get(keyOf('/de'), lookup)) as { value: { html: string; headers: Record<string, string> } };
  };

  it('hydrationAfterPaint off: the page keeps Next.js\'s script tags, and still gets its ETag', async () => {
    const { value } = await served({ hydrationAfterPaint: false });
    expect(value.html).toBe(PAGE);
    expect(value.headers['etag']).toMatch(/^W\//);
  });

  it('pageEtag off: no ETag from the handler (Next.js hashes the page itself), the loader still in the page', async () => {
    const { value } = await served({ pageEtag: false });
    expect(value.headers['etag']).toBeUndefined();
    expect(value.html).toContain('data-hydrate-after-paint');
  });

  it('both off: the entry as stored', async () => {
    const { value } = await served({ hydrationAfterPaint: false, pageEtag: false });
    expect(value).toMatchObject({ html: PAGE, headers: {} });
  });

  it('notFoundRules off: a 404 of a path that never had a page is kept and answered, as Next.js does', async () => {
    const handler = handlerIn(serverDistDir, { ...ALL_TUNING_ON, notFoundRules: false });
    await handler.set(keyOf('/de/produkte/zufall-123'), page(404, 'not found'), context);
    expect(readFileSync(join(serverDistDir, `${keyOf('/de/produkte/zufall-123')}.html`), 'utf8')).toBe('not found');
    expect(await handler.get(keyOf('/de/produkte/zufall-123'), lookup)).toMatchObject({ value: { status: 404 } });
  });
});

describe('storedPagePaths', () => {
  it('names the runtime entry and the prebuilt page of a route-cache key', () => {
    expect(storedPagePaths('/srv', keyOf('/de/produkte/futura'))).toEqual([
      `/srv/route-cache/APP_PAGE/${ROUTE}/$/de/produkte/futura.html`,
      '/srv/app/de/produkte/futura.html',
    ]);
  });

  it('names the page of a plain key', () => {
    expect(storedPagePaths('/srv', '/de/kontakte')).toEqual(['/srv/app/de/kontakte.html']);
  });
});
