import { render, screen } from '@testing-library/react';
import { BlockRenderer } from '../../core/BlockRenderer';
import { createBlockContext } from '../../testing/createBlockContext';
import { fixtureBlok } from '../../testing/fixtures';
import { richTextBlock } from './index';
import { slimHeroBlock } from '../SlimHero';

const registry = { rich_text: richTextBlock, slim_hero: slimHeroBlock };
const blok = fixtureBlok('rich_text');

describe('RichTextBlock', () => {
  it('shows the fixture text', () => {
    render(<BlockRenderer registry={registry} context={createBlockContext()} blocks={[blok]} />);
    expect(screen.getByText('Über uns: alles Wichtige auf einen Blick.').tagName).toBe('P');
  });

  it('renders a heading, a story link and an embedded blok through the same registry', () => {
    const text = {
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Service' }] },
        {
          type: 'paragraph',
          content: [{ type: 'text', text: 'Zum Kundendienst', marks: [{ type: 'link', attrs: { linktype: 'story', href: '/de/germany/kundendienst' } }] }],
        },
        { type: 'blok', attrs: { id: 'x', body: [{ _uid: 'e1', component: 'slim_hero', title: 'Eingebetteter Titel' }] } },
      ],
    };
    render(<BlockRenderer registry={registry} context={createBlockContext()} blocks={[{ ...blok, text }]} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Service' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zum Kundendienst' })).toHaveAttribute('href', '/kundendienst');
    expect(screen.getByRole('heading', { level: 1, name: 'Eingebetteter Titel' })).toBeInTheDocument();
  });

  it('renders nothing for a cleared document in production, and reports it', () => {
    const context = createBlockContext();
    const { container } = render(
      <BlockRenderer registry={registry} context={context} blocks={[{ ...blok, text: { type: 'doc', content: [{ type: 'paragraph' }] } }]} />,
    );
    expect(container).toBeEmptyDOMElement();
    expect(context.problems).toMatchObject([{ kind: 'invalid-content', component: 'rich_text', details: ['text: needs some text'] }]);
  });

  it('names a text of the wrong type in draft mode', () => {
    const context = createBlockContext({ draft: true });
    const { container } = render(<BlockRenderer registry={registry} context={context} blocks={[{ ...blok, text: 'Nur ein String' }]} />);
    expect(container.querySelector('[data-block-issue="invalid-content"]')).toHaveTextContent('text');
    expect(screen.queryByText('Nur ein String')).not.toBeInTheDocument();
    expect(context.problems).toMatchObject([{ kind: 'invalid-content', uid: blok._uid }]);
  });
});
