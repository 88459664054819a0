import type { Meta, StoryObj } from '@storybook/react-vite';
import { BlockRenderer } from '../../core/BlockRenderer';
import { createBlockContext } from '../../testing/createBlockContext';
import { fixtureBlok } from '../../testing/fixtures';
import { slimHeroBlock } from './index';

const registry = { slim_hero: slimHeroBlock };
const blok = fixtureBlok('slim_hero');

const meta = {
  title: 'Blocks/SlimHero',
  args: { blok, draft: false },
  render: ({ blok, draft }) => <BlockRenderer registry={registry} context={createBlockContext({ draft })} blocks={[blok]} />,
} satisfies Meta<{ blok: Record<string, unknown>; draft: boolean }>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithoutImage: Story = { args: { blok: { ...blok, image: { id: null, filename: '' } } } };
export const LongTitle: Story = {
  args: { blok: { ...blok, title: 'Schlüsselrohlinge und Schlüsselfräsmaschinen für Schlüsseldienste, Autohäuser und Fachhandel' } },
};
export const Malformed: Story = { args: { blok: { ...blok, title: '' }, draft: true } };
