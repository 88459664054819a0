import type { Meta, StoryObj } from '@storybook/react-vite';
import { RadioGroup } from './RadioGroup';

const meta = {
  title: 'Design System/RadioGroup',
  component: RadioGroup,
  args: {
    label: 'I am a',
    name: 'customer-type',
    defaultValue: 'locksmith',
    options: [
      { value: 'locksmith', label: 'Locksmith' },
      { value: 'retailer', label: 'Hardware retailer' },
      { value: 'automotive', label: 'Automotive specialist' },
      { value: 'other', label: 'Something else', disabled: true },
    ],
    required: false,
    inline: false,
  },
  argTypes: { hint: { control: 'text' }, error: { control: 'text' } },
} satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Inline: Story = { args: { inline: true } };
export const WithError: Story = { args: { defaultValue: undefined, required: true, error: 'Choose what describes you best.' } };
