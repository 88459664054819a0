import arcaAr50 from '@clavis/content-server/stories/de/global/produkte/arca-ar50.json';
import futura from '@clavis/content-server/stories/de/global/produkte/futura.json';
import futuraPro from '@clavis/content-server/stories/de/global/produkte/futura-pro.json';
import orionCode from '@clavis/content-server/stories/de/global/produkte/orion-code.json';
import smartPro from '@clavis/content-server/stories/de/global/produkte/smart-pro.json';
import smartProMini from '@clavis/content-server/stories/de/global/produkte/smart-pro-mini.json';
import titanLaser from '@clavis/content-server/stories/de/global/produkte/titan-laser.json';
import { render, screen, within } from '@testing-library/react';
import { BlockRenderer } from '../../core/BlockRenderer';
import { collectBlockData, registryRelations } from '../../core/collectBlockData';
import { fixtureBlockData, resolveFixtureRelations } from '../../shared/cards/testing/resolveFixtureRelations';
import { createBlockContext } from '../../testing/createBlockContext';
import { fixtureBlok } from '../../testing/fixtures';
import { productsCarouselBlock } from './index';

const registry = { products_carousel: productsCarouselBlock };
const raw = fixtureBlok('products_carousel');
const blok = resolveFixtureRelations(raw, registryRelations(registry), [futura, futuraPro, smartProMini, smartPro, titanLaser, orionCode]);
const scope = { market: 'germany', locale: 'de' } as const;

const slideTitles = (carousel: HTMLElement) =>
  // Slides past the first are hidden from assistive technology until shown.
  within(carousel).getAllByRole('heading', { level: 3, hidden: true }).map((heading) => heading.textContent);

describe('ProductsCarousel', () => {
  it('resolves the chosen products and loads nothing more', () => {
    expect(registryRelations(registry)).toEqual(['products_carousel.products']);
    expect(collectBlockData([raw], registry, scope)).toEqual([]);
  });

  it("shows the chosen products in the editor's order, three to a slide, linking to their pages", () => {
    render(<BlockRenderer registry={registry} context={createBlockContext()} blocks={[blok]} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Produkte' })).toBeInTheDocument();
    const carousel = screen.getByRole('region', { name: 'Produkte' });
    expect(slideTitles(carousel)).toEqual(['Futura', 'Futura Pro', 'Smart Pro Mini', 'Smart Pro', 'Titan Laser', 'Orion Code']);
    expect(within(carousel).getAllByRole('group', { hidden: true })).toHaveLength(2);
    expect(within(carousel).getByRole('link', { name: 'Futura Pro' })).toHaveAttribute('href', '/produkte/futura-pro');
    expect(within(carousel).getByText('FU-200')).toBeInTheDocument();
    expect(within(carousel).getByRole('img', { name: 'Futura Pro' })).toHaveAttribute('src', expect.stringMatching(/^\/f\/287000\/.+\.(jpe?g|png|webp)$/));
  });

  it('skips chosen products that were not resolved (unpublished)', () => {
    const partly = resolveFixtureRelations(raw, registryRelations(registry), [futura, orionCode]);
    render(<BlockRenderer registry={registry} context={createBlockContext()} blocks={[partly]} />);
    expect(slideTitles(screen.getByRole('region', { name: 'Produkte' }))).toEqual(['Futura', 'Orion Code']);
  });

  it('without a choice, lists the catalogue of the segment', () => {
    const auto = { ...raw, products: [], segment: 'residential' };
    expect(collectBlockData([auto], registry, scope)).toEqual([
      { uid: raw._uid, startsWith: 'de/global/produkte/', contentTypes: ['product'], sortBy: 'content.name:asc', limit: 100 },
    ]);
    const data = { [raw._uid]: fixtureBlockData([arcaAr50, futura]) };
    render(<BlockRenderer registry={registry} context={createBlockContext({ data })} blocks={[auto]} />);
    expect(slideTitles(screen.getByRole('region', { name: 'Produkte' }))).toEqual([arcaAr50.content.name]);
  });

  it('renders nothing without products in production, and a hint in draft mode', () => {
    const none = { ...raw, products: [] };
    const { container } = render(<BlockRenderer registry={registry} context={createBlockContext()} blocks={[none]} />);
    expect(container).toBeEmptyDOMElement();
    const draft = render(<BlockRenderer registry={registry} context={createBlockContext({ draft: true })} blocks={[none]} />);
    expect(draft.container.querySelector('[data-listing-empty="products_carousel"]')).toBeInTheDocument();
  });

  it('isolates an unknown segment and names the field in draft mode', () => {
    const context = createBlockContext({ draft: true });
    const { container } = render(<BlockRenderer registry={registry} context={context} blocks={[{ ...raw, segment: 'marine' }]} />);
    expect(container.querySelector('[data-block-issue="invalid-content"]')).toHaveTextContent('segment');
    expect(context.problems).toMatchObject([{ kind: 'invalid-content', uid: raw._uid }]);
    const production = render(<BlockRenderer registry={registry} context={createBlockContext()} blocks={[{ ...raw, products: 'futura' }]} />);
    expect(production.container).toBeEmptyDOMElement();
  });
});
