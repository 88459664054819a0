import smartProMini from '@clavis/content-server/stories/de/global/produkte/smart-pro-mini.json';
import { render, screen } from '@testing-library/react';
import { BlockRenderer } from '../../core/BlockRenderer';
import { registryRelations } from '../../core/collectBlockData';
import { resolveFixtureRelations } from '../../shared/cards/testing/resolveFixtureRelations';
import { createBlockContext } from '../../testing/createBlockContext';
import { fixtureBlok } from '../../testing/fixtures';
import { productHeroBlock } from './index';

const registry = { product_hero: productHeroBlock };
const raw = fixtureBlok('product_hero');
const blok = resolveFixtureRelations(raw, registryRelations(registry), [smartProMini]);

describe('ProductHero', () => {
  it('asks the CMS to resolve its product', () => {
    expect(registryRelations(registry)).toEqual(['product_hero.product']);
  });

  it("shows the product's name as the page title, its picture, description and a link to it", () => {
    render(<BlockRenderer registry={registry} context={createBlockContext()} blocks={[blok]} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Smart Pro Mini' })).toBeInTheDocument();
    expect(screen.getByText('SP-050')).toBeInTheDocument();
    expect(screen.getByText(/Kompakte Akku-Fräsmaschine/)).toBeInTheDocument();
    const image = screen.getByRole('img', { name: 'Smart Pro Mini' });
    expect(image).toHaveAttribute('src', '/f/287000/800x600/517c943982/smart-pro-mini.jpg');
    expect(image).toHaveAttribute('loading', 'eager');
    expect(screen.getByRole('link', { name: /^Weiterlesen ?: Smart Pro Mini$/ })).toHaveAttribute('href', '/produkte/smart-pro-mini');
  });

  it("leads to the editor's link with the editor's label when one is set", () => {
    const withLink = { ...blok, link: { linktype: 'url', url: 'https://shop.clavis.example/smart-pro-mini' }, link_label: 'Jetzt kaufen' };
    render(<BlockRenderer registry={registry} context={createBlockContext()} blocks={[withLink]} />);
    expect(screen.getByRole('link', { name: 'Jetzt kaufen' })).toHaveAttribute('href', 'https://shop.clavis.example/smart-pro-mini');
  });

  it('isolates an unresolved product and names the field in draft mode', () => {
    const context = createBlockContext({ draft: true });
    const { container } = render(<BlockRenderer registry={registry} context={context} blocks={[raw]} />);
    expect(container.querySelector('[data-block-issue="invalid-content"]')).toHaveTextContent('product');
    expect(context.problems).toMatchObject([{ kind: 'invalid-content', uid: raw._uid }]);
    const production = render(<BlockRenderer registry={registry} context={createBlockContext()} blocks={[raw]} />);
    expect(production.container).toBeEmptyDOMElement();
  });

  it('isolates a relation to a story that is not a product', () => {
    const context = createBlockContext({ draft: true });
    const notAProduct = { ...blok, product: { ...blok['product'] as object, content: { component: 'news', name: 'Smart Pro Mini' } } };
    const { container } = render(<BlockRenderer registry={registry} context={context} blocks={[notAProduct]} />);
    expect(container.querySelector('[data-block-issue="invalid-content"]')).toHaveTextContent('product.content.component');
  });
});
