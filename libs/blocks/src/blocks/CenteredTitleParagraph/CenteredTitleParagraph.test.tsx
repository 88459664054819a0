import { render, screen } from '@testing-library/react';
import { BlockRenderer } from '../../core/BlockRenderer';
import { createBlockContext } from '../../testing/createBlockContext';
import { fixtureBlok } from '../../testing/fixtures';
import { centeredTitleParagraphBlock } from './index';

const registry = { centered_title_paragraph: centeredTitleParagraphBlock };
const blok = fixtureBlok('centered_title_paragraph');

describe('CenteredTitleParagraph', () => {
  it('shows its title and paragraph', () => {
    render(<BlockRenderer registry={registry} context={createBlockContext()} blocks={[blok]} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Vielen Dank!' })).toBeInTheDocument();
    expect(screen.getByText('Wir melden uns innerhalb eines Werktags.').tagName).toBe('P');
  });

  it('shows the title alone when the paragraph is blank', () => {
    const { container } = render(<BlockRenderer registry={registry} context={createBlockContext()} blocks={[{ ...blok, text: '  ' }]} />);
    expect(screen.getByRole('heading', { name: 'Vielen Dank!' })).toBeInTheDocument();
    expect(container.querySelector('p')).toBeNull();
  });

  it('renders nothing without a title in production, and reports it', () => {
    const context = createBlockContext();
    const { container } = render(<BlockRenderer registry={registry} context={context} blocks={[{ ...blok, title: ' ' }]} />);
    expect(container).toBeEmptyDOMElement();
    expect(context.problems).toMatchObject([{ kind: 'invalid-content', uid: blok._uid, details: [expect.stringMatching(/^title:/)] }]);
  });

  it('names a paragraph of the wrong type in draft mode', () => {
    const context = createBlockContext({ draft: true });
    const { container } = render(<BlockRenderer registry={registry} context={context} blocks={[{ ...blok, text: 42 }]} />);
    expect(container.querySelector('[data-block-issue="invalid-content"]')).toHaveTextContent('text');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(context.problems).toMatchObject([{ kind: 'invalid-content', component: 'centered_title_paragraph' }]);
  });
});
