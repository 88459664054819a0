import type { Meta, StoryObj } from '@storybook/react-vite';
import { LayoutPreview } from './LayoutPreview';

const meta = {
  title: 'Layouts/SimpleLanding',
  component: LayoutPreview,
  parameters: { layout: 'fullscreen' },
  args: { name: 'simple-landing' },
} satisfies Meta<typeof LayoutPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
