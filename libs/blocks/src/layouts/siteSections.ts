import type { FooterColumn } from '@clavis/design-system';
import { localizePath, type LocaleCode, type Market, type RouteName } from '@clavis/i18n-routing';

/**
 * The footer's groups of SPEC.md section 2's public sections, by the message of their names: every
 * section with an index page is a link away from every page, in every market and locale, whatever
 * the site configuration's menus hold (issue #38: a link crawl from the home pages reached none of
 * the industrial and new solutions, the sub-lists of events and news, our company). The home is
 * the logo's link; the categories are listed by the products page. Forms and contact-us pages have
 * no index: their pages are the content's to link (the configuration's footer and pre-footer).
 *
 * Built from the route table alone, synchronously: the frame of a prebuilt page never waits for
 * content, so a page's Suspense boundaries (a form's) are written in place, not streamed in a hidden
 * segment only script reveals.
 */
export const SECTION_GROUPS: readonly { titleId: string; sections: readonly { route: RouteName; labelId: string }[] }[] = [
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
      { route: 'search', labelId: 'nav.search' },
    ],
  },
];

/** The footer's section groups of a market and locale (none where the market does not serve the locale). */
export function sectionColumns({
  market,
  locale,
  message,
}: {
  market: Market;
  locale: LocaleCode;
  /** The locale's text of a message id. */
  message: (id: string) => string;
}): FooterColumn[] {
  try {
    return SECTION_GROUPS.map((group) => ({
      title: message(group.titleId),
      links: group.sections.map((section) => ({ label: message(section.labelId), href: localizePath({ market, locale, route: section.route }) })),
    }));
  } catch {
    return [];
  }
}

/**
 * The footer's columns: the site's section groups first, then the site configuration's with the
 * links the groups do not hold already; a configuration column named as one of the groups adds its
 * links to it, one left without links goes.
 */
export function withSiteColumns(own: readonly FooterColumn[], config: readonly FooterColumn[]): FooterColumn[] {
  const covered = new Set(own.flatMap((column) => column.links.map((link) => link.href)));
  const columns = own.map((column) => ({ title: column.title, links: [...column.links] }));
  for (const column of config) {
    const links = column.links.filter((link) => !covered.has(link.href));
    for (const link of links) covered.add(link.href);
    if (links.length === 0) continue;
    const same = columns.find((candidate) => candidate.title === column.title);
    if (same) same.links.push(...links);
    else columns.push({ title: column.title, links });
  }
  return columns;
}
