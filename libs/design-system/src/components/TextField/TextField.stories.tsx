import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextField, textFieldTypes } from './TextField';

const meta = {
  title: 'Design System/TextField',
  component: TextField,
  args: { label: 'Email', name: 'email', type: 'email', required: false, disabled: false, placeholder: 'name@company.com' },
  argTypes: { type: { control: 'select', options: textFieldTypes }, hint: { control: 'text' }, error: { control: 'text' } },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}><Story /></div>],
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Required: Story = { args: { required: true, hint: 'We reply within one working day.' } };
export const WithError: Story = { args: { required: true, defaultValue: 'name@', error: 'Enter an email address like name@company.com.' } };
export const Disabled: Story = { args: { disabled: true, defaultValue: 'sales@clavis.example' } };
