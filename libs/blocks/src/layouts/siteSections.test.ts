import { createIntl } from '@formatjs/intl';
import { MARKETS, ROUTES, getMarketConfig } from '@clavis/i18n-routing';
import { EAGER_MESSAGES, loadMessages } from '@clavis/i18n-routing/messages';
import { SECTION_GROUPS, sectionColumns, withSiteColumns } from './siteSections';

const message = (locale: 'de' | 'en') => {
  const intl = createIntl({ locale, messages: EAGER_MESSAGES[locale] as Record<string, string> });
  return (id: string) => intl.formatMessage({ id });
};

describe('sectionColumns', () => {
  it("covers every public section of SPEC.md section 2's route table that has an index page", () => {
    // The home is the logo's link; `page` and `custom-landing` are single pages, not sections.
    const indexes = ROUTES.filter((route) => !route.protected && route.params.length === 0 && route.name !== 'home').map((route) => route.name);
    const linked = SECTION_GROUPS.flatMap((group) => group.sections.map((section) => section.route));
    expect([...linked].sort()).toEqual([...indexes].sort());
  });

  it("names each section in the page's locale and links its localized path", () => {
    const de = sectionColumns({ market: 'germany', locale: 'de', message: message('de') });
    expect(de.map((column) => column.title)).toEqual(['Produkte', 'Über uns', 'Service']);
    expect(de[0]?.links).toContainEqual({ label: 'Industrielle Lösungen', href: '/industrielle-losungen' });
    expect(de[1]?.links).toContainEqual({ label: 'Unsere Firma', href: '/uber-uns/unsere-firma' });
    const en = sectionColumns({ market: 'germany', locale: 'en', message: message('en') });
    expect(en[0]?.links).toContainEqual({ label: 'New solutions', href: '/en/new-solutions' });
    expect(en[2]?.links).toContainEqual({ label: 'Search', href: '/en/search' });
  });

  it('has every message it names in every locale of every market', async () => {
    for (const market of MARKETS) {
      for (const locale of getMarketConfig(market).locales) {
        const messages = (await loadMessages(locale)) as Record<string, string>;
        const ids = SECTION_GROUPS.flatMap((group) => [group.titleId, ...group.sections.map((section) => section.labelId)]);
        expect(ids.filter((id) => !messages[id])).toEqual([]);
        expect(sectionColumns({ market, locale, message: (id) => messages[id] ?? id }).flatMap((column) => column.links)).toHaveLength(20);
      }
    }
  });

  it('is empty where the market does not serve the locale', () => {
    expect(sectionColumns({ market: 'italy', locale: 'de', message: message('de') })).toEqual([]);
  });
});

describe('withSiteColumns', () => {
  const link = (label: string, href: string) => ({ label, href });
  it('keeps a config link the groups do not hold, merges a column of the same name, drops one left empty', () => {
    const own = [{ title: 'Über uns', links: [link('Über uns', '/uber-uns'), link('Arbeit bei uns', '/arbeit-bei-uns')] }];
    const config = [
      { title: 'Clavis', links: [link('Über uns', '/uber-uns'), link('Arbeit bei uns', '/arbeit-bei-uns')] },
      { title: 'Über uns', links: [link('Geschichte', '/uber-uns/geschichte')] },
      { title: 'Kontakte', links: [link('info@clavis.example', 'mailto:info@clavis.example'), link('Über uns', '/uber-uns')] },
    ];
    expect(withSiteColumns(own, config)).toEqual([
      { title: 'Über uns', links: [link('Über uns', '/uber-uns'), link('Arbeit bei uns', '/arbeit-bei-uns'), link('Geschichte', '/uber-uns/geschichte')] },
      { title: 'Kontakte', links: [link('info@clavis.example', 'mailto:info@clavis.example')] },
    ]);
  });
});
