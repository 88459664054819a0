import type { Meta, StoryObj } from '@storybook/react-vite';
import { Inline } from '../Inline/Inline';
import { Spinner, spinnerSizes, spinnerTones } from './Spinner';

const meta = {
  title: 'Design System/Spinner',
  component: Spinner,
  args: { label: 'Loading products', size: 'md', tone: 'primary' },
  argTypes: {
    size: { control: 'inline-radio', options: spinnerSizes },
    tone: { control: 'inline-radio', options: spinnerTones },
  },
} satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Sizes: Story = {
  render: (args) => (
    <Inline space="lg">
      {spinnerSizes.map((size) => (
        <Spinner key={size} {...args} size={size} />
      ))}
    </Inline>
  ),
};
