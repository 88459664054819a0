import fleetKeys from '@clavis/content-server/stories/de/germany/industrielle-losungen/flottenschluessel.json';
import lockingSystems from '@clavis/content-server/stories/de/germany/industrielle-losungen/schliessanlagen.json';
import afterSales from '@clavis/content-server/stories/de/germany/kundendienst/_startpage.json';
import repairs from '@clavis/content-server/stories/de/germany/kundendienst/reparaturen.json';
import softwareUpdates from '@clavis/content-server/stories/de/germany/kundendienst/software-updates.json';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { BlockRenderer } from '../../core/BlockRenderer';
import { fixtureBlockData, resolveFixtureRelations } from '../../shared/cards/testing/resolveFixtureRelations';
import { createBlockContext } from '../../testing/createBlockContext';
import { fixtureBlok, fixtureStories } from '../../testing/fixtures';
import { pagesSortingBlock } from './index';

const registry = { pages_sorting: pagesSortingBlock };
const manualRaw = fixtureBlok('pages_sorting', [fixtureStories['industrialSolutions'] as never]);
const manual = resolveFixtureRelations(manualRaw, ['pages_sorting.pages'], [lockingSystems, fleetKeys]);
const auto = fixtureBlok('pages_sorting', [fixtureStories['afterSales'] as never]);
const afterSalesPages = fixtureBlockData([afterSales, repairs, softwareUpdates]);

const meta = {
  title: 'Blocks/PagesSorting',
  args: { blok: manual, draft: false },
  render: ({ blok, draft }) => (
    <BlockRenderer
      registry={registry}
      context={createBlockContext({ draft, storySlug: afterSales.full_slug, data: { [auto._uid]: afterSalesPages } })}
      blocks={[blok]}
    />
  ),
} satisfies Meta<{ blok: Record<string, unknown>; draft: boolean }>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** The pages of the after-sales folder, as on its start page. */
export const Auto: Story = { args: { blok: auto } };
export const EmptyInDraft: Story = { args: { blok: manualRaw, draft: true } };
export const Malformed: Story = { args: { blok: { ...manualRaw, pages: null }, draft: true } };
