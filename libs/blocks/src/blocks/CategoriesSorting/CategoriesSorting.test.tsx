import carKeys from '@clavis/content-server/stories/de/global/kategorien/autoschluessel.json';
import laserBlanks from '@clavis/content-server/stories/de/global/kategorien/laser-rohlinge.json';
import automotiveMachines from '@clavis/content-server/stories/de/global/kategorien/maschinen-fahrzeugschluessel.json';
import transponderKeys from '@clavis/content-server/stories/de/global/kategorien/transponderschluessel.json';
import accessories from '@clavis/content-server/stories/de/global/kategorien/zubehoer.json';
import { render, screen } from '@testing-library/react';
import { BlockRenderer } from '../../core/BlockRenderer';
import { collectBlockData, registryRelations } from '../../core/collectBlockData';
import { fixtureBlockData, resolveFixtureRelations } from '../../shared/cards/testing/resolveFixtureRelations';
import { createBlockContext } from '../../testing/createBlockContext';
import { fixtureBlok } from '../../testing/fixtures';
import { categoriesSortingBlock } from './index';

const registry = { categories_sorting: categoriesSortingBlock };
const raw = fixtureBlok('categories_sorting');
const blok = resolveFixtureRelations(raw, registryRelations(registry), [carKeys, transponderKeys, laserBlanks, automotiveMachines]);
const scope = { market: 'germany', locale: 'de' } as const;
const auto = { _uid: 'auto-1', component: 'categories_sorting', mode: 'auto', title: 'Produkte' };

describe('CategoriesSorting', () => {
  it('manual: shows the chosen categories in order as tiles linking to their category pages', () => {
    expect(collectBlockData([raw], registry, scope)).toEqual([]);
    render(<BlockRenderer registry={registry} context={createBlockContext()} blocks={[blok]} />);
    // Without a title of its own, the tiles' titles are the section's headings.
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Autoschlüssel',
      'Transponderschlüssel',
      'Laser-Rohlinge',
      'Maschinen für Fahrzeugschlüssel',
    ]);
    expect(screen.getByRole('link', { name: 'Autoschlüssel' })).toHaveAttribute('href', '/kategorien/autoschluessel');
    expect(screen.getByText('Laser-Rohlinge: 7 Artikel aus dem Clavis-Sortiment.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Car keys' })).toHaveAttribute('src', '/f/287000/800x600/cf81892496/category-car-keys.jpg');
  });

  it("auto: asks for the catalogue's categories and shows them in the CMS's order", () => {
    expect(registryRelations(registry)).toEqual(['categories_sorting.categories']);
    expect(collectBlockData([auto], registry, scope)).toEqual([
      { uid: 'auto-1', startsWith: 'de/global/kategorien/', contentTypes: ['category'], sortBy: 'position:asc', limit: 50 },
    ]);
    expect(collectBlockData([auto], registry, { market: 'global', locale: 'en' })[0]?.startsWith).toBe('en/global/category/');
    const data = { 'auto-1': fixtureBlockData([carKeys, accessories]) };
    render(<BlockRenderer registry={registry} context={createBlockContext({ data })} blocks={[auto]} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Produkte' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Autoschlüssel', 'Zubehör']);
  });

  it('renders nothing when no chosen category is published, and a hint in draft mode', () => {
    const { container } = render(<BlockRenderer registry={registry} context={createBlockContext()} blocks={[raw]} />);
    expect(container).toBeEmptyDOMElement();
    const draft = render(<BlockRenderer registry={registry} context={createBlockContext({ draft: true })} blocks={[raw]} />);
    expect(draft.container.querySelector('[data-listing-empty="categories_sorting"]')).toBeInTheDocument();
  });

  it('isolates a manual choice without categories and an unknown mode, naming the field in draft mode', () => {
    const context = createBlockContext({ draft: true });
    const { container } = render(
      <BlockRenderer registry={registry} context={context} blocks={[{ ...raw, categories: [] }, { ...raw, _uid: 'b2', mode: 'random' }]} />,
    );
    const issues = container.querySelectorAll('[data-block-issue="invalid-content"]');
    expect(issues[0]).toHaveTextContent('categories');
    expect(issues[1]).toHaveTextContent('mode');
    expect(context.problems).toMatchObject([{ kind: 'invalid-content', uid: raw._uid }, { kind: 'invalid-content', uid: 'b2' }]);
    const production = render(<BlockRenderer registry={registry} context={createBlockContext()} blocks={[{ ...raw, categories: [] }]} />);
    expect(production.container).toBeEmptyDOMElement();
  });
});
