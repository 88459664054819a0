import { storyUrl } from '@clavis/cms-client';
import { getMarketConfig, matchPath, type LocaleCode, type Market, type RouteName } from '@clavis/i18n-routing';

const CONTENT = process.env.CONTENT_URL ?? 'http://127.0.0.1:4100';
const TOKEN = 'clavis-local-public-token';

export interface SitePage {
  url: string;
  route: RouteName;
  locale: LocaleCode;
  /** The name a visitor reads on the page (and in its title). */
  name: string;
  fullSlug: string;
}

interface RawStory {
  uuid: string;
  full_slug: string;
  name: string;
  content: { component: string; title?: string; name?: string; [field: string]: unknown };
}

/** Every published story below a folder (`de/global/produkte`), as the content server answers them. */
export async function folder(prefix: string): Promise<RawStory[]> {
  const stories: RawStory[] = [];
  for (let page = 1; ; page += 1) {
    const response = await fetch(`${CONTENT}/v2/cdn/stories?starts_with=${prefix}/&per_page=100&page=${page}&token=${TOKEN}`);
    const answer = (await response.json()) as { stories: RawStory[] };
    stories.push(...answer.stories);
    if (answer.stories.length < 100) return stories;
  }
}

/** Every page of a market as the content server publishes it, with the route its URL matches. */
export async function sitePages(market: Market): Promise<SitePage[]> {
  const pages = new Map<string, SitePage>();
  for (const locale of getMarketConfig(market).locales) {
    const folders = market === 'global' ? ['global'] : [market, 'global'];
    for (const name of folders) {
      for (const story of await folder(`${locale}/${name}`)) {
        if (story.content.component === 'site_config') continue;
        const url = storyUrl({ market, fullSlug: story.full_slug });
        const match = url ? matchPath({ market, pathname: url }) : null;
        if (!url || !match || pages.has(url)) continue;
        pages.set(url, {
          url,
          route: match.route,
          locale,
          name: story.content.title ?? story.content.name ?? story.name,
          fullSlug: story.full_slug,
        });
      }
    }
  }
  return [...pages.values()];
}

/** The public route areas of SPEC.md section 2, by route name. */
export const PUBLIC_ROUTES: readonly RouteName[] = [
  'home',
  'page',
  'custom-landing',
  'about-us',
  'about-us-slug',
  'about-us-our-company',
  'about-us-our-company-slug',
  'after-sales',
  'after-sales-slug',
  'category-slug',
  'contact-us-slug',
  'contacts',
  'contacts-slug',
  'events-and-news',
  'events-and-news-events',
  'events-and-news-events-slug',
  'events-and-news-news-about-us',
  'events-and-news-news-about-us-slug',
  'events-and-news-press-releases',
  'events-and-news-press-releases-slug',
  'forms-slug',
  'industrial-solutions',
  'industrial-solutions-slug',
  'new-solutions',
  'new-solutions-slug',
  'products',
  'products-slug',
  'products-automotive',
  'products-residential',
  'resources',
  'resources-slug',
  'resources-bulletins',
  'resources-bulletins-slug',
  'resources-catalogues',
  'resources-catalogues-slug',
  'resources-sellers',
  'resources-sellers-slug',
  'shops',
  'shops-slug',
  'work-with-us',
  'work-with-us-slug',
];
