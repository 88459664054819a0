import { EAGER_MESSAGES } from '@clavis/i18n-routing/messages';
import { createIntl } from '@formatjs/intl';
import { createStorySource } from '../cms/storySource';
import { fakeClient, story } from '../testing/stories';
import { footerSections, FOOTER_SECTIONS } from './footerSections';

const content = [
  story('de/germany/', { component: 'home' }),
  story('de/germany/uber-uns/'),
  story('de/germany/uber-uns/unsere-firma/'),
  story('de/germany/industrielle-losungen/'),
  story('de/germany/forms/informationsanfrage', { component: 'form_page', title: 'Informationsanfrage' }),
  story('de/germany/kontaktiere-uns/vertrieb', { component: 'page', title: 'Vertrieb' }),
  story('de/global/produkte/', { component: 'page', title: 'Produkte' }),
  story('de/global/veranstaltungen-und-nachrichten/pressemitteilungen/'),
  story('en/germany/about-us/'),
];

const source = () => createStorySource({ client: fakeClient(content) as never, relations: [], bulkIsComplete: true });
const intl = (locale: 'de' | 'en') => createIntl({ locale, messages: EAGER_MESSAGES[locale] as Record<string, string> });

describe('footerSections', () => {
  it("links each section the market's locale publishes, the global ones included, grouped, by its name", async () => {
    const columns = await footerSections({ market: 'germany', locale: 'de', intl: intl('de'), source: source() });
    expect(columns).toEqual([
      {
        title: 'Produkte',
        links: [
          { label: 'Produkte', href: '/produkte' },
          { label: 'Industrielle Lösungen', href: '/industrielle-losungen' },
        ],
      },
      {
        title: 'Über uns',
        links: [
          { label: 'Über uns', href: '/uber-uns' },
          { label: 'Unsere Firma', href: '/uber-uns/unsere-firma' },
          { label: 'Pressemitteilungen', href: '/veranstaltungen-und-nachrichten/pressemitteilungen' },
        ],
      },
      {
        title: 'Service',
        links: [
          { label: 'Vertrieb', href: '/kontaktiere-uns/vertrieb' },
          { label: 'Informationsanfrage', href: '/forms/informationsanfrage' },
          { label: 'Suchen', href: '/suchen' },
        ],
      },
    ]);
  });

  it('answers each locale in its own paths and names, without the sections it does not publish', async () => {
    const columns = await footerSections({ market: 'germany', locale: 'en', intl: intl('en'), source: source() });
    expect(columns).toEqual([
      { title: 'About us', links: [{ label: 'About us', href: '/en/about-us' }] },
      { title: 'Service', links: [{ label: 'Search', href: '/en/search' }] },
    ]);
  });

  it("covers every section of SPEC.md section 2's route table but the home and the categories", () => {
    const routes = FOOTER_SECTIONS.flatMap((group) => group.sections.map((section) => ('route' in section ? section.route : section.pagesOf)));
    expect(new Set(routes)).toEqual(
      new Set([
        'products', 'products-automotive', 'products-residential', 'industrial-solutions', 'new-solutions', 'shops',
        'about-us', 'about-us-our-company', 'work-with-us', 'events-and-news', 'events-and-news-events', 'events-and-news-news-about-us', 'events-and-news-press-releases',
        'after-sales', 'resources', 'resources-catalogues', 'resources-bulletins', 'resources-sellers', 'contacts', 'contact-us-slug', 'forms-slug', 'search',
      ]),
    );
  });
});
