import { render, screen } from '@testing-library/react';
import { CmsImage } from './CmsImage';

const asset = { id: 1, filename: '/f/287000/800x600/abc/scene-01.jpg', alt: 'Clavis 1' };
const service = { assets: { baseUrl: 'https://a.example.com', imageService: true } };
const plain = { assets: { baseUrl: '', imageService: false } };

describe('CmsImage', () => {
  it('offers responsive sources through the image service with the sizes hint', () => {
    render(<CmsImage asset={asset} context={service} sizes="(min-width: 992px) 50vw, 100vw" />);
    const image = screen.getByRole('img', { name: 'Clavis 1' });
    expect(image.getAttribute('srcset')).toContain('/m/640x0/filters:quality(75):format(webp) 640w');
    expect(image).toHaveAttribute('sizes', '(min-width: 992px) 50vw, 100vw');
    expect(image).toHaveAttribute('src', 'https://a.example.com/f/287000/800x600/abc/scene-01.jpg/m/800x0/filters:quality(75):format(webp)');
  });

  it('reserves its box: width and height, and the aspect ratio when cropped', () => {
    render(<CmsImage asset={asset} context={plain} sizes="100vw" ratio="21:9" />);
    const image = screen.getByRole('img');
    expect(image).toHaveAttribute('width', '800');
    expect(image).toHaveAttribute('height', '343');
    expect(image.style.aspectRatio).toBe('21 / 9');
    expect(image).not.toHaveAttribute('srcset');
    expect(image).not.toHaveAttribute('sizes');
  });

  it('keeps the editor focal point in view where CSS crops the picture', () => {
    render(<CmsImage asset={{ ...asset, focus: '600x150:602x152' }} context={plain} sizes="100vw" ratio="21:9" />);
    expect(screen.getByRole('img').style.objectPosition).toBe('75% 25%');
  });

  it('loads lazily unless it is the priority image', () => {
    const { rerender } = render(<CmsImage asset={asset} context={plain} sizes="100vw" />);
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('img')).not.toHaveAttribute('fetchpriority');
    rerender(<CmsImage asset={asset} context={plain} sizes="100vw" priority />);
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'eager');
    expect(screen.getByRole('img')).toHaveAttribute('fetchpriority', 'high');
  });

  it('wraps only the priority image in a picture, where React preloads no eager image: a prefetched page must not download its opening picture', () => {
    const { container, rerender } = render(<CmsImage asset={asset} context={plain} sizes="100vw" />);
    expect(container.querySelector('picture')).toBeNull();
    rerender(<CmsImage asset={asset} context={plain} sizes="100vw" priority />);
    expect(container.querySelector('picture > img[fetchpriority="high"]')).not.toBeNull();
    expect(container.querySelector('picture source')).toBeNull();
  });

  it('takes an alt override, and an empty one marks the image decorative', () => {
    const { rerender } = render(<CmsImage asset={asset} context={plain} sizes="100vw" alt="Halle 1" />);
    expect(screen.getByRole('img', { name: 'Halle 1' })).toBeInTheDocument();
    rerender(<CmsImage asset={asset} context={plain} sizes="100vw" alt="" />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByRole('presentation')).toHaveAttribute('alt', '');
  });

  it('renders nothing for an empty asset field', () => {
    const { container } = render(<CmsImage asset={{ id: null, filename: '' }} context={plain} sizes="100vw" />);
    expect(container).toBeEmptyDOMElement();
  });
});
