import { render, screen, within } from '@testing-library/react';
import { BlockRenderer } from '../../core/BlockRenderer';
import { createBlockContext } from '../../testing/createBlockContext';
import { fixtureBlok } from '../../testing/fixtures';
import * as layout from '../RichTextWithImage/TextWithImage.css';
import { repeatableTextAndImageBlock } from './index';

const registry = { repeatable_text_and_image: repeatableTextAndImageBlock };
const blok = fixtureBlok('repeatable_text_and_image');
const items = blok['items'] as Record<string, unknown>[];

describe('RepeatableTextAndImage', () => {
  it('shows each row with its title, text and picture on its chosen side', () => {
    render(<BlockRenderer registry={registry} context={createBlockContext()} blocks={[blok]} />);
    const engineering = screen.getByRole('heading', { level: 2, name: 'Entwicklung' }).closest('section') as HTMLElement;
    expect(within(engineering).getByText('Vierzig Ingenieurinnen und Ingenieure entwickeln Mechanik, Elektronik und Software.')).toBeInTheDocument();
    const left = within(engineering).getByRole('img', { name: 'Clavis 11' });
    expect(left).toHaveAttribute('src', '/f/287000/800x600/cabbaa875c/scene-11.jpg');
    expect(left.parentElement).toHaveClass(layout.mediaLeft);

    const production = screen.getByRole('heading', { level: 2, name: 'Fertigung' }).closest('section') as HTMLElement;
    const right = within(production).getByRole('img', { name: 'Clavis 12' });
    expect(right).toHaveAttribute('height', '600');
    expect(right.parentElement).not.toHaveClass(layout.mediaLeft);
  });

  it('shows a row without title or picture as its text alone', () => {
    const plain = { ...items[0], title: '', image: { id: null, filename: '' } };
    render(<BlockRenderer registry={registry} context={createBlockContext()} blocks={[{ ...blok, items: [plain] }]} />);
    expect(screen.getByText(/^Vierzig Ingenieurinnen/)).toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('renders nothing when a row has no text, and reports the field', () => {
    const context = createBlockContext();
    const broken = { ...blok, items: [items[0], { ...items[1], text: '' }] };
    const { container } = render(<BlockRenderer registry={registry} context={context} blocks={[broken]} />);
    expect(container).toBeEmptyDOMElement();
    expect(context.problems).toMatchObject([{ kind: 'invalid-content', details: [expect.stringMatching(/^items\.1\.text:/)] }]);
  });

  it('names rows of the wrong type in draft mode', () => {
    const context = createBlockContext({ draft: true });
    const { container } = render(<BlockRenderer registry={registry} context={context} blocks={[{ ...blok, items: { 0: items[0] } }]} />);
    expect(container.querySelector('[data-block-issue="invalid-content"]')).toHaveTextContent('items');
    expect(context.problems).toMatchObject([{ kind: 'invalid-content', uid: blok._uid }]);
  });
});
