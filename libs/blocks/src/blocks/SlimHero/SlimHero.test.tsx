import { render, screen } from '@testing-library/react';
import { BlockRenderer } from '../../core/BlockRenderer';
import { createBlockContext } from '../../testing/createBlockContext';
import { fixtureBlok } from '../../testing/fixtures';
import { slimHeroBlock } from './index';

const registry = { slim_hero: slimHeroBlock };
const blok = fixtureBlok('slim_hero');
const image = blok['image'] as { filename: string };

describe('SlimHero', () => {
  it('opens the page with its title as the h1 and a decorative picture', () => {
    const { container } = render(<BlockRenderer registry={registry} context={createBlockContext()} blocks={[blok]} />);
    expect(screen.getByRole('heading', { level: 1, name: String(blok['title']) })).toBeInTheDocument();
    const picture = container.querySelector('img');
    expect(picture).toHaveAttribute('src', image.filename);
    expect(picture).toHaveAttribute('alt', '');
    expect(picture).toHaveAttribute('loading', 'eager');
    expect(picture).toHaveAttribute('fetchpriority', 'high');
    expect(picture?.style.aspectRatio).toBe('21 / 9');
  });

  it('is a section heading with a lazy picture when it does not open the page', () => {
    const second = { ...blok, _uid: 'second' };
    const { container } = render(<BlockRenderer registry={registry} context={createBlockContext()} blocks={[blok, second]} />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 2, name: String(blok['title']) })).toBeInTheDocument();
    expect(container.querySelectorAll('img')[1]).toHaveAttribute('loading', 'lazy');
  });

  it('shows the title alone when the image field is empty', () => {
    const { container } = render(
      <BlockRenderer registry={registry} context={createBlockContext()} blocks={[{ ...blok, image: { id: null, filename: '' } }]} />,
    );
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
  });

  it('renders nothing without a title in production', () => {
    const context = createBlockContext();
    const { container } = render(<BlockRenderer registry={registry} context={context} blocks={[{ ...blok, title: ' ' }]} />);
    expect(container).toBeEmptyDOMElement();
    expect(context.problems).toMatchObject([{ kind: 'invalid-content', component: 'slim_hero', uid: blok._uid }]);
  });

  it('names the malformed field in draft mode', () => {
    const context = createBlockContext({ draft: true });
    const { container } = render(<BlockRenderer registry={registry} context={context} blocks={[{ ...blok, title: 42 }]} />);
    expect(container.querySelector('[data-block-issue="invalid-content"]')).toHaveTextContent('title');
    expect(context.problems).toMatchObject([{ kind: 'invalid-content', details: [expect.stringContaining('title')] }]);
  });
});
