import carKeys from '@clavis/content-server/stories/de/global/kategorien/autoschluessel.json';
import dimpleKeys from '@clavis/content-server/stories/de/global/kategorien/bohrmuldenschluessel.json';
import laserBlanks from '@clavis/content-server/stories/de/global/kategorien/laser-rohlinge.json';
import automotiveMachines from '@clavis/content-server/stories/de/global/kategorien/maschinen-fahrzeugschluessel.json';
import residentialMachines from '@clavis/content-server/stories/de/global/kategorien/maschinen-hausschluessel.json';
import transponderKeys from '@clavis/content-server/stories/de/global/kategorien/transponderschluessel.json';
import accessories from '@clavis/content-server/stories/de/global/kategorien/zubehoer.json';
import cylinderKeys from '@clavis/content-server/stories/de/global/kategorien/zylinderschluessel.json';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { BlockRenderer } from '../../core/BlockRenderer';
import { fixtureBlockData, resolveFixtureRelations } from '../../shared/cards/testing/resolveFixtureRelations';
import { createBlockContext } from '../../testing/createBlockContext';
import { fixtureBlok } from '../../testing/fixtures';
import { categoriesSortingBlock } from './index';

const registry = { categories_sorting: categoriesSortingBlock };
const raw = fixtureBlok('categories_sorting');
const all = [carKeys, transponderKeys, laserBlanks, automotiveMachines, cylinderKeys, dimpleKeys, residentialMachines, accessories];
const blok = resolveFixtureRelations(raw, ['categories_sorting.categories'], all);

const meta = {
  title: 'Blocks/CategoriesSorting',
  args: { blok, draft: false },
  render: ({ blok, draft }) => (
    <BlockRenderer registry={registry} context={createBlockContext({ draft, data: { [raw._uid]: fixtureBlockData(all) } })} blocks={[blok]} />
  ),
} satisfies Meta<{ blok: Record<string, unknown>; draft: boolean }>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** Every category of the catalogue, as on the products page. */
export const Auto: Story = { args: { blok: { _uid: raw._uid, component: 'categories_sorting', mode: 'auto', title: 'Produkte' } } };
export const EmptyInDraft: Story = { args: { blok: raw, draft: true } };
export const Malformed: Story = { args: { blok: { ...raw, categories: [] }, draft: true } };
