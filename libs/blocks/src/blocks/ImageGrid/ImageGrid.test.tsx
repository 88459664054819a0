import { render, screen, within } from '@testing-library/react';
import { BlockRenderer } from '../../core/BlockRenderer';
import { createBlockContext } from '../../testing/createBlockContext';
import { fixtureBlok } from '../../testing/fixtures';
import { tileSizes } from './tileSizes';
import { imageGridBlock } from './index';

const registry = { image_grid: imageGridBlock };
const blok = fixtureBlok('image_grid');
const images = blok['images'] as { filename: string; alt: string }[];

describe('ImageGrid', () => {
  it('shows its title and every picture as a list of lazy 4:3 tiles', () => {
    render(<BlockRenderer registry={registry} context={createBlockContext()} blocks={[blok]} />);
    expect(screen.getByRole('heading', { level: 2, name: String(blok['title']) })).toBeInTheDocument();
    const tiles = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(tiles).toHaveLength(images.length);
    images.forEach((image, index) => {
      const picture = within(tiles[index] as HTMLElement).getByRole('img', { name: image.alt });
      expect(picture).toHaveAttribute('src', image.filename);
      expect(picture).toHaveAttribute('loading', 'lazy');
      expect(picture.style.aspectRatio).toBe('4 / 3');
    });
  });

  it('asks the image service for tiles as wide as their column', () => {
    const context = createBlockContext({ assets: { baseUrl: '', imageService: true } });
    render(<BlockRenderer registry={registry} context={context} blocks={[blok]} />);
    const picture = screen.getByRole('img', { name: images[0]?.alt });
    expect(picture).toHaveAttribute('sizes', tileSizes(3));
    expect(picture.getAttribute('srcset')).toContain('/m/480x360/');
    expect(tileSizes(3)).toBe('(min-width: 1440px) 480px, (min-width: 992px) 34vw, (min-width: 740px) 50vw, 100vw');
    expect(tileSizes(1)).toContain('(min-width: 740px) 100vw');
  });

  it('reads columns given as text and skips emptied pictures', () => {
    const parsed = imageGridBlock.schema.parse({ ...blok, columns: '2', images: [...images, { id: null, filename: '' }] });
    expect(parsed.columns).toBe(2);
    expect(parsed.images).toHaveLength(images.length);
    expect(imageGridBlock.schema.parse({ ...blok, columns: '' }).columns).toBe(3);
  });

  it('renders nothing without pictures in production', () => {
    const context = createBlockContext();
    const { container } = render(<BlockRenderer registry={registry} context={context} blocks={[{ ...blok, images: [] }]} />);
    expect(container).toBeEmptyDOMElement();
    expect(context.problems).toMatchObject([{ kind: 'invalid-content', component: 'image_grid', details: [expect.stringContaining('images')] }]);
  });

  it('names an impossible column count in draft mode', () => {
    const context = createBlockContext({ draft: true });
    const { container } = render(<BlockRenderer registry={registry} context={context} blocks={[{ ...blok, columns: 9 }]} />);
    expect(container.querySelector('[data-block-issue="invalid-content"]')).toHaveTextContent('columns');
    expect(context.problems).toHaveLength(1);
  });
});
