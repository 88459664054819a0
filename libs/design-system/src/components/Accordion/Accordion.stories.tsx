import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Text } from '../Text/Text';
import { Accordion } from './Accordion';

const meta = {
  title: 'Design System/Accordion',
  component: Accordion,
  args: {
    title: 'Frequently asked questions',
    exclusive: false,
    items: [
      { id: 'warranty', title: 'How long is the warranty?', content: <Text>Two years on every machine, extendable to five with a service plan.</Text> },
      { id: 'software', title: 'How do I update the machine software?', content: <Text>Connect the machine to the internet; updates install from the settings menu.</Text> },
      { id: 'blanks', title: 'Where can I buy key blanks?', content: <Text>From any authorised Clavis distributor; use the shop finder to locate one.</Text> },
    ],
  },
} satisfies Meta<typeof Accordion>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Exclusive: Story = { args: { exclusive: true, defaultOpen: ['warranty'] } };

export const Opens: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('How long is the warranty?'));
    await expect(canvas.getByText('How long is the warranty?').closest('details')).toHaveAttribute('open');
    await expect(canvas.getByText(/Two years on every machine/)).toBeVisible();
  },
};
