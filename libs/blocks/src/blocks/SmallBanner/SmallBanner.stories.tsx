import type { Meta, StoryObj } from '@storybook/react-vite';
import { BlockRenderer } from '../../core/BlockRenderer';
import { createBlockContext } from '../../testing/createBlockContext';
import { fixtureBlok, fixtureBloks } from '../../testing/fixtures';
import { smallBannerBlock } from './index';

const registry = { small_banner: smallBannerBlock };
const blok = fixtureBlok('small_banner');
const withoutImage = fixtureBloks('small_banner').find((candidate) => !candidate['image']) ?? { ...blok, image: null };

const meta = {
  title: 'Blocks/SmallBanner',
  args: { blok, draft: false },
  render: ({ blok, draft }) => <BlockRenderer registry={registry} context={createBlockContext({ draft })} blocks={[blok]} />,
} satisfies Meta<{ blok: Record<string, unknown>; draft: boolean }>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithoutImage: Story = { args: { blok: withoutImage } };
export const Malformed: Story = { args: { blok: { ...blok, title: '' }, draft: true } };
