import type { IntlShape } from '@formatjs/intl';
import { resolveRequest, storyUrl, type Story } from '@clavis/cms-client';
import type { FooterColumn, FooterLink } from '@clavis/design-system';
import { localizePath, type LocaleCode, type Market, type RouteName } from '@clavis/i18n-routing';
import type { StorySource } from '../cms/storySource';
import { storyName } from '../page/pageTitle';

/** A section of SPEC.md section 2's route table: its index route and the message of its name. */
type Section = { route: RouteName; labelId: string } | { pagesOf: RouteName };

/**
 * The footer's groups of SPEC.md section 2's public sections, so every section is a link away from
 * every page in every market and locale whatever the site configuration's menus hold. A section
 * with no index page (forms, contact us) lists its pages. The home is the logo's link; categories
 * are listed by the products page.
 */
export const FOOTER_SECTIONS: readonly { titleId: string; sections: readonly Section[] }[] = [
  {
    titleId: 'nav.products',
    sections: [
      { route: 'products', labelId: 'nav.products' },
      { route: 'products-automotive', labelId: 'nav.automotive' },
      { route: 'products-residential', labelId: 'nav.residential' },
      { route: 'industrial-solutions', labelId: 'nav.industrialSolutions' },
      { route: 'new-solutions', labelId: 'nav.newSolutions' },
      { route: 'shops', labelId: 'nav.shops' },
    ],
  },
  {
    titleId: 'nav.aboutUs',
    sections: [
      { route: 'about-us', labelId: 'nav.aboutUs' },
      { route: 'about-us-our-company', labelId: 'nav.ourCompany' },
      { route: 'work-with-us', labelId: 'nav.workWithUs' },
      { route: 'events-and-news', labelId: 'nav.eventsAndNews' },
      { route: 'events-and-news-events', labelId: 'nav.events' },
      { route: 'events-and-news-news-about-us', labelId: 'nav.newsAboutUs' },
      { route: 'events-and-news-press-releases', labelId: 'nav.pressReleases' },
    ],
  },
  {
    titleId: 'nav.service',
    sections: [
      { route: 'after-sales', labelId: 'nav.afterSales' },
      { route: 'resources', labelId: 'nav.resources' },
      { route: 'resources-catalogues', labelId: 'nav.catalogues' },
      { route: 'resources-bulletins', labelId: 'nav.bulletins' },
      { route: 'resources-sellers', labelId: 'nav.sellers' },
      { route: 'contacts', labelId: 'nav.contacts' },
      { pagesOf: 'contact-us-slug' },
      { pagesOf: 'forms-slug' },
      { route: 'search', labelId: 'nav.search' },
    ],
  },
];

/** Routes whose page needs no story (the search page's shell is the same in every locale). */
const STORYLESS: ReadonlySet<RouteName> = new Set(['search']);

function pathOf(market: Market, locale: LocaleCode, route: RouteName, params: Record<string, string> = {}): string | null {
  try {
    return localizePath({ market, locale, route, params });
  } catch {
    return null;
  }
}

/** The first story a URL's page would render (the market's own, else the global one), or null. */
async function storyAt(source: StorySource, market: Market, pathname: string): Promise<Story | null> {
  for (const slug of resolveRequest({ market, pathname })?.storySlugs ?? []) {
    const story = await source.story(slug);
    if (story) return story;
  }
  return null;
}

/** The published pages of a `/:slug` route below its folder (`/forms/informationsanfrage`), by name. */
async function pagesOf(source: StorySource, market: Market, locale: LocaleCode, route: RouteName): Promise<FooterLink[]> {
  const probe = pathOf(market, locale, route, { slug: 'x' });
  const slugs = probe ? (resolveRequest({ market, pathname: probe })?.storySlugs ?? []) : [];
  const prefixes = slugs.map((slug) => slug.slice(0, slug.lastIndexOf('/') + 1));
  const links = new Map<string, string>();
  for (const prefix of prefixes) {
    const [folderLocale, folder] = prefix.split('/');
    for (const story of await source.folder(`${folderLocale}/${folder}`)) {
      if (!story.full_slug.startsWith(prefix) || story.is_startpage) continue;
      const url = storyUrl({ market, fullSlug: story.full_slug });
      if (url && !links.has(url) && resolveRequest({ market, pathname: url })?.route === route) links.set(url, storyName(story));
    }
  }
  return [...links].map(([href, label]) => ({ href, label })).sort((a, b) => a.label.localeCompare(b.label, locale));
}

/**
 * The footer's section groups of a page's market and locale: each section whose page is published
 * there, by its name in the locale; a group without one is left out.
 */
export async function footerSections({
  market,
  locale,
  intl,
  source,
}: {
  market: Market;
  locale: LocaleCode;
  intl: IntlShape<string>;
  source: StorySource;
}): Promise<FooterColumn[]> {
  const columns: FooterColumn[] = [];
  for (const group of FOOTER_SECTIONS) {
    const links: FooterLink[] = [];
    for (const section of group.sections) {
      if ('pagesOf' in section) {
        links.push(...(await pagesOf(source, market, locale, section.pagesOf)));
        continue;
      }
      const href = pathOf(market, locale, section.route);
      if (href && (STORYLESS.has(section.route) || (await storyAt(source, market, href)))) links.push({ href, label: intl.formatMessage({ id: section.labelId }) });
    }
    if (links.length > 0) columns.push({ title: intl.formatMessage({ id: group.titleId }), links });
  }
  return columns;
}
