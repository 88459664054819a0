import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Text } from '../Text/Text';
import { Tabs } from './Tabs';

const meta = {
  title: 'Design System/Tabs',
  component: Tabs,
  args: {
    label: 'Product details',
    items: [
      { id: 'overview', label: 'Overview', content: <Text>Futura Pro cuts flat, laser and dimple keys on one machine.</Text> },
      { id: 'specs', label: 'Specifications', content: <Text>Weight 18 kg · 230 V · Cutting accuracy ±0.01 mm.</Text> },
      { id: 'downloads', label: 'Downloads', content: <Text>User manual, declaration of conformity, software 4.2.</Text> },
    ],
  },
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const KeyboardNavigation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Overview' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Specifications' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Cutting accuracy');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Downloads' })).toHaveFocus();
  },
};
