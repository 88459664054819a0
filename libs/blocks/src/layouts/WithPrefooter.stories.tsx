import type { Meta, StoryObj } from '@storybook/react-vite';
import { LayoutPreview } from './LayoutPreview';

const meta = {
  title: 'Layouts/WithPrefooter',
  component: LayoutPreview,
  parameters: { layout: 'fullscreen' },
  args: { name: 'with-prefooter' },
} satisfies Meta<typeof LayoutPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
