import { expect, test } from './support/test';
import { getMarketConfig } from '@clavis/i18n-routing';
import { suiteMarket } from './support/market';

/** The market's home: `/`, or `/{locale}` where every URL carries its locale. */
const home = () => (getMarketConfig(suiteMarket()).i18nStrategy === 'prefix' ? `/${getMarketConfig(suiteMarket()).defaultLocale}` : '/');

// Prebuilt pages carry an ETag hashed once per cached page (next-tuning's withPageEtag), and a
// request that already has it gets 304 without a body (answerConditionalRequests).
test.describe('conditional requests', () => {
  test('a prebuilt page answers 304 to a request with its ETag, compressed or not, and 200 otherwise', async ({ request }) => {
    const page = await request.get(home(), { headers: { 'accept-encoding': 'identity' } });
    expect(page.status()).toBe(200);
    const etag = page.headers()['etag'] ?? '';
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect((await page.body()).length).toBeGreaterThan(1000);

    for (const encoding of ['identity', 'gzip']) {
      const again = await request.get(home(), { headers: { 'if-none-match': etag, 'accept-encoding': encoding } });
      expect([encoding, again.status(), (await again.body()).length]).toEqual([encoding, 304, 0]);
      expect(again.headers()['etag']).toBe(etag);
    }
    const stale = await request.get(home(), { headers: { 'if-none-match': 'W/"something-else"' } });
    expect(stale.status()).toBe(200);
    expect(stale.headers()['etag']).toBe(etag);
    const reload = await request.get(home(), { headers: { 'if-none-match': etag, 'cache-control': 'no-cache' } });
    expect(reload.status()).toBe(200);
  });

  test('each page has its own ETag', async ({ request }) => {
    const homePage = await request.get(home());
    const sitemap = await request.get('/sitemap.xml');
    const other = /<loc>([^<]+)<\/loc>/g;
    const paths = [...(await sitemap.text()).matchAll(other)].map((match) => new URL(match[1] ?? '').pathname).filter((path) => path !== new URL(homePage.url()).pathname);
    expect(paths.length).toBeGreaterThan(0);
    const next = await request.get(paths[0] ?? '');
    expect(next.status()).toBe(200);
    expect(next.headers()['etag']).toMatch(/^W\//);
    expect(next.headers()['etag']).not.toBe(homePage.headers()['etag']);
  });
});
