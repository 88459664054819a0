import type { Story } from '@clavis/cms-client';
import smartProWeek from '@clavis/content-server/stories/de/germany/smart-pro-woche.json';
import { render, screen } from '@testing-library/react';
import { BlockRenderer } from '../../core/BlockRenderer';
import { createBlockContext } from '../../testing/createBlockContext';
import { fixtureBlok } from '../../testing/fixtures';
import { commercialCardBlock } from './index';

const registry = { commercial_card: commercialCardBlock };
const blok = fixtureBlok('commercial_card', [smartProWeek as unknown as Story]);
const image = { id: 3, filename: '/f/287000/800x600/46b4e8b217/scene-04.jpg', alt: 'Clavis 4' };

describe('CommercialCard', () => {
  it('links the offer through its title', () => {
    render(<BlockRenderer registry={registry} context={createBlockContext()} blocks={[blok]} />);
    const heading = screen.getByRole('heading', { level: 2, name: String(blok['title']) });
    expect(heading).toBeInTheDocument();
    // de/global/produkte/smart-pro: the shared catalogue, served on the germany site under its path.
    expect(screen.getByRole('link', { name: String(blok['title']) })).toHaveAttribute('href', '/produkte/smart-pro');
  });

  it('shows text, eyebrow and a decorative 16:9 picture when the editor adds them', () => {
    const { container } = render(
      <BlockRenderer registry={registry} context={createBlockContext()} blocks={[{ ...blok, text: 'Jetzt 10 % sparen', eyebrow: 'Angebot', image }]} />,
    );
    expect(screen.getByText('Jetzt 10 % sparen')).toBeInTheDocument();
    expect(screen.getByText('Angebot')).toBeInTheDocument();
    const picture = container.querySelector('img');
    expect(picture).toHaveAttribute('src', image.filename);
    expect(picture).toHaveAttribute('alt', '');
    expect(picture?.style.aspectRatio).toBe('16 / 9');
  });

  it('renders nothing without a link in production', () => {
    const context = createBlockContext();
    const { link: _link, ...unlinked } = blok;
    const { container } = render(<BlockRenderer registry={registry} context={context} blocks={[unlinked]} />);
    expect(container).toBeEmptyDOMElement();
    expect(context.problems).toMatchObject([{ kind: 'invalid-content', component: 'commercial_card', details: [expect.stringContaining('link')] }]);
  });

  it('names a malformed title in draft mode', () => {
    const context = createBlockContext({ draft: true });
    const { container } = render(<BlockRenderer registry={registry} context={context} blocks={[{ ...blok, title: { text: 'Smart Pro' } }]} />);
    expect(container.querySelector('[data-block-issue="invalid-content"]')).toHaveTextContent('title');
    expect(context.problems).toHaveLength(1);
  });
});
