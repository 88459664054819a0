import type { Meta, StoryObj } from '@storybook/react-vite';
import { IconDownload } from '../Icon/icons';
import { Link } from '../Link/Link';
import { VisuallyHidden } from './VisuallyHidden';

const meta = {
  title: 'Design System/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: ' (PDF, 2.4 MB)' },
  render: (args) => (
    <Link href="#catalogue">
      <IconDownload size="sm" /> Download the 2026 catalogue
      <VisuallyHidden {...args} />
    </Link>
  ),
} satisfies Meta<typeof VisuallyHidden>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ExtraContextOnALink: Story = {};
