import type { Story } from '@clavis/cms-client';
import { getMarketConfig, localizePath, type LocaleCode, type Market } from '@clavis/i18n-routing';
import { pathBelowLocale } from '@clavis/cms-client';

/** The content type of the search page, which has no story in the CMS. */
export const SEARCH_PAGE_COMPONENT = 'search_page';

function searchSlug(market: Market, locale: LocaleCode): string {
  const below = pathBelowLocale({ market, locale, pathname: localizePath({ market, locale, route: 'search' }) });
  return `${locale}/${market === 'global' ? 'global' : market}/${below}`;
}

/**
 * The search page as a story: `/suchen` is no CMS page, but the page machinery (title, hreflang,
 * locale switcher, layout) reads stories, so the route gets one, in every locale of the market.
 */
export function searchPageStory({ market, locale, title }: { market: Market; locale: LocaleCode; title: string }): Story {
  const fullSlug = searchSlug(market, locale);
  const alternate = (other: LocaleCode) => {
    const slug = searchSlug(market, other);
    return { id: 0, name: title, slug: slug.split('/').at(-1) ?? '', full_slug: slug, published: true, is_folder: false, parent_id: null };
  };
  return {
    id: 0,
    uuid: `search-page-${market}-${locale}`,
    name: title,
    slug: fullSlug.split('/').at(-1) ?? '',
    full_slug: fullSlug,
    content: { _uid: `search-page-${locale}`, component: SEARCH_PAGE_COMPONENT, title },
    created_at: '2026-01-01T00:00:00.000Z',
    published_at: '2026-01-01T00:00:00.000Z',
    first_published_at: '2026-01-01T00:00:00.000Z',
    is_startpage: false,
    parent_id: null,
    group_id: 'search-page',
    lang: locale,
    alternates: getMarketConfig(market)
      .locales.filter((other) => other !== locale)
      .map(alternate),
    position: 0,
    tag_list: [],
    sort_by_date: null,
    path: null,
  };
}

/** The search page's URL in each locale of the market (prebuilt: the shell is static, results load in the browser). */
export function searchPagePaths(market: Market): { locale: LocaleCode; path: string[] }[] {
  return getMarketConfig(market).locales.map((locale) => ({
    locale,
    path: pathBelowLocale({ market, locale, pathname: localizePath({ market, locale, route: 'search' }) }).split('/').filter(Boolean),
  }));
}
