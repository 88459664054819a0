import type { LocaleCode, RouteName } from '@clavis/i18n-routing';
import { story } from '../testing/stories';
import { prebuiltPages } from './prebuiltPages';
import type { StaticPage } from './staticPaths';

function page(locale: LocaleCode, route: RouteName, url: string, content: Record<string, unknown> = {}, published = '2026-01-02T00:00:00.000Z'): StaticPage {
  return { locale, route, url, story: story(`${locale}/germany${url}`, content, { first_published_at: published }) };
}

/** `count` pages of a kind, the n-th published on day n of January. */
function kind(locale: LocaleCode, route: RouteName, prefix: string, count: number): StaticPage[] {
  return Array.from({ length: count }, (_, n) =>
    page(locale, route, `${prefix}/item-${n + 1}`, {}, `2026-01-${String(n + 1).padStart(2, '0')}T00:00:00.000Z`),
  );
}

const urls = (pages: readonly StaticPage[]) => pages.map((each) => each.url);

describe('prebuiltPages', () => {
  const products = kind('de', 'products-slug', '/produkte', 30);
  const news = kind('de', 'events-and-news-news-about-us-slug', '/nachrichten', 20);
  const privacy = page('de', 'page', '/datenschutz');
  const featured = products[3] as StaticPage;
  const home = page('de', 'home', '', { body: [{ component: 'product_carousel', products: [featured.story.uuid] }] });
  const sections = [page('de', 'products', '/produkte'), page('de', 'events-and-news', '/veranstaltungen-und-nachrichten')];
  const all = [...products, ...news, privacy, ...sections, home];

  it('prebuilds the home page, every section index and what the home page features before any other page', () => {
    const first = prebuiltPages(all, 4);
    expect(urls(first)).toEqual(['', '/produkte', '/veranstaltungen-und-nachrichten', featured.url]);
  });

  it('then prebuilds every kind in turn, the smallest first and each newest first, up to the limit', () => {
    const chosen = urls(prebuiltPages(all, 10));
    expect(chosen).toHaveLength(10);
    // The one-page kind is whole, and the two catalogue kinds share what is left, newest first.
    expect(chosen).toContain('/datenschutz');
    expect(chosen.filter((url) => url.startsWith('/nachrichten/'))).toEqual(['/nachrichten/item-20', '/nachrichten/item-19', '/nachrichten/item-18']);
    expect(chosen.filter((url) => url.startsWith('/produkte/'))).toEqual([featured.url, '/produkte/item-30', '/produkte/item-29']);
  });

  it('counts the limit per locale, so each locale gets its own home and sections', () => {
    const english = [page('en', 'home', '/en'), ...kind('en', 'products-slug', '/en/products', 30)];
    const chosen = prebuiltPages([...all, ...english], 3);
    expect(chosen.map((each) => each.locale)).toEqual(['de', 'de', 'de', 'en', 'en', 'en']);
    expect(urls(chosen.filter((each) => each.locale === 'en'))).toEqual(['/en', '/en/products/item-30', '/en/products/item-29']);
  });

  it('prebuilds every page when the market has fewer than the limit', () => {
    expect(prebuiltPages(all, 1000)).toHaveLength(all.length);
  });

  it('costs the same at any catalogue size: the limit, not the pages, sets the count', () => {
    const large = [...all, ...kind('de', 'products-slug', '/produkte/more', 5000)];
    expect(prebuiltPages(large, 10)).toHaveLength(10);
    expect(urls(prebuiltPages(large, 4))).toEqual(urls(prebuiltPages(all, 4)));
  });
});
