import { render, screen, within } from '@testing-library/react';
import type { Story } from '@clavis/cms-client';
import type { RouteName } from '@clavis/i18n-routing';
import { pageRegistry } from '../pages/pageRegistry';
import type { PageInput } from '../pages/types';
import { createBlockContext } from '../testing/createBlockContext';
import { fixtureListings, fixturePages, fixtureStory } from '../testing/fixtures';
import { templateComponents, templateFor } from './templateFor';

function pageOf(route: RouteName, story: Story, listing: readonly Story[] | null = null): PageInput {
  return { route, params: {}, story, siteConfig: fixtureStory('config'), listing: listing ? { stories: listing, total: listing.length } : null };
}

function renderTemplate(page: PageInput) {
  const Template = templateComponents[templateFor(page.route, page.story)];
  const context = createBlockContext();
  const view = render(<Template page={page} context={context} registry={pageRegistry()} />);
  return { ...view, context };
}

beforeEach(() => window.history.replaceState(null, '', '/'));

describe('page templates', () => {
  it('category listing: the category as the h1 with its picture, its products as cards linking to them', () => {
    renderTemplate(pageOf('category-slug', fixturePages.categoryAutoschluessel, fixtureListings.autoschluessel));
    expect(screen.getByRole('heading', { level: 1, name: 'Autoschlüssel' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Car keys' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('11');
    const cards = screen.getAllByRole('listitem');
    expect(cards).toHaveLength(11);
    for (const card of cards) expect(within(card).getByRole('link')).toHaveAttribute('href', expect.stringMatching(/^\/produkte\//));
  });

  it('product general listing: all products with a category filter and name sorting', () => {
    renderTemplate(pageOf('products', fixturePages.productsPage, fixtureListings.products));
    expect(screen.getByRole('heading', { level: 1, name: 'Produkte' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Kategorien' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(6);
  });

  it('product listing: only the products of the segment', () => {
    renderTemplate(pageOf('products-automotive', fixturePages.automotivePage, fixtureListings.products));
    const titles = screen.getAllByRole('listitem').map((card) => within(card).getByRole('heading').textContent);
    expect(titles).toContain('Futura');
    expect(titles).not.toContain('Nova Flat');
  });

  it('product detail: name, category link, code, specifications and related products', () => {
    renderTemplate(pageOf('products-slug', fixturePages.futura));
    expect(screen.getByRole('heading', { level: 1, name: 'Futura' })).toBeInTheDocument();
    expect(screen.getByText('FU-100')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Kategorien: / })).toHaveAttribute('href', '/kategorien/maschinen-fahrzeugschluessel');
    expect(screen.getByText('Spindeldrehzahl')).toBeInTheDocument();
    expect(screen.getByText('12000 rpm')).toBeInTheDocument();
    const related = screen.getAllByRole('listitem');
    expect(related).toHaveLength(3);
  });

  it('extranet product detail: the same page marked for partners', () => {
    const page = pageOf('extranet-products-category', { ...fixturePages.futura, full_slug: 'de/extranet/produkte/keys/futura' });
    const { container } = renderTemplate(page);
    expect(screen.getByRole('heading', { level: 1, name: 'Futura' })).toBeInTheDocument();
    expect(screen.getByText('Extranet')).toBeInTheDocument();
    expect(container.querySelector('[data-extranet]')).not.toBeNull();
  });

  it('extranet category listing: the products the category names', () => {
    renderTemplate(pageOf('extranet-products-category', fixturePages.extranetKeys));
    expect(screen.getByRole('heading', { level: 1, name: 'Schlüssel' })).toBeInTheDocument();
    expect(screen.getByText('Extranet')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').length).toBeGreaterThan(0);
  });

  it('product resource: the kind, the text and the file to download', () => {
    renderTemplate(pageOf('resources-slug', fixturePages.resourceCertifications));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Ressourcen: certifications');
    expect(screen.getByText('Zertifizierungen')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /CE declaration of conformity/ })).toHaveAttribute('href', expect.stringMatching(/\.pdf$/));
  });

  it('news detail: date, picture and rich-text body', () => {
    renderTemplate(pageOf('events-and-news-news-about-us-slug', fixturePages.newsAcademyKoln));
    expect(screen.getByRole('heading', { level: 1, name: 'Clavis-Neuigkeiten: Academy Köln' })).toBeInTheDocument();
    expect(screen.getByText('4. November 2025')).toBeInTheDocument();
    expect(screen.getByText('Academy Köln: Clavis stellt die Neuerungen des Jahres 2026 vor.')).toBeInTheDocument();
    expect(screen.getByRole('article')).toBeInTheDocument();
  });

  it('event and shop details show their facts', () => {
    const { unmount } = renderTemplate(pageOf('events-and-news-events-slug', fixturePages.eventAutomechanika));
    expect(screen.getByText('Frankfurt (DE)')).toBeInTheDocument();
    expect(screen.getByText('Beendet')).toBeInTheDocument();
    unmount();
    renderTemplate(pageOf('shops-slug', fixturePages.shopBerlin));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Berlin');
    expect(screen.getByText(/Mo–Fr/)).toBeInTheDocument();
  });

  it('landing page: the hero carries the only h1', () => {
    renderTemplate(pageOf('page', fixturePages.landingPage));
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('thank-you: the editor greeting, the catalogue title as the h1 and a way home', () => {
    renderTemplate(pageOf('custom-landing', fixtureStory('thankYou')));
    expect(screen.getByRole('heading', { level: 1, name: 'Vielen Dank' })).toBeInTheDocument();
    expect(screen.getByText('Wir melden uns innerhalb eines Werktags.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zurück zur Startseite' })).toHaveAttribute('href', '/');
  });

  it('thank-you without bloks falls back to the catalogue text', () => {
    const story = { ...fixtureStory('thankYou'), content: { component: 'custom_landing', body: [] } } as unknown as Story;
    renderTemplate(pageOf('custom-landing', story));
    expect(screen.getByText('Wir haben Ihre Anfrage erhalten und melden uns in Kürze bei Ihnen.')).toBeInTheDocument();
  });

  it('generic page: the body bloks under the story title', () => {
    renderTemplate(pageOf('about-us', fixtureStory('aboutUs')));
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('generic page: an opening block that repeats the title gives the intro, so the title shows once', () => {
    const welcome = (title: string) =>
      ({
        ...fixtureStory('aboutUs'),
        content: { component: 'page', _uid: 'home', title: 'Extranet', body: [{ _uid: 'w', component: 'centered_title_paragraph', title, text: 'Willkommen im Partnerbereich.' }] },
      }) as unknown as Story;
    const { unmount } = renderTemplate(pageOf('extranet', welcome('Extranet')));
    expect(screen.getAllByRole('heading')).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Extranet' })).toBeInTheDocument();
    expect(screen.getByText('Willkommen im Partnerbereich.')).toBeInTheDocument();
    unmount();
    // A block with a title of its own stays as it is.
    renderTemplate(pageOf('extranet', welcome('Willkommen')));
    expect(screen.getByRole('heading', { level: 1, name: 'Extranet' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Willkommen' })).toBeInTheDocument();
  });
});

describe("the templates' own fields in the visual editor", () => {
  const inEditor = (story: Story): Story => ({
    ...story,
    content: { ...story.content, _editable: `<!--#storyblok#{"name": "${story.content.component}", "space": "1", "uid": "${story.content._uid}", "id": "${story.id}"}-->` },
  });
  const cases: [RouteName, Story, readonly Story[] | null][] = [
    ['products-slug', fixturePages.futura, null],
    ['events-and-news-news-about-us-slug', fixturePages.newsAcademyKoln, null],
    ['events-and-news-events-slug', fixturePages.eventAutomechanika, null],
    ['resources-slug', fixturePages.resourceCertifications, null],
    ['category-slug', fixturePages.categoryAutoschluessel, fixtureListings.autoschluessel],
    ['about-us', fixtureStory('aboutUs'), null],
  ];

  it.each(cases)('%s: the title is inside the element that selects the story content', (route, story, listing) => {
    const { unmount } = renderTemplate(pageOf(route, inEditor(story), listing));
    const heading = screen.getByRole('heading', { level: 1 });
    const target = heading.closest('[data-blok-c]');
    expect(target).not.toBeNull();
    expect(target).toHaveAttribute('data-blok-uid', `${story.id}-${story.content._uid}`);
    unmount();
    // Published content (no _editable): not one attribute of the editor.
    const published = renderTemplate(pageOf(route, story, listing));
    expect(published.container.querySelector('[data-blok-c], [data-blok-uid]')).toBeNull();
  });
});
