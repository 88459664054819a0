import { render, screen } from '@testing-library/react';
import { BlockRenderer } from '../../core/BlockRenderer';
import { createBlockContext } from '../../testing/createBlockContext';
import { fixtureBlok } from '../../testing/fixtures';
import { richTextWithImageBlock } from './index';
import * as styles from './TextWithImage.css';

const registry = { rich_text_with_image: richTextWithImageBlock };
const blok = fixtureBlok('rich_text_with_image');

describe('RichTextWithImage', () => {
  it('shows the text and the picture with its alt text and reserved size', () => {
    render(<BlockRenderer registry={registry} context={createBlockContext()} blocks={[blok]} />);
    expect(screen.getByText(/^Clavis ist ein Familienunternehmen aus Conegliano/).tagName).toBe('P');
    expect(screen.getByText('Entwicklung, Fertigung und Service liegen bei uns unter einem Dach.')).toBeInTheDocument();
    const image = screen.getByRole('img', { name: 'Clavis 5' });
    expect(image).toHaveAttribute('src', '/f/287000/800x600/dbbd0b005d/scene-05.jpg');
    expect(image).toHaveAttribute('width', '800');
    expect(image).toHaveAttribute('height', '600');
    expect(image.parentElement).not.toHaveClass(styles.mediaLeft);
  });

  it('puts the picture on the left when the editor asks for it', () => {
    render(<BlockRenderer registry={registry} context={createBlockContext()} blocks={[{ ...blok, image_position: 'left' }]} />);
    expect(screen.getByRole('img', { name: 'Clavis 5' }).parentElement).toHaveClass(styles.mediaLeft);
  });

  it('serves the picture through the image service when it is on', () => {
    render(<BlockRenderer registry={registry} context={createBlockContext({ assets: { baseUrl: 'https://cdn.example', imageService: true } })} blocks={[blok]} />);
    const image = screen.getByRole('img', { name: 'Clavis 5' });
    expect(image.getAttribute('src')).toMatch(/^https:\/\/cdn\.example\/f\/287000\/800x600\/dbbd0b005d\/scene-05\.jpg\/m\/\d+x\d+\/filters:/);
    expect(image).toHaveAttribute('srcset');
  });

  it('shows the text alone without a picture', () => {
    render(<BlockRenderer registry={registry} context={createBlockContext()} blocks={[{ ...blok, image: null, image_position: '' }]} />);
    expect(screen.getByText(/^Clavis ist ein Familienunternehmen/)).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('renders nothing without text in production, and reports it', () => {
    const context = createBlockContext();
    const { container } = render(<BlockRenderer registry={registry} context={context} blocks={[{ ...blok, text: undefined }]} />);
    expect(container).toBeEmptyDOMElement();
    expect(context.problems).toMatchObject([{ kind: 'invalid-content', details: [expect.stringMatching(/^text:/)] }]);
  });

  it('names an unknown image position in draft mode', () => {
    const context = createBlockContext({ draft: true });
    const { container } = render(<BlockRenderer registry={registry} context={context} blocks={[{ ...blok, image_position: 'top' }]} />);
    expect(container.querySelector('[data-block-issue="invalid-content"]')).toHaveTextContent('image_position');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(context.problems).toMatchObject([{ kind: 'invalid-content', uid: blok._uid }]);
  });
});
