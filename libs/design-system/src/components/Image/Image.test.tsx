import { render, screen } from '@testing-library/react';
import { ImageProvider, type ImageComponentProps } from '../../providers/ImageProvider';
import { expectValidHtml } from '../../testing/validateHtml';
import { Image } from './Image';

it('renders a lazy img with its intrinsic size by default', async () => {
  const { container } = render(<Image src="/key.jpg" alt="A key blank" width={1200} height={800} ratio="3/2" />);
  const img = screen.getByRole('img', { name: 'A key blank' });
  expect(img).toHaveAttribute('loading', 'lazy');
  expect(img).toHaveAttribute('decoding', 'async');
  expect(img).toHaveAttribute('width', '1200');
  await expectValidHtml(container);
});

it('loads eagerly with priority and shows a caption', () => {
  render(<Image src="/hero.jpg" alt="Hero" priority caption="Our factory" />);
  const img = screen.getByRole('img', { name: 'Hero' });
  expect(img).toHaveAttribute('loading', 'eager');
  expect(img).toHaveAttribute('fetchpriority', 'high');
  // Decoded with the frame, so the likely largest paint is in the first paint.
  expect(img).toHaveAttribute('decoding', 'sync');
  expect(screen.getByRole('figure')).toHaveTextContent('Our factory');
});

it('uses the component from ImageProvider', () => {
  function NextLikeImage({ priority, ...props }: ImageComponentProps) {
    return <img {...props} alt={props.alt} data-priority={String(Boolean(priority))} />;
  }
  render(
    <ImageProvider component={NextLikeImage}>
      <Image src="/a.jpg" alt="A" priority />
    </ImageProvider>,
  );
  expect(screen.getByRole('img', { name: 'A' })).toHaveAttribute('data-priority', 'true');
});

it('offers the browser its candidate files by width', () => {
  render(<Image src="/key-800.jpg" srcSet="/key-320.jpg 320w, /key-800.jpg 800w" sizes="100vw" alt="A key" />);
  const img = screen.getByRole('img', { name: 'A key' });
  expect(img).toHaveAttribute('srcset', '/key-320.jpg 320w, /key-800.jpg 800w');
  expect(img).toHaveAttribute('sizes', '100vw');
});
