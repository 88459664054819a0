import type { Meta, StoryObj } from '@storybook/react-vite';
import { DownloadsSkeleton } from './DownloadsSkeleton';

const meta = {
  title: 'Templates/DownloadsSkeleton',
  component: DownloadsSkeleton,
  parameters: { layout: 'fullscreen' },
  args: { label: 'Wird geladen…' },
} satisfies Meta<typeof DownloadsSkeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
