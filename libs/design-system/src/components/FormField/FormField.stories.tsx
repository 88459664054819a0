import type { Meta, StoryObj } from '@storybook/react-vite';
import { control } from '../private/field.css';
import { FormField } from './FormField';

const meta = {
  title: 'Design System/FormField',
  component: FormField,
  args: {
    label: 'Serial number',
    required: true,
    hint: 'Eight digits, on the plate at the back of the machine.',
    error: undefined,
    children: (props) => <input type="text" {...props} className={control} inputMode="numeric" />,
  },
  argTypes: { children: { control: false } },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}><Story /></div>],
} satisfies Meta<typeof FormField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithError: Story = { args: { error: 'Enter the eight digits of the serial number.' } };
