import { render, screen } from '@testing-library/react';
import { BlockRenderer } from '../../core/BlockRenderer';
import { createBlockContext } from '../../testing/createBlockContext';
import { fixtureBlok } from '../../testing/fixtures';
import { fullBannerBlock, fullBannerFixedRatioBlock } from './index';

const registry = { full_banner: fullBannerBlock, full_banner_fixed_ratio: fullBannerFixedRatioBlock };
const blok = fixtureBlok('full_banner');
const fixedRatio = fixtureBlok('full_banner_fixed_ratio');
type Image = { filename: string; alt: string };

describe('FullBanner', () => {
  it('shows its title, text, picture and a call to action to the linked page', () => {
    render(<BlockRenderer registry={registry} context={createBlockContext()} blocks={[fixedRatio, blok]} />);
    expect(screen.getByRole('heading', { level: 2, name: String(blok['title']) })).toBeInTheDocument();
    expect(screen.getAllByText(String(blok['text']))[0]).toBeInTheDocument();
    const image = blok['image'] as Image;
    const picture = screen.getByRole('img', { name: image.alt });
    expect(picture).toHaveAttribute('src', image.filename);
    expect(picture).toHaveAttribute('loading', 'lazy');
    // No label from the editor: the catalogue's "read more", naming the banner for screen readers.
    const links = screen.getAllByRole('link', { name: new RegExp(`^Weiterlesen ?: ${String(blok['title'])}$`) });
    expect(links.map((link) => link.getAttribute('href'))).toContain('/landing-smart-pro-mini');
  });

  it('keeps the editor ratio in the fixed-ratio variant and takes the h1 and LCP image when it opens the page', () => {
    render(<BlockRenderer registry={registry} context={createBlockContext()} blocks={[fixedRatio]} />);
    expect(fixedRatio['ratio']).toBe('21:9');
    expect(screen.getByRole('heading', { level: 1, name: String(fixedRatio['title']) })).toBeInTheDocument();
    const picture = screen.getByRole('img', { name: (fixedRatio['image'] as Image).alt });
    expect(picture.style.aspectRatio).toBe('21 / 9');
    expect(picture.closest('div')?.style.aspectRatio).toBe('21 / 9');
    expect(picture).toHaveAttribute('height', '343');
    expect(picture).toHaveAttribute('fetchpriority', 'high');
    expect(screen.getByRole('link')).toHaveAttribute('href', '/kontaktiere-uns/vertrieb');
  });

  it('shows no call to action when the link field is empty', () => {
    const emptied = { fieldtype: 'multilink', linktype: 'story', id: '', url: '', cached_url: '' };
    render(<BlockRenderer registry={registry} context={createBlockContext()} blocks={[{ ...blok, link: emptied }]} />);
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('renders nothing without its picture in production', () => {
    const context = createBlockContext();
    const { image: _image, ...withoutImage } = blok;
    const { container } = render(<BlockRenderer registry={registry} context={context} blocks={[withoutImage]} />);
    expect(container).toBeEmptyDOMElement();
    expect(context.problems).toMatchObject([{ kind: 'invalid-content', component: 'full_banner', details: [expect.stringContaining('image')] }]);
  });

  it('names a malformed ratio in draft mode', () => {
    const context = createBlockContext({ draft: true });
    const { container } = render(<BlockRenderer registry={registry} context={context} blocks={[{ ...fixedRatio, ratio: '21:x' }]} />);
    expect(container.querySelector('[data-block-issue="invalid-content"]')).toHaveTextContent('ratio');
    expect(context.problems).toMatchObject([{ kind: 'invalid-content', component: 'full_banner_fixed_ratio', uid: fixedRatio._uid }]);
  });
});
