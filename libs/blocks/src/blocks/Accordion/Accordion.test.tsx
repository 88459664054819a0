import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BlockRenderer } from '../../core/BlockRenderer';
import { createBlockContext } from '../../testing/createBlockContext';
import { fixtureBlok } from '../../testing/fixtures';
import { accordionBlock } from './index';

const registry = { accordion: accordionBlock };
const blok = fixtureBlok('accordion');
const items = blok['items'] as Record<string, unknown>[];

const answer = 'Alle Maschinen werden in unserem Werk in Conegliano entwickelt und montiert.';
const summaryOf = (title: string) => screen.getByText(title).closest('summary') as HTMLElement;

describe('Accordion', () => {
  it('shows its title and every question closed, the answers already in the HTML', () => {
    const { container } = render(<BlockRenderer registry={registry} context={createBlockContext()} blocks={[blok]} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Häufige Fragen' })).toBeInTheDocument();
    const details = container.querySelectorAll('details');
    expect(details).toHaveLength(3);
    details.forEach((item) => expect(item).not.toHaveAttribute('open'));
    expect(summaryOf('Wer repariert meine Maschine?')).toBeInTheDocument();
    expect(screen.getByText(answer).tagName).toBe('P');
  });

  // Browsers activate a focused <summary> with Enter and Space; jsdom only models the activation itself.
  it('puts each question in the tab order and opens its answer when activated', async () => {
    const user = userEvent.setup();
    render(<BlockRenderer registry={registry} context={createBlockContext()} blocks={[blok]} />);
    const summary = summaryOf('Wo werden Clavis-Maschinen gebaut?');
    expect(screen.getByText(answer)).not.toBeVisible();
    await user.tab();
    expect(summary).toHaveFocus();
    await user.tab();
    expect(summaryOf('Wie bekomme ich Schlüsseldaten-Updates?')).toHaveFocus();
    await user.click(summary);
    expect(summary.closest('details')).toHaveAttribute('open');
    expect(screen.getByText(answer)).toBeVisible();
  });

  it('renders an answer through the shared rich-text renderer', () => {
    const text = {
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [{ type: 'text', text: 'Kundendienst', marks: [{ type: 'link', attrs: { linktype: 'story', href: '/de/germany/kundendienst' } }] }],
        },
      ],
    };
    render(<BlockRenderer registry={registry} context={createBlockContext()} blocks={[{ ...blok, items: [{ ...items[0], text }] }]} />);
    expect(screen.getByRole('link', { name: 'Kundendienst', hidden: true })).toHaveAttribute('href', '/kundendienst');
  });

  it('renders nothing when an answer is empty, and reports the field', () => {
    const context = createBlockContext();
    const broken = { ...blok, items: [items[0], { ...items[1], text: { type: 'doc', content: [] } }] };
    const { container } = render(<BlockRenderer registry={registry} context={context} blocks={[broken]} />);
    expect(container).toBeEmptyDOMElement();
    expect(context.problems).toMatchObject([{ kind: 'invalid-content', details: [expect.stringMatching(/^items\.1\.text:/)] }]);
  });

  it('names a question of the wrong type in draft mode', () => {
    const context = createBlockContext({ draft: true });
    const broken = { ...blok, items: [{ ...items[0], title: ['Wo?'] }] };
    const { container } = render(<BlockRenderer registry={registry} context={context} blocks={[broken]} />);
    expect(container.querySelector('[data-block-issue="invalid-content"]')).toHaveTextContent('items.0.title');
    expect(context.problems).toMatchObject([{ kind: 'invalid-content', uid: blok._uid }]);
  });
});
