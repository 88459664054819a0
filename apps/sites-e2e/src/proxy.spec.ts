import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from './support/test';
// Next's server modules take their AsyncLocalStorage from the global that `next start` sets up; a
// Playwright worker has none, and their stand-in threw into a later test of the worker. Set it up
// first, as Next does, then load the matcher utility alone.
import 'next/dist/server/node-environment-baseline.js';
import { unstable_doesMiddlewareMatch } from 'next/dist/experimental/testing/server/middleware-testing-utils.js';
import type { Market } from '@clavis/i18n-routing';
import { suiteMarket } from './support/market';

// The app's proxy matcher is a literal in its src/proxy.ts (Next.js reads it without running the
// file): the proxy runs for the paths only it can answer, and not for the direct routes' paths
// (Next.js rewrites those itself, see site-shell's directRoutes), framework files, route handlers
// or files, which it would only pass on at the cost of its run.
const CASES: Partial<Record<Market, { proxied: string[]; direct: string[] }>> = {
  germany: {
    proxied: ['/gibt-es-nicht', '/katalog', '/uber-uns/', '/produkte/futura?switchLocale=en', '/it/prodotti/futura', '/produkte/futura/x', '/de/global/produkte/futura'],
    direct: ['/', '/uber-uns', '/produkte/futura', '/kategorien/autoschluessel', '/en', '/en/about-us/our-company'],
  },
  global: {
    proxied: ['/', '/katalog', '/en/about-us/', '/xx/products', '/en/some-page', '/it/prodotti/futura?switchLocale=en'],
    direct: ['/en', '/it/prodotti/futura', '/de/produkte', '/ru/produkty'],
  },
};
const cases = () => CASES[suiteMarket()] ?? { proxied: ['/gibt-es-nicht', '/?switchLocale=en'], direct: ['/'] };
const passedOn = ['/_next/static/chunks/a.js', '/_next/image?url=x', '/api/version', '/api/forms/interest', '/favicon.ico', '/robots.txt', '/sitemap.xml', '/bench-static.html'];

function proxyConfig(): { matcher: string[] } {
  const file = fileURLToPath(new URL(`../../site-${suiteMarket()}/src/proxy.ts`, import.meta.url));
  const literal = /export const config = (\{[^\n]*\});/.exec(readFileSync(file, 'utf8'))?.[1];
  if (!literal) throw new Error(`${file} exports no one-line config literal`);
  return Function(`return (${literal});`)() as { matcher: string[] };
}

test('the proxy runs for the paths only it answers, not for direct routes, framework files, route handlers or files', () => {
  const config = proxyConfig();
  for (const url of cases().proxied) expect(unstable_doesMiddlewareMatch({ config, url }), url).toBe(true);
  for (const url of [...cases().direct, ...passedOn]) expect(unstable_doesMiddlewareMatch({ config, url }), url).toBe(false);
});

test('a direct route answers from its prebuilt page without the proxy; an unknown path gets the 404 of the proxy', async ({ request }) => {
  for (const url of cases().direct) {
    const response = await request.get(url, { maxRedirects: 0 });
    expect([url, response.status(), response.headers()['x-middleware-rewrite']]).toEqual([url, 200, undefined]);
    expect(response.headers()['x-nextjs-cache'], url).toBe('HIT');
  }
  const unknown = await request.get('/gibt/es-nicht', { maxRedirects: 0 });
  expect(unknown.status()).toBe(404);
  expect(unknown.headers()['x-middleware-rewrite']).toMatch(/\/__no-route$/);
});

// Issue #23: the proxy matches a page path once and writes the route it found into its rewrite; the
// page reads it there, and the page was prebuilt at that same internal path.
const PROXIED_PAGES: Partial<Record<Market, [url: string, rewrite: string][]>> = {
  germany: [
    ['/smart-pro-woche', '/de/__page/smart-pro-woche'],
    ['/datenschutz', '/de/__page/datenschutz'],
  ],
  global: [
    ['/en/privacy', '/en/__page/en/privacy'],
    ['/en/smart-pro-week', '/en/__page/en/smart-pro-week'],
  ],
};

test("a page only the proxy serves carries the proxy's route to its prebuilt page", async ({ request }) => {
  const pages = PROXIED_PAGES[suiteMarket()];
  test.skip(!pages, 'pages of germany and global');
  for (const [url, rewrite] of pages ?? []) {
    const response = await request.get(url, { maxRedirects: 0 });
    expect([url, response.status(), new URL(response.headers()['x-middleware-rewrite'] ?? '', 'http://x').pathname]).toEqual([url, 200, rewrite]);
    expect(response.headers()['x-nextjs-cache'], url).toBe('HIT');
  }
});
