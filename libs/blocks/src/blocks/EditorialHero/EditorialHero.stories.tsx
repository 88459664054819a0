import type { Story as CmsStory } from '@clavis/cms-client';
import smartProWeek from '@clavis/content-server/stories/de/germany/smart-pro-woche.json';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { BlockRenderer } from '../../core/BlockRenderer';
import { createBlockContext } from '../../testing/createBlockContext';
import { fixtureBlok } from '../../testing/fixtures';
import { editorialHeroBlock, editorialHeroFixedRatioBlock } from './index';

const registry = { editorial_hero: editorialHeroBlock, editorial_hero_fixed_ratio: editorialHeroFixedRatioBlock };
const blok = fixtureBlok('editorial_hero');
const fixedRatio = fixtureBlok('editorial_hero_fixed_ratio', [smartProWeek as unknown as CmsStory]);

const meta = {
  title: 'Blocks/EditorialHero',
  args: { blok, draft: false },
  render: ({ blok, draft }) => <BlockRenderer registry={registry} context={createBlockContext({ draft })} blocks={[blok]} />,
} satisfies Meta<{ blok: Record<string, unknown>; draft: boolean }>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const FixedRatio: Story = { args: { blok: fixedRatio } };
export const FixedRatioWide: Story = { args: { blok: { ...fixedRatio, ratio: '21:9' } } };
export const WithoutCallToAction: Story = { args: { blok: { ...blok, link: null, link_label: '' } } };
export const Malformed: Story = { args: { blok: { ...blok, image: { id: null, filename: '' } }, draft: true } };
