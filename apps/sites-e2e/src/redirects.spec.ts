import { expect, test } from './support/test';
import { suiteMarket } from './support/market';

// Per market: the same product area in its locales, a legacy path, a /{locale}/global path.
const CASES = {
  germany: {
    productAreas: ['/produkte', '/en/products'],
    legacy: ['/katalog', '/ressourcen/kataloge'],
    globalForm: ['/de/global/produkte/futura', '/produkte/futura'],
    trailing: ['/uber-uns/?ref=mail', '/uber-uns?ref=mail'],
  },
  global: {
    productAreas: ['/de/produkte', '/en/products', '/it/prodotti', '/fr/produits', '/es/productos'],
    legacy: ['/katalog', '/en/resources/catalogues'],
    globalForm: ['/it/global/prodotti/futura', '/it/prodotti/futura'],
    trailing: ['/en/about-us/?ref=mail', '/en/about-us?ref=mail'],
  },
} as const;

test.describe('redirects', () => {
  test.skip(!(suiteMarket() in CASES), 'germany and global');
  const cases = () => CASES[suiteMarket() as keyof typeof CASES];

  test('the product area answers in every locale', async ({ request }) => {
    for (const path of cases().productAreas) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(200);
      expect(await response.text(), path).toContain('<h1');
    }
  });

  test('a trailing slash redirects permanently to the path without it, keeping the query', async ({ request }) => {
    const [from, to] = cases().trailing;
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    const location = new URL(response.headers()['location']!, 'http://site.test');
    expect(location.pathname + location.search).toBe(to);
  });

  test('a legacy path from the redirects datasource answers 301 to its target', async ({ request }) => {
    const [from, to] = cases().legacy;
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(new URL(response.headers()['location']!, 'http://site.test').pathname).toBe(to);
    expect((await request.get(to, { maxRedirects: 0 })).status()).toBe(200);
  });

  test('a legacy path under a route the site serves, without a story of its own, redirects permanently to its target', async ({ request }) => {
    test.skip(suiteMarket() !== 'germany', 'the fixture rule /produkte/futura-classic has a route shape in germany only');
    // The path skips the proxy (a direct route), so the page applies the rule: 308, Next's permanent redirect.
    const response = await request.get('/produkte/futura-classic', { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    expect(new URL(response.headers()['location'] ?? '', 'http://site.test').pathname).toBe('/produkte/futura');
    expect((await request.get('/produkte/futura-classic', { maxRedirects: 0 })).status()).toBe(308);
  });

  test('a /{locale}/global path answers 301 to the canonical path, which is never redirected', async ({ request }) => {
    const [from, to] = cases().globalForm;
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(new URL(response.headers()['location']!, 'http://site.test').pathname).toBe(to);
    const canonical = await request.get(to, { maxRedirects: 0 });
    expect(canonical.status()).toBe(200);
  });

  test('the slug check endpoint answers the canonical path, 404 for a canonical one, 400 for a bad query', async ({ request }) => {
    const [from, to] = cases().globalForm;
    const found = await request.get(`/api/checkStorySlugs?path=${encodeURIComponent(from)}`);
    expect(found.status()).toBe(200);
    expect(await found.json()).toMatchObject({ path: to });
    expect((await request.get(`/api/checkStorySlugs?path=${encodeURIComponent(to)}`)).status()).toBe(404);
    expect((await request.get('/api/checkStorySlugs')).status()).toBe(400);
    expect((await request.get('/api/checkStorySlugs?path=/x&locale=xx')).status()).toBe(400);
  });
});
