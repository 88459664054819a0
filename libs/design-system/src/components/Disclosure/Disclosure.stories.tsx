import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Text } from '../Text/Text';
import { Disclosure } from './Disclosure';

const meta = {
  title: 'Design System/Disclosure',
  component: Disclosure,
  args: {
    summary: 'Which keys can the Futura Pro cut?',
    defaultOpen: false,
    children: <Text>Flat, laser-cut, dimple and tubular keys, with the right jaw for each profile.</Text>,
  },
} satisfies Meta<typeof Disclosure>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const Open: Story = { args: { defaultOpen: true } };

export const Opens: Story = {
  play: async ({ canvasElement }) => {
    const summary = within(canvasElement).getByText('Which keys can the Futura Pro cut?');
    await userEvent.click(summary);
    await expect(summary.closest('details')).toHaveAttribute('open');
    await expect(within(canvasElement).getByText(/Flat, laser-cut/)).toBeVisible();
  },
};
