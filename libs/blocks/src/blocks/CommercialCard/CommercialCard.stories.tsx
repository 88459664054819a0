import type { Story as CmsStory } from '@clavis/cms-client';
import smartProWeek from '@clavis/content-server/stories/de/germany/smart-pro-woche.json';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { BlockRenderer } from '../../core/BlockRenderer';
import { createBlockContext } from '../../testing/createBlockContext';
import { fixtureBlok } from '../../testing/fixtures';
import { commercialCardBlock } from './index';

const registry = { commercial_card: commercialCardBlock };
const blok = fixtureBlok('commercial_card', [smartProWeek as unknown as CmsStory]);
const image = fixtureBlok('editorial_hero_fixed_ratio', [smartProWeek as unknown as CmsStory])['image'];

const meta = {
  title: 'Blocks/CommercialCard',
  args: { blok, draft: false },
  render: ({ blok, draft }) => <BlockRenderer registry={registry} context={createBlockContext({ draft })} blocks={[blok]} />,
} satisfies Meta<{ blok: Record<string, unknown>; draft: boolean }>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithPictureAndText: Story = {
  args: { blok: { ...blok, image, eyebrow: 'Angebot', text: 'Die Smart Pro zum Aktionspreis während der Smart Pro Week.' } },
};
export const Malformed: Story = { args: { blok: { ...blok, link: null }, draft: true } };
