import type { Story } from '@clavis/cms-client';
import smartProWeek from '@clavis/content-server/stories/de/germany/smart-pro-woche.json';
import { render, screen } from '@testing-library/react';
import { BlockRenderer } from '../../core/BlockRenderer';
import { createBlockContext } from '../../testing/createBlockContext';
import { fixtureBlok } from '../../testing/fixtures';
import { editorialHeroBlock, editorialHeroFixedRatioBlock } from './index';

const registry = { editorial_hero: editorialHeroBlock, editorial_hero_fixed_ratio: editorialHeroFixedRatioBlock };
const blok = fixtureBlok('editorial_hero');
const fixedRatio = fixtureBlok('editorial_hero_fixed_ratio', [smartProWeek as unknown as Story]);
type Image = { filename: string; alt: string };

describe('EditorialHero', () => {
  it('opens the page with its claim, intro, call to action and the LCP picture', () => {
    const context = createBlockContext();
    render(<BlockRenderer registry={registry} context={context} blocks={[blok]} />);
    expect(screen.getByRole('heading', { level: 1, name: String(blok['title']) })).toBeInTheDocument();
    expect(screen.getByText(String(blok['text']))).toBeInTheDocument();
    const image = blok['image'] as Image;
    const picture = screen.getByRole('img', { name: image.alt });
    expect(picture).toHaveAttribute('src', image.filename);
    expect(picture).toHaveAttribute('loading', 'eager');
    expect(picture).toHaveAttribute('fetchpriority', 'high');
    expect(picture).toHaveAttribute('width', '800');
    expect(picture).toHaveAttribute('height', '600');
    // The catalogue is shared across markets: the germany site serves it under its own path.
    expect(screen.getByRole('link', { name: String(blok['link_label']) })).toHaveAttribute('href', '/produkte');
  });

  it('links its call to action with the editor label', () => {
    const link = { linktype: 'story', cached_url: 'de/germany/kontaktiere-uns/vertrieb' };
    render(<BlockRenderer registry={registry} context={createBlockContext()} blocks={[{ ...blok, link }]} />);
    expect(screen.getByRole('link', { name: String(blok['link_label']) })).toHaveAttribute('href', '/kontaktiere-uns/vertrieb');
  });

  it('is a section with a lazy picture when it does not open the page', () => {
    render(<BlockRenderer registry={registry} context={createBlockContext()} blocks={[fixedRatio, blok]} />);
    expect(screen.getByRole('heading', { level: 2, name: String(blok['title']) })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: (blok['image'] as Image).alt })).toHaveAttribute('loading', 'lazy');
  });

  it('crops the fixed-ratio variant to 16:9 unless the editor sets a ratio', () => {
    const { rerender } = render(<BlockRenderer registry={registry} context={createBlockContext()} blocks={[fixedRatio]} />);
    const image = fixedRatio['image'] as Image;
    expect(screen.getByRole('heading', { level: 1, name: String(fixedRatio['title']) })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: image.alt }).style.aspectRatio).toBe('16 / 9');
    expect(screen.getByRole('img', { name: image.alt })).toHaveAttribute('height', '450');
    rerender(<BlockRenderer registry={registry} context={createBlockContext()} blocks={[{ ...fixedRatio, ratio: '4:3' }]} />);
    expect(screen.getByRole('img', { name: image.alt }).style.aspectRatio).toBe('4 / 3');
  });

  it('renders nothing without its image in production', () => {
    const context = createBlockContext();
    const { container } = render(<BlockRenderer registry={registry} context={context} blocks={[{ ...blok, image: { id: null, filename: '' } }]} />);
    expect(container).toBeEmptyDOMElement();
    expect(context.problems).toMatchObject([{ kind: 'invalid-content', component: 'editorial_hero', uid: blok._uid }]);
  });

  it('names the malformed fields in draft mode', () => {
    const context = createBlockContext({ draft: true });
    const { container } = render(
      <BlockRenderer registry={registry} context={context} blocks={[{ ...fixedRatio, title: 7, ratio: 'breit' }]} />,
    );
    const issue = container.querySelector('[data-block-issue="invalid-content"]');
    expect(issue).toHaveTextContent('title');
    expect(issue).toHaveTextContent('ratio');
    expect(context.problems).toMatchObject([{ kind: 'invalid-content', component: 'editorial_hero_fixed_ratio' }]);
  });
});
