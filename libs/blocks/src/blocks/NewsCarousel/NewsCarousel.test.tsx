import academyKoln from '@clavis/content-server/stories/de/germany/veranstaltungen-und-nachrichten/nachrichten-uber-uns/academy-koln.json';
import futuraPro from '@clavis/content-server/stories/de/germany/veranstaltungen-und-nachrichten/nachrichten-uber-uns/futura-pro-2026.json';
import smartProMini from '@clavis/content-server/stories/de/germany/veranstaltungen-und-nachrichten/nachrichten-uber-uns/smart-pro-mini.json';
import titanLaser from '@clavis/content-server/stories/de/germany/veranstaltungen-und-nachrichten/nachrichten-uber-uns/titan-laser.json';
import { render, screen, within } from '@testing-library/react';
import { BlockRenderer } from '../../core/BlockRenderer';
import { collectBlockData } from '../../core/collectBlockData';
import { createBlockContext } from '../../testing/createBlockContext';
import { fixtureBlok, fixtureStories } from '../../testing/fixtures';
import { fixtureBlockData } from '../../shared/cards/testing/resolveFixtureRelations';
import { newsCarouselBlock } from './index';

const registry = { news_carousel: newsCarouselBlock };
const blok = fixtureBlok('news_carousel');
// Published in this order: Academy Köln, Titan Laser, Smart Pro Mini, Futura Pro (newest).
const data = { [blok._uid]: fixtureBlockData([academyKoln, titanLaser, smartProMini, futuraPro]) };

describe('NewsCarousel', () => {
  it('asks the page for the latest news of its folder', () => {
    const [request] = collectBlockData(fixtureStories['home']?.content, registry, { market: 'germany', locale: 'de' });
    expect(request).toMatchObject({
      uid: blok._uid,
      startsWith: 'de/germany/veranstaltungen-und-nachrichten/nachrichten-uber-uns/',
      contentTypes: expect.arrayContaining(['news']),
      limit: 9,
    });
  });

  it('shows the news newest first as linked cards with date and picture', () => {
    render(<BlockRenderer registry={registry} context={createBlockContext({ data })} blocks={[blok]} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Nachrichten über uns' })).toBeInTheDocument();
    const carousel = screen.getByRole('region', { name: 'Nachrichten über uns' });
    // Slides past the first are hidden from assistive technology until shown.
    const titles = within(carousel).getAllByRole('heading', { level: 3, hidden: true }).map((heading) => heading.textContent);
    expect(titles).toEqual([
      'Clavis-Neuigkeiten: Futura Pro 2026',
      'Clavis-Neuigkeiten: Smart Pro Mini',
      'Clavis-Neuigkeiten: Titan Laser',
      'Clavis-Neuigkeiten: Academy Köln',
    ]);
    const link = within(carousel).getByRole('link', { name: 'Clavis-Neuigkeiten: Futura Pro 2026', hidden: true });
    expect(link).toHaveAttribute('href', '/veranstaltungen-und-nachrichten/nachrichten-uber-uns/futura-pro-2026');
    expect(within(carousel).getByText('15. Januar 2026').closest('time')).toHaveAttribute('dateTime', expect.stringMatching(/^2026-01-15T/));
    expect(within(carousel).getByRole('img', { name: 'Clavis 7', hidden: true })).toHaveAttribute('src', '/f/287000/800x600/ec5287c402/scene-07.jpg');
    expect(within(carousel).getByRole('button', { name: 'Nächste Folie' })).toBeInTheDocument();
  });

  it('renders nothing without news in production, and a hint in draft mode', () => {
    const { container } = render(<BlockRenderer registry={registry} context={createBlockContext()} blocks={[blok]} />);
    expect(container).toBeEmptyDOMElement();
    const draft = render(<BlockRenderer registry={registry} context={createBlockContext({ draft: true })} blocks={[blok]} />);
    expect(draft.container.querySelector('[data-listing-empty="news_carousel"]')).toBeInTheDocument();
  });

  it('isolates content without a source folder and names the field in draft mode', () => {
    const context = createBlockContext({ draft: true });
    const { container } = render(<BlockRenderer registry={registry} context={context} blocks={[{ ...blok, source: '' }]} />);
    expect(container.querySelector('[data-block-issue="invalid-content"]')).toHaveTextContent('source');
    expect(context.problems).toMatchObject([{ kind: 'invalid-content', uid: blok._uid }]);
    const production = render(<BlockRenderer registry={registry} context={createBlockContext()} blocks={[{ ...blok, source: 42 }]} />);
    expect(production.container).toBeEmptyDOMElement();
  });
});
