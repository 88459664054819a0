import type { Meta, StoryObj } from '@storybook/react-vite';
import { BlockRenderer } from '../../core/BlockRenderer';
import { createBlockContext } from '../../testing/createBlockContext';
import { fixtureBlok } from '../../testing/fixtures';
import { richTextWithImageBlock } from './index';

const registry = { rich_text_with_image: richTextWithImageBlock };
const blok = fixtureBlok('rich_text_with_image');

const meta = {
  title: 'Blocks/RichTextWithImage',
  args: { blok, draft: false },
  render: ({ blok, draft }) => <BlockRenderer registry={registry} context={createBlockContext({ draft })} blocks={[blok]} />,
} satisfies Meta<{ blok: Record<string, unknown>; draft: boolean }>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const ImageLeft: Story = { args: { blok: { ...blok, image_position: 'left' } } };
export const WithoutImage: Story = { args: { blok: { ...blok, image: { id: null, filename: '' } } } };
export const Malformed: Story = { args: { blok: { ...blok, image_position: 'top' }, draft: true } };
