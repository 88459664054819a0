import type { Meta, StoryObj } from '@storybook/react-vite';
import { Logo, logoSizes } from './Logo';

const meta = {
  title: 'Design System/Logo',
  component: Logo,
  args: { size: 'lg', tone: 'brand', name: 'Clavis' },
  argTypes: { size: { control: 'inline-radio', options: logoSizes }, tone: { control: 'inline-radio', options: ['brand', 'inverse'] } },
} satisfies Meta<typeof Logo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Brand: Story = {};
export const Inverse: Story = {
  args: { tone: 'inverse' },
  decorators: [(Story) => <div style={{ background: '#0f1b2d', padding: '2rem' }}><Story /></div>],
};
