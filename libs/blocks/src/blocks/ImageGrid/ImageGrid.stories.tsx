import type { Meta, StoryObj } from '@storybook/react-vite';
import { BlockRenderer } from '../../core/BlockRenderer';
import { createBlockContext } from '../../testing/createBlockContext';
import { fixtureBlok } from '../../testing/fixtures';
import { imageGridBlock } from './index';

const registry = { image_grid: imageGridBlock };
const blok = fixtureBlok('image_grid');
const images = blok['images'] as unknown[];

const meta = {
  title: 'Blocks/ImageGrid',
  args: { blok, draft: false },
  render: ({ blok, draft }) => <BlockRenderer registry={registry} context={createBlockContext({ draft })} blocks={[blok]} />,
} satisfies Meta<{ blok: Record<string, unknown>; draft: boolean }>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const TwoColumns: Story = { args: { blok: { ...blok, columns: 2, images: images.slice(0, 2) } } };
export const FourColumnsWithoutTitle: Story = { args: { blok: { ...blok, title: '', columns: 4, images: [...images, images[0]] } } };
export const Malformed: Story = { args: { blok: { ...blok, images: [] }, draft: true } };
