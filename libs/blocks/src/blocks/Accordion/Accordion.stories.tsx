import type { Meta, StoryObj } from '@storybook/react-vite';
import { BlockRenderer } from '../../core/BlockRenderer';
import { createBlockContext } from '../../testing/createBlockContext';
import { fixtureBlok } from '../../testing/fixtures';
import { accordionBlock } from './index';

const registry = { accordion: accordionBlock };
const blok = fixtureBlok('accordion');

const meta = {
  title: 'Blocks/Accordion',
  args: { blok, draft: false },
  render: ({ blok, draft }) => <BlockRenderer registry={registry} context={createBlockContext({ draft })} blocks={[blok]} />,
} satisfies Meta<{ blok: Record<string, unknown>; draft: boolean }>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithoutTitle: Story = { args: { blok: { ...blok, title: '' } } };
export const Malformed: Story = { args: { blok: { ...blok, items: [] }, draft: true } };
