import type { Meta, StoryObj } from '@storybook/react-vite';
import { LayoutPreview } from './LayoutPreview';

const meta = {
  title: 'Layouts/CustomLandingPages',
  component: LayoutPreview,
  parameters: { layout: 'fullscreen' },
  args: { name: 'custom-landing-pages' },
} satisfies Meta<typeof LayoutPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
