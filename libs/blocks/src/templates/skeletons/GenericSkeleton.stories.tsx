import type { Meta, StoryObj } from '@storybook/react-vite';
import { GenericSkeleton } from './GenericSkeleton';

const meta = {
  title: 'Templates/GenericSkeleton',
  component: GenericSkeleton,
  parameters: { layout: 'fullscreen' },
  args: { label: 'Wird geladen…' },
} satisfies Meta<typeof GenericSkeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
