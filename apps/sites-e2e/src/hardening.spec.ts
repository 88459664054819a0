import { createHash } from 'node:crypto';
import { getMarketConfig, localizePath } from '@clavis/i18n-routing';
import { loadMessages } from '@clavis/i18n-routing/messages';
import { expect, test } from './support/test';
import { appPort, suiteMarket } from './support/market';
import { startSiteWithEnv } from './support/isolatedSite';
import { expectSecurityHeaders } from './support/securityHeaders';
import { checkSharedCodeOnce } from './support/coverage';

const market = suiteMarket();
const { defaultLocale, locales } = getMarketConfig(market);
const otherLocale = locales.find((locale) => locale !== defaultLocale) ?? defaultLocale;
/** The products page of a locale, e.g. `/produkte` or `/en/products`. */
const products = (locale = defaultLocale) => localizePath({ market, locale, route: 'products' });
const badRequestText = async (locale: typeof defaultLocale) => `${(await loadMessages(locale))['errors.bad_request']}\n`;

// DESIGN.md section 6 over HTTP against the served app: security headers on a page, a route
// handler and a 404 (the 500 is in faults.spec.ts), bad input answered 4xx, rate limits.
checkSharedCodeOnce();

test.describe('security headers', () => {
  test('a prebuilt page carries them and a policy of its own inline scripts', async ({ request }) => {
    const response = await request.get('/');
    expect(response.status()).toBe(200);
    expectSecurityHeaders(response.headers());
    const html = await response.text();
    const inlineScripts = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/ld\+json")[^>]*>/g)].length;
    const hashes = (response.headers()['content-security-policy'] ?? '').match(/'sha256-/g) ?? [];
    expect(inlineScripts).toBeGreaterThan(2);
    // Every inline script's hash (equal scripts share one), plus the locale-cookie script's.
    expect(hashes.length).toBeGreaterThan(2);
    expect(response.headers()['x-clavis-script-sources']).toBeUndefined();
  });

  test('a route handler and a 404 carry them', async ({ request }) => {
    const version = await request.get('/api/version');
    expect(version.status()).toBe(200);
    expectSecurityHeaders(version.headers());
    const missing = await request.get(`${products()}/gibt-es-nicht-404`);
    expect(missing.status()).toBe(404);
    expectSecurityHeaders(missing.headers());
  });

  test('a page rendered on demand runs its scripts under the request’s nonce', async ({ page }) => {
    // A 404 renders per request; the suite's CSP listener fails the test on any violation.
    const response = await page.goto(`${products()}/gibt-es-nicht-nonce`);
    expect(response?.status()).toBe(404);
    const policy = (await response?.allHeaders())?.['content-security-policy'] ?? '';
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce).toBeTruthy();
    // The shell mounts its loading bar once React has hydrated: the nonce let Next's scripts run.
    await expect(page.locator('div[aria-hidden="true"][data-state][data-progress]')).toBeAttached();
  });

  test('requests that arrive while a page renders each get a policy that allows the scripts their HTML carries', async ({ request }) => {
    // Next.js renders the page once for all of them, with the nonce of the request that came first;
    // one that comes once the render is done gets the 404 the server remembers for a few seconds,
    // under the policy of its inline scripts' hashes.
    const answers = await Promise.all(Array.from({ length: 6 }, () => request.get(`${products()}/gibt-es-nicht-gleichzeitig`)));
    for (const answer of answers) {
      expect(answer.status()).toBe(404);
      const policy = answer.headers()['content-security-policy'] ?? '';
      const html = await answer.text();
      const allowed = /'nonce-([^']+)'/.exec(policy)?.[1];
      if (allowed) {
        expect(/<script\b[^>]*\snonce="([^"]+)"/.exec(html)?.[1]).toBe(allowed);
      } else {
        const inline = [...html.matchAll(/<script\b(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(([, body]) => body ?? '');
        expect(inline.length).toBeGreaterThan(0);
        for (const body of inline) expect(policy).toContain(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
      }
      expect(answer.headers()['x-clavis-render-nonce']).toBeUndefined();
    }
  });
});

test.describe('bad input', () => {
  test('paths and queries that do not decode answer 400 in the page language, never 500', async ({ request }) => {
    for (const [path, locale] of [
      ['/%', defaultLocale],
      ['/%zz', defaultLocale],
      [`${products()}/%zz`, defaultLocale],
      [`/${otherLocale}/%E0%A4%A`, otherLocale],
      [`${products(otherLocale)}?switchLocale=%E0%A4%A`, otherLocale],
      [`${products()}/a%00b`, defaultLocale],
    ] as const) {
      const response = await request.get(path);
      expect([path, response.status()]).toEqual([path, 400]);
      expect(await response.text()).toBe(await badRequestText(locale));
      expectSecurityHeaders(response.headers());
    }
    expect((await request.get(`/${'a'.repeat(3000)}`)).status()).toBe(414);
  });

  test('a router state header that does not read answers 400, never 500', async ({ request }) => {
    for (const state of ['%zz', '["",{}', 'null']) {
      const response = await request.get(products(), { headers: { RSC: '1', 'Next-Router-State-Tree': state }, maxRedirects: 0 });
      expect([state, response.status()]).toEqual([state, 400]);
      expectSecurityHeaders(response.headers());
    }
  });

  test('methods a page or route does not take answer 405 with Allow', async ({ request }) => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
      const response = await request.fetch(products(), { method, data: 'x=1' });
      expect([method, response.status(), response.headers()['allow']]).toEqual([method, 405, 'GET, HEAD']);
    }
    const response = await request.fetch('/api/version', { method: 'DELETE' });
    expect([response.status(), response.headers()['allow']]).toEqual([405, 'GET, HEAD']);
    // TRACE where Next.js answers the method (files, unknown API paths): it answered 500, a fuzz found.
    for (const path of ['/_next/x?page=-1', '/api/unknown?switchLocale=en', `${products()}?page=-1`]) {
      const trace = await request.fetch(path, { method: 'TRACE', headers: { RSC: '1', 'Next-Router-State-Tree': '%zz' }, maxRedirects: 0 });
      expect([path, trace.status()]).toEqual([path, 405]);
    }
  });

  test('an oversized header answers 431', async ({ request }) => {
    const response = await request.get('/', { headers: { 'x-padding': 'a'.repeat(20_000) } });
    expect(response.status()).toBe(431);
  });
});

test.describe('rate limits', () => {
  test('the slug check answers 429 with Retry-After to an address over its limit', async ({ request }) => {
    const headers = { 'x-forwarded-for': `198.51.100.${1 + Math.floor(Math.random() * 250)}` };
    const statuses: number[] = [];
    let retryAfter: string | undefined;
    for (let index = 0; index < 125; index += 1) {
      const response = await request.get(`/api/checkStorySlugs?path=${products()}`, { headers });
      statuses.push(response.status());
      retryAfter ??= response.headers()['retry-after'];
    }
    expect(statuses.slice(0, 120).every((status) => status === 404)).toBe(true);
    expect(statuses.slice(120)).toEqual([429, 429, 429, 429, 429]);
    expect(Number(retryAfter)).toBeGreaterThan(0);
  });

  test('pictures a partner looks through count apart from the extranet pages\' data', async ({ request }) => {
    // Each thumbnail or picture of a gallery is one signed-file request (30 on a gallery folder): more
    // of them than the pages' allowance (300 a minute) leave that address its pages.
    const headers = { 'x-forwarded-for': `100.64.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}` };
    const statuses = new Map<number, number>();
    for (let index = 0; index < 310; index += 1) {
      const status = (await request.get(`/api/extranet/files/e30.AAAA/f/${index}/picture.jpg`, { headers })).status();
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
    // Forged links, so refused, but each refused by the API rather than by the limit.
    expect(Object.fromEntries(statuses)).toEqual({ 403: 310 });
    const page = await request.get(`/api/extranet/${defaultLocale}`, { headers });
    expect(page.status()).toBe(401);
  });

  test('with no proxy trusted (the default), a new X-Forwarded-For on each request does not dodge the limit', async ({ request }) => {
    // This suite's own site trusts one proxy hop (playwright.config.ts); production's default is none.
    // Starting an app of its own takes most of 30 s on a loaded CI machine.
    test.setTimeout(90_000);
    const site = await startSiteWithEnv({ market, appPort: appPort(market) + 580, env: { TRUST_PROXY_HOPS: '0' } });
    try {
      const statuses: number[] = [];
      for (let index = 0; index < 125; index += 1) {
        const response = await request.get(`${site.baseURL}/api/checkStorySlugs?path=${products()}`, { headers: { 'x-forwarded-for': `203.0.113.${index}` } });
        statuses.push(response.status());
      }
      expect(statuses.filter((status) => status === 429)).toHaveLength(5);
      expect(statuses.slice(120)).toEqual([429, 429, 429, 429, 429]);
    } finally {
      await site.stop();
    }
  });
});
