import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '../Box/Box';
import { Stack } from '../Stack/Stack';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { Skeleton, skeletonShapes } from './Skeleton';

const meta = {
  title: 'Design System/Skeleton',
  component: Skeleton,
  args: { shape: 'text', width: '100%' },
  argTypes: { shape: { control: 'inline-radio', options: skeletonShapes } },
} satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const CardPlaceholder: Story = {
  render: () => (
    <Box aria-busy="true" style={{ maxWidth: 320 }} padding="md" borderRadius="lg" boxShadow="md">
      <VisuallyHidden>Loading product</VisuallyHidden>
      <Stack space="sm">
        <Skeleton shape="rectangle" height="10rem" />
        <Skeleton width="40%" />
        <Skeleton width="85%" />
        <Skeleton width="70%" />
      </Stack>
    </Box>
  ),
};
