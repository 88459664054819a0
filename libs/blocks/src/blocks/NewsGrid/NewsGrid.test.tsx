import helixE from '@clavis/content-server/stories/de/germany/veranstaltungen-und-nachrichten/nachrichten-uber-uns/helix-e.json';
import newCeo from '@clavis/content-server/stories/de/germany/veranstaltungen-und-nachrichten/pressemitteilungen/new-ceo-appointed.json';
import automechanika from '@clavis/content-server/stories/de/germany/veranstaltungen-und-nachrichten/veranstaltungen/automechanika-2026.json';
import { render, screen } from '@testing-library/react';
import { BlockRenderer } from '../../core/BlockRenderer';
import { collectBlockData } from '../../core/collectBlockData';
import { fixtureBlockData } from '../../shared/cards/testing/resolveFixtureRelations';
import { createBlockContext } from '../../testing/createBlockContext';
import { fixtureBlok, fixtureStories } from '../../testing/fixtures';
import { newsGridBlock } from './index';

const registry = { news_grid: newsGridBlock };
const blok = fixtureBlok('news_grid');
const page = fixtureStories['eventsAndNews'];
const data = { [blok._uid]: fixtureBlockData([newCeo, automechanika, helixE]) };

describe('NewsGrid', () => {
  it("lists news, events and press releases below the page's own folder", () => {
    const scope = { market: 'germany', locale: 'de', storySlug: page?.full_slug } as const;
    expect(collectBlockData(page?.content, registry, scope)).toEqual([
      {
        uid: blok._uid,
        startsWith: 'de/germany/veranstaltungen-und-nachrichten/',
        contentTypes: ['news', 'event', 'press_release'],
        sortBy: 'first_published_at:desc',
        limit: 12,
      },
    ]);
    expect(collectBlockData(page?.content, registry, { market: 'germany', locale: 'de' })).toEqual([]);
  });

  it('shows every kind of story as a linked card, newest first', () => {
    render(<BlockRenderer registry={registry} context={createBlockContext({ data })} blocks={[blok]} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Veranstaltungen und Nachrichten' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Clavis-Neuigkeiten: Helix E',
      'Clavis auf der Automechanika',
      'Pressemitteilung: Neuer CEO ernannt',
    ]);
    expect(screen.getByRole('link', { name: 'Clavis auf der Automechanika' })).toHaveAttribute(
      'href',
      '/veranstaltungen-und-nachrichten/veranstaltungen/automechanika-2026',
    );
    expect(screen.getByText('27. Oktober 2025')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Clavis 11' })).toHaveAttribute('src', expect.stringContaining('/f/287000/800x600/'));
  });

  it('tells visitors when there is no news, and editors why in draft mode', () => {
    const { container } = render(<BlockRenderer registry={registry} context={createBlockContext()} blocks={[blok]} />);
    expect(screen.getByText('Keine Nachrichten gefunden.')).toBeInTheDocument();
    expect(container.querySelector('[data-listing-empty]')).not.toBeInTheDocument();
    const draft = render(<BlockRenderer registry={registry} context={createBlockContext({ draft: true })} blocks={[blok]} />);
    expect(draft.container.querySelector('[data-listing-empty="news_grid"]')).toBeInTheDocument();
  });

  it('isolates content of the wrong type and names the field in draft mode', () => {
    const context = createBlockContext({ draft: true });
    const { container } = render(<BlockRenderer registry={registry} context={context} blocks={[{ ...blok, title: ['Nachrichten'] }]} />);
    expect(container.querySelector('[data-block-issue="invalid-content"]')).toHaveTextContent('title');
    expect(context.problems).toMatchObject([{ kind: 'invalid-content', uid: blok._uid }]);
    const production = render(<BlockRenderer registry={registry} context={createBlockContext()} blocks={[{ ...blok, source: 7 }]} />);
    expect(production.container).toBeEmptyDOMElement();
  });
});
