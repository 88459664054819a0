/** @jest-environment node */
import { NextRequest } from 'next/server';
import { getRouter } from '@clavis/i18n-routing';
import { createStorySource } from '../cms/storySource';
import { loadPage } from '../cms/loadPage';
import { createProxy } from './createProxy';
import { breadcrumbTrail } from '../seo/breadcrumbs';
import { fakeClient, story } from '../testing/stories';
import { resolvePageRequest } from '../pages/site/resolvePageRequest';

// Issue #23: a request is matched once, by the proxy when it runs, else by the page. Every match of
// the market's routes goes through its router's `match` (matchPath, decideRequest, the resolver),
// so the spy below sees them all.
const router = getRouter('germany');
const content = [
  story('de/germany/', { component: 'home', title: 'Start' }),
  story('de/germany/config', { component: 'site_config', site_name: 'Clavis' }),
  story('de/germany/smart-pro-woche', { component: 'landing_page', title: 'Smart Pro Woche' }),
  story('de/germany/uber-uns/', { title: 'Über uns' }),
  story('de/germany/uber-uns/unsere-firma', { title: 'Unsere Firma' }),
];
const cms = { getDatasourceEntries: async () => [], get: async () => Promise.reject(new Error('not asked')) };
const proxy = createProxy({ market: 'germany', client: () => cms as never });

/** The proxy's run on a public path: the internal path Next.js then renders. */
async function throughProxy(path: string): Promise<string> {
  const response = await proxy(new NextRequest(new URL(path, 'http://127.0.0.1:3000')));
  return new URL(response.headers.get('x-middleware-rewrite') ?? '', 'http://x').pathname;
}

/** The page's run on an internal path `/{locale}/...`, as SitePage loads it (story, breadcrumbs). */
async function renderPage(internal: string) {
  const [locale, ...segments] = internal.split('/').filter(Boolean) as ['de', ...string[]];
  const request = resolvePageRequest({ market: 'germany', locale, segments });
  const source = createStorySource({ client: fakeClient(content) as never, relations: [], bulkIsComplete: true });
  const page = await loadPage({ market: 'germany', locale, resolved: request.resolved, source });
  if (page.kind === 'page') await breadcrumbTrail({ market: 'germany', locale, pathname: request.pathname, source, current: page.match });
  return { request, page };
}

describe('one match per request', () => {
  let matched: string[];
  beforeEach(() => {
    matched = [];
    const match = router.match.bind(router);
    jest.spyOn(router, 'match').mockImplementation((pathname) => {
      matched.push(pathname);
      return match(pathname);
    });
  });
  afterEach(() => jest.restoreAllMocks());

  it('matches a path the proxy serves in the proxy only: the page reads its decision from the rewrite', async () => {
    const internal = await throughProxy('/smart-pro-woche');
    expect(internal).toBe('/de/__page/smart-pro-woche');
    const { request, page } = await renderPage(internal);
    expect(request.decidedByProxy).toBe(true);
    expect(page).toMatchObject({ kind: 'page', match: { route: 'page', params: { slug: 'smart-pro-woche' } } });
    expect(matched.filter((path) => path === '/smart-pro-woche')).toHaveLength(1);
  });

  it('matches a path no route serves in the proxy only', async () => {
    const internal = await throughProxy('/a/b/c/d/e/f');
    expect(internal).toBe('/de/__no-route');
    expect(await renderPage(internal)).toMatchObject({ page: { kind: 'no-route' } });
    expect(matched).toEqual(['/a/b/c/d/e/f']);
  });

  it("matches a direct route, which Next.js's rewrite sends past the proxy, in the page once", async () => {
    const { request, page } = await renderPage('/de/uber-uns/unsere-firma');
    expect(request.decidedByProxy).toBe(false);
    expect(page).toMatchObject({ kind: 'page', story: { full_slug: 'de/germany/uber-uns/unsere-firma' } });
    expect(matched.filter((path) => path === '/uber-uns/unsere-firma')).toHaveLength(1);
    // The breadcrumbs match the ancestors, other URLs, once each.
    expect(matched).toEqual(['/uber-uns/unsere-firma', '/', '/uber-uns']);
  });

  it('does not take a route the proxy never decided from a crafted internal path', async () => {
    expect(await renderPage('/de/__products-slug/smart-pro-woche')).toMatchObject({ page: { kind: 'no-route' } });
    expect(await renderPage('/de/__nonsense/x')).toMatchObject({ page: { kind: 'no-route' } });
    expect(matched).toEqual([]);
  });
});
