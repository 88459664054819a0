import type { Meta, StoryObj } from '@storybook/react-vite';
import { BlockRenderer } from '../../core/BlockRenderer';
import { createBlockContext } from '../../testing/createBlockContext';
import { fixtureBlok } from '../../testing/fixtures';
import { repeatableTextAndImageBlock } from './index';

const registry = { repeatable_text_and_image: repeatableTextAndImageBlock };
const blok = fixtureBlok('repeatable_text_and_image');
const items = blok['items'] as Record<string, unknown>[];

const meta = {
  title: 'Blocks/RepeatableTextAndImage',
  args: { blok, draft: false },
  render: ({ blok, draft }) => <BlockRenderer registry={registry} context={createBlockContext({ draft })} blocks={[blok]} />,
} satisfies Meta<{ blok: Record<string, unknown>; draft: boolean }>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const SingleRowWithoutImage: Story = { args: { blok: { ...blok, items: [{ ...items[0], image: { id: null, filename: '' } }] } } };
export const Malformed: Story = { args: { blok: { ...blok, items: [{ ...items[0], text: '' }] }, draft: true } };
