import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '../Box/Box';
import { Text } from '../Text/Text';
import { Container, containerWidths } from './Container';

const meta = {
  title: 'Design System/Container',
  component: Container,
  parameters: { layout: 'fullscreen' },
  args: {
    width: 'default',
    children: (
      <Box padding="lg" background="primarySubtle" borderRadius="md">
        <Text>Content is centred at the page measure with responsive side padding.</Text>
      </Box>
    ),
  },
  argTypes: { width: { control: 'inline-radio', options: containerWidths } },
} satisfies Meta<typeof Container>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Narrow: Story = { args: { width: 'narrow' } };
export const Wide: Story = { args: { width: 'wide' } };
