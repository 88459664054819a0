import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from '../Badge/Badge';
import { Inline, inlineAligns } from './Inline';

const meta = {
  title: 'Design System/Inline',
  component: Inline,
  args: {
    space: 'sm',
    align: 'flex-start',
    children: ['Automotive', 'Residential', 'Transponder', 'Laser-cut', 'Dimple', 'Tubular', 'Padlock'].map((label) => (
      <Badge key={label} tone="primary">
        {label}
      </Badge>
    )),
  },
  argTypes: {
    space: { control: 'select', options: ['none', 'xxs', 'xs', 'sm', 'md', 'lg'] },
    align: { control: 'inline-radio', options: inlineAligns },
    alignY: { control: 'inline-radio', options: ['flex-start', 'center', 'flex-end', 'baseline'] },
  },
} satisfies Meta<typeof Inline>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Centered: Story = { args: { align: 'center', space: 'md' } };
