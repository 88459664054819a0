/** @jest-environment node */
import { NextRequest } from 'next/server';
import { CmsClientError } from '@clavis/cms-client';
import { createStorySource } from '../cms/storySource';
import { listStaticPaths } from '../cms/staticPaths';
import { fakeClient, story } from '../testing/stories';
import { createRateLimiter } from '@clavis/http';
import { PEER_ADDRESS_HEADER } from '../security/clientAddress';
import { bypassesProxy, createProxy } from './createProxy';

function client({ rules = [] as { name: string; value: string; dimension_value: string | null }[], stories = [] as string[] } = {}) {
  const calls: string[] = [];
  return {
    calls,
    client: {
      async getDatasourceEntries() {
        calls.push('redirects');
        return rules.map((rule, index) => ({ id: index, ...rule }));
      },
      async get(slug: string) {
        calls.push(`get ${slug}`);
        if (!stories.includes(slug)) throw new CmsClientError('Not found', { status: 404 });
        return { story: { full_slug: slug }, cv: 1, rels: [], links: [] } as never;
      },
    },
  };
}

const request = (path: string) => new NextRequest(new URL(path, 'http://127.0.0.1:3000'));
// NextURL names 127.0.0.1 `localhost`; Next serves same-origin locations relative, so compare paths.
const locationOf = (response: Response) => {
  const url = new URL(response.headers.get('location') ?? '', 'http://x');
  return url.pathname + url.search;
};
const rewriteOf = (response: Response) => new URL(response.headers.get('x-middleware-rewrite') ?? '', 'http://x').pathname;

describe('the proxy', () => {
  it('serves every extranet URL from its locale shell per layout, reading no extranet story', async () => {
    const cms = client();
    const germany = createProxy({ market: 'germany', client: () => cms.client });
    expect(rewriteOf(await germany(request('/extranet')))).toBe('/de/extranet-shell/extranet');
    expect(rewriteOf(await germany(request('/extranet/kataloge/preislisten/fruehjahr')))).toBe('/de/extranet-shell/extranet-with-prefooter');
    expect(rewriteOf(await germany(request('/en/extranet/search')))).toBe('/en/extranet-shell/extranet');
    expect(cms.calls.filter((call) => call.startsWith('get'))).toEqual([]);
  });

  it('serves the login return and entry from the default locale, on global too, and passes the silent check', async () => {
    const global = createProxy({ market: 'global', client: () => client().client });
    const callback = await global(request('/auth/callback?code=c&state=s'));
    expect(callback.headers.get('location')).toBeNull();
    expect(rewriteOf(callback)).toBe('/en/auth-callback');
    expect(rewriteOf(await global(request('/auth/login?returnTo=/en/extranet')))).toBe('/en/auth-callback');
    const silent = await global(request('/auth/silent-check?code=c&state=s'));
    expect(silent.headers.get('x-middleware-next')).toBe('1');
  });

  it('redirects a trailing slash permanently (301), keeping the query', async () => {
    const proxy = createProxy({ market: 'germany', client: () => client().client });
    const response = await proxy(request('/uber-uns/?a=1'));
    expect(response.status).toBe(301);
    expect(locationOf(response)).toBe('/uber-uns?a=1');
  });

  it("sends the global market's bare root to its default locale", async () => {
    const response = await createProxy({ market: 'global', client: () => client().client })(request('/'));
    expect([307, 308]).toContain(response.status);
    expect(new URL(response.headers.get('location')!).pathname).toBe('/en');
  });

  it('applies a redirect rule of the CMS as 301, relative on the site, absolute off it', async () => {
    const cms = client({
      rules: [
        { name: '/katalog', value: '/ressourcen/kataloge', dimension_value: null },
        { name: '/shop', value: 'https://shop.example.com/', dimension_value: null },
      ],
    });
    const proxy = createProxy({ market: 'germany', client: () => cms.client });
    const relative = await proxy(request('/katalog'));
    expect(relative.status).toBe(301);
    expect(locationOf(relative)).toBe('/ressourcen/kataloge');
    const absolute = await proxy(request('/shop'));
    expect(absolute.headers.get('location')).toBe('https://shop.example.com/');
    await proxy(request('/uber-uns'));
    expect(cms.calls.filter((call) => call === 'redirects')).toHaveLength(1);
  });

  it('redirects a path no route knows to the canonical URL of its story (301)', async () => {
    const cms = client({ stories: ['de/global/produkte/futura'] });
    const response = await createProxy({ market: 'germany', client: () => cms.client })(request('/de/global/produkte/futura'));
    expect(response.status).toBe(301);
    expect(locationOf(response)).toBe('/produkte/futura');
  });

  it('rewrites a served route to /{locale}{path}, an extranet one to its shell, and anything else below __no-route, without asking the CMS for a story', async () => {
    const cms = client();
    const proxy = createProxy({ market: 'germany', client: () => cms.client });
    expect(rewriteOf(await proxy(request('/produkte/futura')))).toBe('/de/produkte/futura');
    expect(rewriteOf(await proxy(request('/en/products')))).toBe('/en/en/products');
    expect(rewriteOf(await proxy(request('/')))).toBe('/de');
    expect(rewriteOf(await proxy(request('/suchen')))).toBe('/de/suchen');
    expect(rewriteOf(await proxy(request('/extranet/suchen')))).toBe('/de/extranet-shell/extranet');
    expect(cms.calls.some((call) => call.startsWith('get'))).toBe(false);
    expect(rewriteOf(await proxy(request('/a/b/c/d/e/f')))).toBe('/de/__no-route');
  });

  it("sends a listing's view in the URL to the listing's page of that view, and any other query to the page", async () => {
    const proxy = createProxy({ market: 'germany', client: () => client().client });
    const rewritten = async (path: string) => {
      const response = await proxy(request(path));
      return new URL(response.headers.get('x-middleware-rewrite') ?? '', 'http://x').pathname;
    };
    const view = (query: string) => btoa(query).replace(/=+$/, '');
    expect(await rewritten('/veranstaltungen-und-nachrichten/nachrichten-uber-uns?page=2')).toBe(`/de/_view/${view('page=2')}/veranstaltungen-und-nachrichten/nachrichten-uber-uns`);
    expect(await rewritten('/en/products?sort=name_asc&category=car-keys&utm_source=x')).toBe(`/en/_view/${view('category=car-keys&sort=name_asc')}/en/products`);
    expect(await rewritten('/veranstaltungen-und-nachrichten/nachrichten-uber-uns?page=1&utm_source=x')).toBe('/de/veranstaltungen-und-nachrichten/nachrichten-uber-uns');
    // Not a listing: its page, whatever the query.
    expect(await rewritten('/produkte/futura?page=2')).toBe('/de/produkte/futura');
  });

  it('renders a search in the URL with its results (per request), and the bare search page prebuilt', async () => {
    const proxy = createProxy({ market: 'germany', client: () => client().client });
    const rewritten = async (path: string) => {
      const response = await proxy(request(path));
      const target = new URL(response.headers.get('x-middleware-rewrite') ?? '', 'http://x');
      return target.pathname + target.search;
    };
    expect(await rewritten('/suchen?q=schl%C3%BCssel')).toBe('/de/search-results/suchen?q=schl%C3%BCssel');
    expect(await rewritten('/en/search?type=product&page=2')).toBe('/en/search-results/en/search?type=product&page=2');
    // Nothing the search reads: the prebuilt page.
    expect(await rewritten('/suchen?q=')).toBe('/de/suchen?q=');
    expect(await rewritten('/suchen?utm_source=x')).toBe('/de/suchen?utm_source=x');
    // Only the search page: a query elsewhere keeps its page.
    expect(await rewritten('/produkte/futura?q=x')).toBe('/de/produkte/futura?q=x');
  });

  it('renders searches with results up to the per-address limit, then serves the prebuilt page', async () => {
    const proxy = createProxy({ market: 'germany', client: () => client().client, searchRenderLimiter: createRateLimiter({ limit: 2 }) });
    const from = (address: string) => new NextRequest(new URL('/suchen?q=futura', 'http://127.0.0.1:3000'), { headers: { [PEER_ADDRESS_HEADER]: address } });
    const rewrites = [];
    for (let index = 0; index < 3; index += 1) rewrites.push(rewriteOf(await proxy(from('192.0.2.1'))));
    expect(rewrites).toEqual(['/de/search-results/suchen', '/de/search-results/suchen', '/de/suchen']);
    // Another address has its own allowance; pages without a search count for nothing.
    expect(rewriteOf(await proxy(from('192.0.2.2')))).toBe('/de/search-results/suchen');
    expect(rewriteOf(await proxy(new NextRequest(new URL('/suchen', 'http://127.0.0.1:3000'), { headers: { [PEER_ADDRESS_HEADER]: '192.0.2.2' } })))).toBe('/de/suchen');
    expect(rewriteOf(await proxy(from('192.0.2.2')))).toBe('/de/search-results/suchen');
  });

  it('rewrites every prebuilt page to the path it was prebuilt at, the route in front where only the proxy serves it', async () => {
    const stories = [
      story('de/germany/', { component: 'home' }),
      story('de/germany/smart-pro-woche', { component: 'landing_page' }),
      story('de/germany/thank-you', { component: 'custom_landing' }),
      story('de/global/produkte/futura', { component: 'product' }),
      story('en/germany/smart-pro-week', { component: 'page' }),
    ];
    const prebuilt = await listStaticPaths('germany', createStorySource({ client: fakeClient(stories) as never, relations: [], bulkIsComplete: true }), Number.POSITIVE_INFINITY);
    const proxy = createProxy({ market: 'germany', client: () => client().client });
    const rewrites = await Promise.all(
      prebuilt.map(async ({ locale, path }) => {
        const publicPath = `/${path.filter((segment) => !segment.startsWith('__')).join('/')}`;
        return [rewriteOf(await proxy(request(publicPath))), `/${[locale, ...path].join('/')}`];
      }),
    );
    for (const [rewrite, prebuiltPath] of rewrites) expect(rewrite).toBe(prebuiltPath);
    expect(rewrites.map(([rewrite]) => rewrite)).toEqual(
      expect.arrayContaining(['/de/__page/smart-pro-woche', '/de/__custom-landing/thank-you', '/en/__page/en/smart-pro-week', '/de/produkte/futura']),
    );
  });

  it('keeps serving when the CMS is down', async () => {
    const down = {
      getDatasourceEntries: async () => Promise.reject(new CmsClientError('down', { status: 503 })),
      get: async () => Promise.reject(new CmsClientError('down', { status: 503 })),
    };
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const proxy = createProxy({ market: 'germany', client: () => down as never });
    expect(rewriteOf(await proxy(request('/uber-uns')))).toBe('/de/uber-uns');
    expect(rewriteOf(await proxy(request('/de/global/produkte/futura')))).toBe('/de/__no-route');
    warn.mockRestore();
  });

  it('leaves framework assets, route handlers and files alone', () => {
    expect(bypassesProxy('/_next/static/chunks/a.js')).toBe(true);
    expect(bypassesProxy('/api/version')).toBe(true);
    expect(bypassesProxy('/favicon.ico')).toBe(true);
    expect(bypassesProxy('/uber-uns')).toBe(false);
  });
});
