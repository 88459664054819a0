import { render, screen } from '@testing-library/react';
import { BlockRenderer } from '../../core/BlockRenderer';
import { createBlockContext } from '../../testing/createBlockContext';
import { fixtureBlok } from '../../testing/fixtures';
import { articleHeroBlock } from './index';

const registry = { article_hero: articleHeroBlock };
const blok = fixtureBlok('article_hero');

describe('ArticleHero', () => {
  it('shows the title as the page heading, the subtitle, the date in the locale and the picture', () => {
    render(<BlockRenderer registry={registry} context={createBlockContext()} blocks={[blok]} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Unternehmen mit Geschichte' })).toBeInTheDocument();
    expect(screen.getByText('Von der Werkstatt zum Weltmarkt')).toBeInTheDocument();
    const date = screen.getByText('11. Dezember 2024');
    expect(date.tagName).toBe('TIME');
    expect(date).toHaveAttribute('dateTime', '2024-12-11T09:00:00.000Z');
    const image = screen.getByRole('img', { name: 'Clavis 10' });
    expect(image).toHaveAttribute('src', '/f/287000/800x600/894fd4710b/scene-10.jpg');
    expect(image).toHaveAttribute('width', '800');
    expect(image).toHaveAttribute('height', '600');
    expect(image).toHaveAttribute('loading', 'eager');
  });

  it('is a section with an h2 and a lazy picture when it does not open the page', () => {
    render(<BlockRenderer registry={registry} context={createBlockContext()} blocks={[blok, { ...blok, _uid: 'second', title: 'Zweiter Artikel' }]} />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 2, name: 'Zweiter Artikel' })).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: 'Clavis 10' })[1]).toHaveAttribute('loading', 'lazy');
  });

  it('formats the date in the page locale', () => {
    render(<BlockRenderer registry={registry} context={createBlockContext({ locale: 'en' })} blocks={[blok]} />);
    expect(screen.getByText('December 11, 2024').tagName).toBe('TIME');
  });

  it('leaves out what the editor left empty', () => {
    const { container } = render(
      <BlockRenderer registry={registry} context={createBlockContext()} blocks={[{ ...blok, subtitle: '', date: '', image: { id: null, filename: '' } }]} />,
    );
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(container.querySelector('time, img, p')).toBeNull();
  });

  it('renders nothing without a title in production, and reports it', () => {
    const context = createBlockContext();
    const { container } = render(<BlockRenderer registry={registry} context={context} blocks={[{ ...blok, title: '' }]} />);
    expect(container).toBeEmptyDOMElement();
    expect(context.problems).toMatchObject([{ kind: 'invalid-content', details: [expect.stringMatching(/^title:/)] }]);
  });

  it('names a date that is not one in draft mode', () => {
    const context = createBlockContext({ draft: true });
    const { container } = render(<BlockRenderer registry={registry} context={context} blocks={[{ ...blok, date: 'nächste Woche' }]} />);
    expect(container.querySelector('[data-block-issue="invalid-content"]')).toHaveTextContent('date: is not a date');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(context.problems).toMatchObject([{ kind: 'invalid-content', uid: blok._uid }]);
  });
});
