import { render, screen } from '@testing-library/react';
import { BlockRenderer } from '../../core/BlockRenderer';
import { createBlockContext } from '../../testing/createBlockContext';
import { fixtureBlok } from '../../testing/fixtures';
import { standaloneMediaBlock } from './index';

const registry = { standalone_media: standaloneMediaBlock };
const blok = fixtureBlok('standalone_media');
const image = blok['image'] as { filename: string; alt: string };
const video = { _uid: 'v1', component: 'standalone_media', media_type: 'video', video: { id: 7, filename: '/f/287000/demo/werk.mp4' }, image, caption: 'Rundgang durch das Werk' };

describe('StandaloneMedia', () => {
  it('shows the picture with its caption', () => {
    render(<BlockRenderer registry={registry} context={createBlockContext()} blocks={[blok]} />);
    const picture = screen.getByRole('img', { name: image.alt });
    expect(picture).toHaveAttribute('src', image.filename);
    expect(picture).toHaveAttribute('loading', 'lazy');
    expect(picture).toHaveAttribute('width', '800');
    const figure = screen.getByRole('figure');
    expect(figure).toContainElement(picture);
    expect(figure.querySelector('figcaption')).toHaveTextContent(String(blok['caption']));
  });

  it('plays a video only on request: controls, poster, no autoplay, metadata only', () => {
    const { container } = render(<BlockRenderer registry={registry} context={createBlockContext({ assets: { baseUrl: 'https://a.example.com', imageService: false } })} blocks={[video]} />);
    const player = container.querySelector('video');
    expect(player).toHaveAttribute('src', 'https://a.example.com/f/287000/demo/werk.mp4');
    expect(player).toHaveAttribute('controls');
    expect(player).not.toHaveAttribute('autoplay');
    expect(player).toHaveAttribute('preload', 'metadata');
    expect(player).toHaveAttribute('poster', `https://a.example.com${image.filename}`);
    expect(player).toHaveAttribute('aria-label', 'Rundgang durch das Werk');
    // The box is reserved before the video loads: width and height of the 16:9 poster.
    expect(player).toHaveAttribute('width', '800');
    expect(player).toHaveAttribute('height', '450');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(player?.querySelector('track')).toBeNull();
  });

  it('gives the video its captions file as a track in the page language', () => {
    const captions = { id: 8, filename: '/f/287000/demo/werk.de.vtt' };
    const { container } = render(<BlockRenderer registry={registry} context={createBlockContext()} blocks={[{ ...video, captions }]} />);
    const track = container.querySelector('video track');
    expect(track).toHaveAttribute('kind', 'captions');
    expect(track).toHaveAttribute('src', captions.filename);
    expect(track).toHaveAttribute('srclang', 'de');
  });

  it('requires the file its media type names', () => {
    const context = createBlockContext();
    const { container } = render(
      <BlockRenderer
        registry={registry}
        context={context}
        blocks={[{ ...blok, image: { id: null, filename: '' } }, { ...video, video: { id: null, filename: '' } }, { ...video, _uid: 'v2', video: image }]}
      />,
    );
    expect(container).toBeEmptyDOMElement();
    expect(context.problems.map((problem) => problem.details.join())).toEqual([
      expect.stringContaining('image'),
      expect.stringContaining('video'),
      expect.stringContaining('video'),
    ]);
  });

  it('names an unknown media type in draft mode', () => {
    const context = createBlockContext({ draft: true });
    const { container } = render(<BlockRenderer registry={registry} context={context} blocks={[{ ...blok, media_type: 'audio' }]} />);
    expect(container.querySelector('[data-block-issue="invalid-content"]')).toHaveTextContent('media_type');
    expect(context.problems).toMatchObject([{ kind: 'invalid-content', component: 'standalone_media', uid: blok._uid }]);
  });
});
