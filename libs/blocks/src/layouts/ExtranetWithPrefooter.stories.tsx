import type { Meta, StoryObj } from '@storybook/react-vite';
import { LayoutPreview } from './LayoutPreview';

const meta = {
  title: 'Layouts/ExtranetWithPrefooter',
  component: LayoutPreview,
  parameters: { layout: 'fullscreen' },
  args: { name: 'extranet-with-prefooter' },
} satisfies Meta<typeof LayoutPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
