import { render, screen } from '@testing-library/react';
import { BlockRenderer } from '../../core/BlockRenderer';
import { createBlockContext } from '../../testing/createBlockContext';
import { fixtureBlok, fixtureBloks } from '../../testing/fixtures';
import { smallBannerBlock } from './index';

const registry = { small_banner: smallBannerBlock };
// One with a picture (the home's Smart Pro Week band has none).
const blok = fixtureBloks('small_banner').find((candidate) => candidate['image']) ?? fixtureBlok('small_banner');
const withoutImage = fixtureBloks('small_banner').find((candidate) => !candidate['image']);
type Image = { filename: string; alt: string };

describe('SmallBanner', () => {
  it('shows its title, text, picture and call to action', () => {
    render(<BlockRenderer registry={registry} context={createBlockContext()} blocks={[blok]} />);
    expect(screen.getByRole('heading', { level: 2, name: String(blok['title']) })).toBeInTheDocument();
    expect(screen.getByText(String(blok['text']))).toBeInTheDocument();
    const image = blok['image'] as Image;
    const picture = screen.getByRole('img', { name: image.alt });
    expect(picture).toHaveAttribute('src', image.filename);
    expect(picture).toHaveAttribute('loading', 'lazy');
    expect(picture.style.aspectRatio).toBe('4 / 3');
    expect(screen.getByRole('link', { name: String(blok['link_label']) })).toHaveAttribute('href', '/kontaktiere-uns/vertrieb');
  });

  it('works without a picture', () => {
    expect(withoutImage).toBeDefined();
    render(<BlockRenderer registry={registry} context={createBlockContext()} blocks={[withoutImage]} />);
    expect(screen.getByRole('heading', { level: 2, name: String(withoutImage?.['title']) })).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: String(withoutImage?.['link_label']) })).toBeInTheDocument();
  });

  it('renders nothing without a title in production', () => {
    const context = createBlockContext();
    const { container } = render(<BlockRenderer registry={registry} context={context} blocks={[{ ...blok, title: '' }]} />);
    expect(container).toBeEmptyDOMElement();
    expect(context.problems).toMatchObject([{ kind: 'invalid-content', component: 'small_banner', uid: blok._uid }]);
  });

  it('names a malformed field in draft mode', () => {
    const context = createBlockContext({ draft: true });
    const { container } = render(<BlockRenderer registry={registry} context={context} blocks={[{ ...blok, text: ['kein Text'] }]} />);
    expect(container.querySelector('[data-block-issue="invalid-content"]')).toHaveTextContent('text');
    expect(context.problems).toHaveLength(1);
  });
});
