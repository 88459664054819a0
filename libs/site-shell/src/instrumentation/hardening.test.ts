/** @jest-environment node */
import { Server, ServerResponse, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { LOCALE_COOKIE_SCRIPT } from '../chrome/localeSwitch/localeCookieScript';
import { inlineScriptSources, scriptHashSource, SCRIPT_SOURCES_HEADER } from '../security/inlineScripts';
import { NO_ORIGINS } from '../security/contentSecurityPolicy';
import { ALL_TUNING_ON } from '@clavis/next-tuning';
import { RENDER_NONCE_HEADER } from '@clavis/next-tuning/cache-handler';
import { registerTuning, SHARED_CACHE_POLICY } from '@clavis/next-tuning/instrumentation';
import { readSiteConfig } from '../config/siteConfig';
import { securityPolicies } from './securityPolicies';
import { siteServer } from './siteServer';
import { createLogger } from '../logging/logger';

// A real server over loopback with the site's parts installed by next-tuning, as `register()`
// does, on classes of their own, so no other test's server changes.
class GuardedServer extends Server {}
class PolicedResponse extends ServerResponse {}
const config = readSiteConfig({ NEXT_PUBLIC_CLAVIS_MARKET: 'germany' }, () => undefined);
/** The build's draft-mode id, as its prerender manifest would give it: what /api/draft's cookie carries. */
const PREVIEW_MODE_ID = '3f9d1c0be47a5e2f8a61c4d09b7e5a12';
const EDITOR = 'https://app.storyblok.com';
registerTuning({
  switches: { ...ALL_TUNING_ON, largeStringBodies: false },
  nextVersion: '16.4.6',
  warn: () => undefined,
  site: {
    ...siteServer(config, createLogger({ level: 'silent', service: 'test' })),
    pagePolicy: securityPolicies(
      { ...NO_ORIGINS, assets: ['https://a.storyblok.com'], editor: [EDITOR] },
      { previewModeId: () => PREVIEW_MODE_ID },
    ),
  },
  targets: { server: GuardedServer.prototype, response: PolicedResponse.prototype },
});

const PAGE = '<html><script>self.__next_f.push([1])</script><p>Seite</p></html>';
/** The nonce of a render Next.js started for another request, as the cache handler names it (`carryRenderNonce`). */
const SHARED_RENDER_NONCE = 'c2hhcmVkLXJlbmRlci0xMg==';
let seen: IncomingMessage[] = [];
let server: GuardedServer;
let base: string;

beforeAll(async () => {
  server = new GuardedServer({ ServerResponse: PolicedResponse as typeof ServerResponse }, (request, response) => {
    seen.push(request);
    response.setHeader('content-security-policy', "default-src 'self'");
    response.setHeader('content-type', request.url === '/api/version' ? 'application/json' : 'text/html; charset=utf-8');
    if (request.url === '/cached') response.setHeader(SCRIPT_SOURCES_HEADER, inlineScriptSources(PAGE).join(' '));
    if (request.url === '/shared-render') response.setHeader(RENDER_NONCE_HEADER, SHARED_RENDER_NONCE);
    // As Next.js answers a prebuilt 404 or a page: cacheable for a year by a shared cache.
    const cacheControl = 's-maxage=31536000';
    if (request.url === '/_next/static/chunk.js') {
      response.setHeader('content-type', 'text/javascript');
      response.writeHead(200, { 'Cache-Control': 'public, max-age=31536000, immutable' }).end('');
      return;
    }
    if (request.url === '/payload') {
      // A prebuilt page's RSC payload (a client navigation), as cacheable as its page.
      response.setHeader('content-type', 'text/x-component');
      response.writeHead(200, { 'Cache-Control': cacheControl }).end('0:{}');
      return;
    }
    if (request.url === '/in-write-head') {
      response.writeHead(404, { 'Cache-Control': cacheControl }).end(PAGE);
      return;
    }
    response.setHeader('cache-control', cacheControl);
    response.end(request.url === '/api/version' ? '{}' : PAGE);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  seen = [];
});

describe('guardRequests', () => {
  it('answers an unparsable path with 400 in the page language, with the security headers, before the app', async () => {
    for (const [path, text] of [['/%zz', 'Diese Adresse ist ungültig.'], ['/en/%E0%A4%A', 'This address is not valid.'], ['/fr/%', 'Diese Adresse ist ungültig.']]) {
      const response = await fetch(`${base}${path}`);
      expect(response.status).toBe(400);
      expect(await response.text()).toBe(`${text}\n`);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    }
    expect(seen).toHaveLength(0);
  });

  it('answers a method a page does not take with 405 and Allow', async () => {
    const response = await fetch(`${base}/en/products`, { method: 'DELETE' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
    expect(await response.text()).toBe('This address does not accept this kind of request.\n');
    expect(seen).toHaveLength(0);
  });

  it('passes every other request on with a fresh script nonce in place of what the client sent', async () => {
    await fetch(`${base}/produkte`, { headers: { 'content-security-policy': "script-src 'nonce-chosen'" } });
    await fetch(`${base}/produkte`);
    const nonces = seen.map((request) => request.headers['content-security-policy']);
    expect(nonces).toHaveLength(2);
    expect(nonces[0]).toMatch(/^script-src 'nonce-[A-Za-z0-9+/]{22}=='$/);
    expect(nonces[1]).not.toBe(nonces[0]);
  });
});

describe('securityPolicies', () => {
  const scriptSrc = (response: Response) => response.headers.get('content-security-policy')?.split('; ').find((item) => item.startsWith('script-src'));

  it('gives a cached page a policy of its scripts’ hashes and drops the carrier header', async () => {
    const response = await fetch(`${base}/cached`);
    expect(scriptSrc(response)).toContain(inlineScriptSources(PAGE)[0]);
    expect(scriptSrc(response)).not.toContain('nonce-');
    expect(response.headers.get('content-security-policy')).toContain('img-src \'self\' data: blob: https://a.storyblok.com');
    expect(response.headers.has(SCRIPT_SOURCES_HEADER)).toBe(false);
  });

  it('gives a page rendered on demand the request’s nonce, and a draft the editor as framer', async () => {
    const page = await fetch(`${base}/produkte`);
    const nonce = /'nonce-([^']+)'/.exec(String(seen[0]?.headers['content-security-policy']))?.[1];
    expect(scriptSrc(page)).toContain(`'nonce-${nonce}'`);
    expect(scriptSrc(page)).toContain(scriptHashSource(LOCALE_COOKIE_SCRIPT));
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(scriptSrc(page)).not.toContain(EDITOR);
    const draft = await fetch(`${base}/produkte`, { headers: { cookie: `i18n_redirected=de; __prerender_bypass=${PREVIEW_MODE_ID}` } });
    expect(draft.headers.get('content-security-policy')).toContain(`frame-ancestors 'self' ${EDITOR}`);
    expect(scriptSrc(draft)).toContain(EDITOR);
  });

  it('keeps the page’s policy for a draft cookie this build did not set', async () => {
    for (const cookie of ['__prerender_bypass=1', `__prerender_bypass=${PREVIEW_MODE_ID}x`, `__prerender_bypass=${PREVIEW_MODE_ID}; __prerender_bypass=1`]) {
      const page = await fetch(`${base}/produkte`, { headers: { cookie } });
      expect([cookie, page.headers.get('content-security-policy')]).toEqual([cookie, expect.stringContaining("frame-ancestors 'none'")]);
      expect(scriptSrc(page)).not.toContain(EDITOR);
    }
  });

  it('gives a page rendered for another request at the same time the nonce its scripts carry, not this request’s', async () => {
    const page = await fetch(`${base}/shared-render`);
    const own = /'nonce-([^']+)'/.exec(String(seen[0]?.headers['content-security-policy']))?.[1];
    expect(scriptSrc(page)).toContain(`'nonce-${SHARED_RENDER_NONCE}'`);
    expect(scriptSrc(page)).not.toContain(`'nonce-${own}'`);
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    expect(page.headers.has(RENDER_NONCE_HEADER)).toBe(false);
  });

  it('keeps a page that carries a request nonce out of every shared cache, and leaves cached pages cacheable', async () => {
    for (const path of ['/produkte', '/in-write-head']) {
      expect([path, (await fetch(`${base}${path}`)).headers.get('cache-control')]).toEqual([path, 'private, no-store']);
    }
    expect((await fetch(`${base}/cached`)).headers.get('cache-control')).toBe(SHARED_CACHE_POLICY);
  });
});

describe('the shared cache policy', () => {
  it('lets a shared cache keep a prebuilt page and its payload for 1 s (then serve it stale while it asks again), not a year', async () => {
    expect(SHARED_CACHE_POLICY).toBe('s-maxage=1, stale-while-revalidate=60');
    for (const path of ['/cached', '/payload']) {
      expect([path, (await fetch(`${base}${path}`)).headers.get('cache-control')]).toEqual([path, SHARED_CACHE_POLICY]);
    }
  });

  it('leaves what is not shared-cached for long as it is: immutable assets, private pages', async () => {
    expect((await fetch(`${base}/_next/static/chunk.js`)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await fetch(`${base}/produkte`)).headers.get('cache-control')).toBe('private, no-store');
  });

  it('leaves the default policy on what is not a page', async () => {
    expect((await fetch(`${base}/api/version`)).headers.get('content-security-policy')).toBe("default-src 'self'");
  });
});

describe('the probes', () => {
  it('answers /healthz and /readyz on the server itself, before the app, never cacheable', async () => {
    const live = await fetch(`${base}/healthz`);
    expect(live.status).toBe(200);
    expect(await live.text()).toBe('ok\n');
    // This process never ran the start-up that marks an instance serving: not ready.
    const ready = await fetch(`${base}/readyz`);
    expect(ready.status).toBe(503);
    expect(ready.headers.get('cache-control')).toBe('no-store');
    expect(await ready.json()).toMatchObject({ ready: false, phase: 'starting' });
    expect((await fetch(`${base}/readyz`, { method: 'HEAD' })).status).toBe(503);
    expect(seen).toHaveLength(0);
  }, 60_000);
});
