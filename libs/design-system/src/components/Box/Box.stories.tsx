import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from './Box';

const meta = {
  title: 'Design System/Box',
  component: Box,
  args: { padding: 'lg', background: 'surfaceMuted', borderRadius: 'lg', children: 'A Box with padding, background and radius atoms.' },
  argTypes: {
    padding: { control: 'select', options: ['none', 'xxs', 'xs', 'sm', 'md', 'lg', 'xl', '2xl', '3xl', '4xl'] },
    background: { control: 'select', options: ['background', 'surface', 'surfaceMuted', 'surfaceInverse', 'primary', 'primarySubtle'] },
    borderRadius: { control: 'select', options: ['none', 'sm', 'md', 'lg', 'full'] },
    boxShadow: { control: 'select', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Box>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Responsive: Story = {
  args: {
    padding: { mobile: 'sm', tablet: 'lg', desktop: '2xl' },
    background: 'surfaceInverse',
    color: 'textInverse',
    children: 'Padding grows from sm on phones to 2xl on desktop.',
  },
};
