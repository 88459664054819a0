import type { Meta, StoryObj } from '@storybook/react-vite';
import { BlockRenderer } from '../../core/BlockRenderer';
import { createBlockContext } from '../../testing/createBlockContext';
import { fixtureBlok } from '../../testing/fixtures';
import { fullBannerBlock, fullBannerFixedRatioBlock } from './index';

const registry = { full_banner: fullBannerBlock, full_banner_fixed_ratio: fullBannerFixedRatioBlock };
const blok = fixtureBlok('full_banner');
const fixedRatio = fixtureBlok('full_banner_fixed_ratio');

const meta = {
  title: 'Blocks/FullBanner',
  args: { blok, draft: false },
  render: ({ blok, draft }) => <BlockRenderer registry={registry} context={createBlockContext({ draft })} blocks={[blok]} />,
} satisfies Meta<{ blok: Record<string, unknown>; draft: boolean }>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const FixedRatio: Story = { args: { blok: fixedRatio } };
export const FixedRatioDefault: Story = { args: { blok: { ...fixedRatio, ratio: '' } } };
export const WithLabel: Story = { args: { blok: { ...blok, link_label: 'Zur Smart Pro Mini' } } };
export const Malformed: Story = { args: { blok: { ...fixedRatio, ratio: 'breit' }, draft: true } };
