import fleetKeys from '@clavis/content-server/stories/de/germany/industrielle-losungen/flottenschluessel.json';
import lockingSystems from '@clavis/content-server/stories/de/germany/industrielle-losungen/schliessanlagen.json';
import afterSales from '@clavis/content-server/stories/de/germany/kundendienst/_startpage.json';
import repairs from '@clavis/content-server/stories/de/germany/kundendienst/reparaturen.json';
import softwareUpdates from '@clavis/content-server/stories/de/germany/kundendienst/software-updates.json';
import { render, screen } from '@testing-library/react';
import { BlockRenderer } from '../../core/BlockRenderer';
import { collectBlockData, registryRelations } from '../../core/collectBlockData';
import { fixtureBlockData, resolveFixtureRelations } from '../../shared/cards/testing/resolveFixtureRelations';
import { createBlockContext } from '../../testing/createBlockContext';
import { fixtureBlok, fixtureStories } from '../../testing/fixtures';
import { pagesSortingBlock } from './index';

const registry = { pages_sorting: pagesSortingBlock };
const manualRaw = fixtureBlok('pages_sorting', [fixtureStories['industrialSolutions'] as never]);
const manual = resolveFixtureRelations(manualRaw, registryRelations(registry), [lockingSystems, fleetKeys]);
const auto = fixtureBlok('pages_sorting', [fixtureStories['afterSales'] as never]);
const afterSalesScope = { market: 'germany', locale: 'de', storySlug: 'de/germany/kundendienst/' } as const;

describe('PagesSorting', () => {
  it("manual: shows the chosen pages in the editor's order, with their hero picture and first lines", () => {
    expect(registryRelations(registry)).toEqual(['pages_sorting.pages']);
    expect(collectBlockData([manualRaw], registry, afterSalesScope)).toEqual([]);
    render(<BlockRenderer registry={registry} context={createBlockContext()} blocks={[manual]} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Lösungen' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Schließanlagen', 'Flottenschlüssel']);
    expect(screen.getByRole('link', { name: 'Schließanlagen' })).toHaveAttribute('href', '/industrielle-losungen/schliessanlagen');
    expect(screen.getByRole('img', { name: 'Clavis 1' })).toHaveAttribute('src', expect.stringContaining('/scene-'));
    expect(screen.getByText('Planung und Fertigung von Schließanlagen für Industrie, Kliniken und Verwaltungen.')).toBeInTheDocument();
  });

  it("auto: asks for the folder's pages and leaves out the folder's own start page", () => {
    expect(collectBlockData(afterSales.content, registry, afterSalesScope)).toEqual([
      {
        uid: auto._uid,
        startsWith: 'de/germany/kundendienst/',
        contentTypes: ['page', 'landing_page'],
        sortBy: 'position:asc',
        limit: 25,
      },
    ]);
    const data = { [auto._uid]: fixtureBlockData([afterSales, repairs, softwareUpdates]) };
    render(<BlockRenderer registry={registry} context={createBlockContext({ data, storySlug: afterSales.full_slug })} blocks={[auto]} />);
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Reparaturen', 'Software-Updates']);
    expect(screen.getByRole('link', { name: 'Software-Updates' })).toHaveAttribute('href', '/kundendienst/software-updates');
  });

  it('renders nothing when no page is published, and a hint in draft mode', () => {
    const { container } = render(<BlockRenderer registry={registry} context={createBlockContext()} blocks={[manualRaw]} />);
    expect(container).toBeEmptyDOMElement();
    const draft = render(<BlockRenderer registry={registry} context={createBlockContext({ draft: true })} blocks={[auto]} />);
    expect(draft.container.querySelector('[data-listing-empty="pages_sorting"]')).toBeInTheDocument();
  });

  it('isolates a manual choice without pages and names the field in draft mode', () => {
    const context = createBlockContext({ draft: true });
    const { container } = render(<BlockRenderer registry={registry} context={context} blocks={[{ ...manualRaw, pages: null }]} />);
    expect(container.querySelector('[data-block-issue="invalid-content"]')).toHaveTextContent('pages');
    expect(context.problems).toMatchObject([{ kind: 'invalid-content', uid: manualRaw._uid }]);
    const production = render(<BlockRenderer registry={registry} context={createBlockContext()} blocks={[{ ...auto, mode: 1 }]} />);
    expect(production.container).toBeEmptyDOMElement();
  });
});
