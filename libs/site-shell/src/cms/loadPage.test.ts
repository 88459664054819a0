import { createStorySource } from './storySource';
import { fakeClient, story } from '../testing/stories';
import { resolveRequest } from '@clavis/cms-client';
import type { LocaleCode, Market } from '@clavis/i18n-routing';
import { loadPage as loadResolvedPage } from './loadPage';
import { listStaticPaths } from './staticPaths';

const content = [
  story('de/germany/', { component: 'home', title: 'Start' }),
  story('de/germany/config', { component: 'site_config', site_name: 'Clavis' }),
  story('de/germany/uber-uns/', { title: 'Über uns' }),
  story('de/germany/smart-pro-woche', { component: 'landing_page', title: 'Smart Pro Woche' }),
  story('de/germany/thank-you', { component: 'custom_landing', title: 'Danke' }),
  story('de/germany/veranstaltungen-und-nachrichten/nachrichten-uber-uns/messe', { component: 'news', title: 'Messe' }),
  story('de/global/produkte/futura', { component: 'product', name: 'Futura' }),
  story('de/global/kundendienst/', { title: 'Kundendienst (global)' }),
  story('de/global/config', { component: 'site_config', site_name: 'Clavis global' }),
  story('en/germany/', { component: 'home', title: 'Home' }),
  story('en/global/products/futura', { component: 'product', name: 'Futura' }),
];

// The page resolves its path with the request resolver, once (see app/resolvePageRequest).
const loadPage = ({ locale, pathname, ...rest }: { market: Market; locale: LocaleCode; pathname: string; source: ReturnType<typeof source> }) =>
  loadResolvedPage({ ...rest, locale, resolved: resolveRequest({ market: rest.market, pathname }) });

const source = () => createStorySource({ client: fakeClient(content) as never, relations: [], bulkIsComplete: true });

describe('loadPage (DESIGN.md section 3)', () => {
  it("reads the market's story with the market's site configuration", async () => {
    const page = await loadPage({ market: 'germany', locale: 'de', pathname: '/uber-uns', source: source() });
    expect(page).toMatchObject({ kind: 'page', match: { route: 'about-us' }, story: { full_slug: 'de/germany/uber-uns/' } });
    expect(page.kind === 'page' && page.siteConfig?.full_slug).toBe('de/germany/config');
  });

  it('falls back to the global folder, and reads catalogue routes from it', async () => {
    expect(await loadPage({ market: 'germany', locale: 'de', pathname: '/kundendienst', source: source() })).toMatchObject({
      story: { full_slug: 'de/global/kundendienst/' },
    });
    expect(await loadPage({ market: 'germany', locale: 'en', pathname: '/en/products/futura', source: source() })).toMatchObject({
      story: { full_slug: 'en/global/products/futura' },
    });
  });

  it('runs the landing-page check on the generic page route', async () => {
    expect(await loadPage({ market: 'germany', locale: 'de', pathname: '/smart-pro-woche', source: source() })).toMatchObject({ kind: 'page' });
    // A story of another type at /:slug fails the check, as does the site configuration.
    expect(await loadPage({ market: 'germany', locale: 'de', pathname: '/config', source: source() })).toMatchObject({ kind: 'invalid' });
  });

  it('keeps the custom landing data with a custom landing page only', async () => {
    const landing = await loadPage({ market: 'germany', locale: 'de', pathname: '/thank-you', source: source() });
    expect(landing.kind === 'page' && landing.customLanding?.full_slug).toBe('de/germany/thank-you');
    const other = await loadPage({ market: 'germany', locale: 'de', pathname: '/uber-uns', source: source() });
    expect(other.kind === 'page' && other.customLanding).toBeNull();
  });

  it('tells a path no route matches from a route without its story', async () => {
    expect(await loadPage({ market: 'germany', locale: 'de', pathname: '/a/b/c/d/e/f', source: source() })).toEqual({ kind: 'no-route' });
    expect(await loadPage({ market: 'germany', locale: 'de', pathname: '/produkte/gibt-es-nicht', source: source() })).toEqual({
      kind: 'invalid',
      lookedUp: ['de/global/produkte/gibt-es-nicht'],
    });
    // The proxy's locale must be the route's.
    expect(await loadPage({ market: 'germany', locale: 'en', pathname: '/uber-uns', source: source() })).toEqual({ kind: 'no-route' });
    // The extranet arrives with its own issue.
    expect(await loadPage({ market: 'germany', locale: 'de', pathname: '/extranet/suchen', source: source() })).toEqual({ kind: 'no-route' });
  });
});

describe('listStaticPaths', () => {
  it('lists every page the loader renders (with no prebuild limit), once, from one bulk read per folder and locale', async () => {
    const client = fakeClient(content);
    const paths = await listStaticPaths('germany', createStorySource({ client: client as never, relations: [], bulkIsComplete: true }), Number.POSITIVE_INFINITY);
    const urls = paths.map(({ path }) => `/${path.join('/')}`);
    expect(urls).toEqual(
      expect.arrayContaining(['/', '/uber-uns', '/veranstaltungen-und-nachrichten/nachrichten-uber-uns/messe', '/produkte/futura', '/kundendienst', '/en', '/en/products/futura']),
    );
    // Routes only the proxy serves carry their route, as the proxy's rewrite does.
    expect(urls).toEqual(expect.arrayContaining(['/__page/smart-pro-woche', '/__custom-landing/thank-you']));
    expect(urls).not.toContain('/config');
    expect(new Set(urls).size).toBe(urls.length);
    expect(paths.find(({ path }) => path.join('/') === 'en/products/futura')?.locale).toBe('en');
    expect(client.calls.sort()).toEqual(['getAll de/germany/', 'getAll de/global/', 'getAll en/germany/', 'getAll en/global/']);
  });

  it('notes every story it looked for, found or not, so their publishes reach the page', async () => {
    // The market has no story of its own here: the page shows the global one, and must change when
    // the market publishes its own.
    const fallback = await loadPage({ market: 'germany', locale: 'de', pathname: '/kundendienst', source: source() });
    expect(fallback.kind === 'page' && fallback.lookedUp).toEqual(['de/germany/kundendienst', 'de/global/kundendienst', 'de/germany/config']);
    const missing = await loadPage({ market: 'germany', locale: 'de', pathname: '/gibt-es-nicht', source: source() });
    expect(missing).toEqual({ kind: 'invalid', lookedUp: ['de/germany/gibt-es-nicht', 'de/global/gibt-es-nicht'] });
  });
});

describe('the search page', () => {
  it('is served in every locale of the market without a CMS story, titled from the catalogue', async () => {
    const page = await loadPage({ market: 'global', locale: 'en', pathname: '/en/search', source: source() });
    expect(page).toMatchObject({ kind: 'page', match: { route: 'search' }, story: { full_slug: 'en/global/search', content: { component: 'search_page', title: 'Search' } } });
    const alternates = page.kind === 'page' ? page.story.alternates.map((alternate) => alternate.full_slug) : [];
    expect(alternates).toHaveLength(8);
    expect(alternates).toContain('de/global/suchen');
  });
});
