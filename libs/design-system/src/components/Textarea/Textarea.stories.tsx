import type { Meta, StoryObj } from '@storybook/react-vite';
import { Textarea } from './Textarea';

const meta = {
  title: 'Design System/Textarea',
  component: Textarea,
  args: { label: 'Message', name: 'message', rows: 5, required: false, hint: 'Tell us which machine and which keys you work with.' },
  argTypes: { error: { control: 'text' } },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}><Story /></div>],
} satisfies Meta<typeof Textarea>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithError: Story = { args: { required: true, error: 'Write a message of at least 20 characters.' } };
