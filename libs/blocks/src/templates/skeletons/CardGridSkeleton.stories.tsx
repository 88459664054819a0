import type { Meta, StoryObj } from '@storybook/react-vite';
import { CardGridSkeleton } from './CardGridSkeleton';

const meta = {
  title: 'Templates/CardGridSkeleton',
  component: CardGridSkeleton,
  parameters: { layout: 'fullscreen' },
  args: { label: 'Wird geladen…' },
} satisfies Meta<typeof CardGridSkeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Listing: Story = { args: { controls: true } };
