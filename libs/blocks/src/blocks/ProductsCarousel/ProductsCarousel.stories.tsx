import arcaAr50 from '@clavis/content-server/stories/de/global/produkte/arca-ar50.json';
import arcaAr52 from '@clavis/content-server/stories/de/global/produkte/arca-ar52.json';
import arcaAr54 from '@clavis/content-server/stories/de/global/produkte/arca-ar54.json';
import futura from '@clavis/content-server/stories/de/global/produkte/futura.json';
import futuraPro from '@clavis/content-server/stories/de/global/produkte/futura-pro.json';
import orionCode from '@clavis/content-server/stories/de/global/produkte/orion-code.json';
import smartPro from '@clavis/content-server/stories/de/global/produkte/smart-pro.json';
import smartProMini from '@clavis/content-server/stories/de/global/produkte/smart-pro-mini.json';
import titanLaser from '@clavis/content-server/stories/de/global/produkte/titan-laser.json';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { BlockRenderer } from '../../core/BlockRenderer';
import { fixtureBlockData, resolveFixtureRelations } from '../../shared/cards/testing/resolveFixtureRelations';
import { createBlockContext } from '../../testing/createBlockContext';
import { fixtureBlok } from '../../testing/fixtures';
import { productsCarouselBlock } from './index';

const registry = { products_carousel: productsCarouselBlock };
const raw = fixtureBlok('products_carousel');
const blok = resolveFixtureRelations(raw, ['products_carousel.products'], [futura, futuraPro, smartProMini, smartPro, titanLaser, orionCode]);
const catalogue = fixtureBlockData([arcaAr50, arcaAr52, arcaAr54, futura]);

const meta = {
  title: 'Blocks/ProductsCarousel',
  args: { blok, draft: false },
  render: ({ blok, draft }) => (
    <BlockRenderer registry={registry} context={createBlockContext({ draft, data: { [raw._uid]: catalogue } })} blocks={[blok]} />
  ),
} satisfies Meta<{ blok: Record<string, unknown>; draft: boolean }>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** No products chosen: the catalogue's residential products. */
export const Segment: Story = { args: { blok: { ...raw, products: [], segment: 'residential', title: 'Wohnbereich' } } };
export const EmptyInDraft: Story = { args: { blok: { ...raw, products: ['00000000-0000-4000-8000-000000000000'] }, draft: true } };
export const Malformed: Story = { args: { blok: { ...raw, segment: 'marine' }, draft: true } };
