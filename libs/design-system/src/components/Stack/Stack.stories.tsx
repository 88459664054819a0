import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '../Box/Box';
import { Stack, stackAligns } from './Stack';

const item = (label: string) => (
  <Box key={label} padding="md" background="primarySubtle" borderRadius="md">
    {label}
  </Box>
);

const meta = {
  title: 'Design System/Stack',
  component: Stack,
  args: { space: 'md', align: 'stretch', dividers: false, children: [item('Key blanks'), item('Cutting machines'), item('Transponders')] },
  argTypes: {
    space: { control: 'select', options: ['none', 'xxs', 'xs', 'sm', 'md', 'lg', 'xl', '2xl'] },
    align: { control: 'inline-radio', options: stackAligns },
  },
} satisfies Meta<typeof Stack>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithDividers: Story = { args: { dividers: true, space: 'lg' } };
