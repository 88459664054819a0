import smartProMini from '@clavis/content-server/stories/de/global/produkte/smart-pro-mini.json';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { BlockRenderer } from '../../core/BlockRenderer';
import { resolveFixtureRelations } from '../../shared/cards/testing/resolveFixtureRelations';
import { createBlockContext } from '../../testing/createBlockContext';
import { fixtureBlok } from '../../testing/fixtures';
import { productHeroBlock } from './index';

const registry = { product_hero: productHeroBlock };
const raw = fixtureBlok('product_hero');
const blok = resolveFixtureRelations(raw, ['product_hero.product'], [smartProMini]);

const meta = {
  title: 'Blocks/ProductHero',
  args: { blok, draft: false },
  render: ({ blok, draft }) => <BlockRenderer registry={registry} context={createBlockContext({ draft })} blocks={[blok]} />,
} satisfies Meta<{ blok: Record<string, unknown>; draft: boolean }>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const CustomLink: Story = {
  args: { blok: { ...blok, link: { linktype: 'url', url: 'https://shop.clavis.example/smart-pro-mini' }, link_label: 'Jetzt kaufen' } },
};
/** The relation was not resolved (unpublished product): editors see why the hero is missing. */
export const Malformed: Story = { args: { blok: raw, draft: true } };
