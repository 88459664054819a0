import { render, screen, within } from '@testing-library/react';
import { BlockRenderer } from '../../core/BlockRenderer';
import { createBlockContext } from '../../testing/createBlockContext';
import { fixtureBlok } from '../../testing/fixtures';
import { paragraphsGridBlock } from './index';

const registry = { paragraphs_grid: paragraphsGridBlock };
const blok = fixtureBlok('paragraphs_grid');
const items = blok['items'] as Record<string, unknown>[];

describe('ParagraphsGrid', () => {
  it('shows its title and every paragraph as a list item under its own heading', () => {
    render(<BlockRenderer registry={registry} context={createBlockContext()} blocks={[blok]} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Clavis in Zahlen' })).toBeInTheDocument();
    const listItems = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(listItems).toHaveLength(3);
    const [first, , third] = listItems as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(first).getByRole('heading', { level: 3, name: '1962' })).toBeInTheDocument();
    expect(within(first).getByText('Gründung in Conegliano')).toBeInTheDocument();
    expect(within(third).getByRole('heading', { level: 3, name: '4.000' })).toBeInTheDocument();
  });

  it('moves the item headings up a level when the grid has no title', () => {
    render(<BlockRenderer registry={registry} context={createBlockContext()} blocks={[{ ...blok, title: '' }]} />);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['1962', '120', '4.000']);
  });

  it('renders nothing when an item has no title, and reports the field', () => {
    const context = createBlockContext();
    const broken = { ...blok, items: [items[0], { ...items[1], title: '' }] };
    const { container } = render(<BlockRenderer registry={registry} context={context} blocks={[broken]} />);
    expect(container).toBeEmptyDOMElement();
    expect(context.problems).toMatchObject([{ kind: 'invalid-content', details: [expect.stringMatching(/^items\.1\.title:/)] }]);
  });

  it('names items of the wrong type in draft mode', () => {
    const context = createBlockContext({ draft: true });
    const { container } = render(<BlockRenderer registry={registry} context={context} blocks={[{ ...blok, items: 'drei' }]} />);
    expect(container.querySelector('[data-block-issue="invalid-content"]')).toHaveTextContent('items');
    expect(context.problems).toMatchObject([{ kind: 'invalid-content', uid: blok._uid }]);
  });
});
