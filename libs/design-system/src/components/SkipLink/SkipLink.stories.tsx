import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Text } from '../Text/Text';
import { SkipLink } from './SkipLink';

const meta = {
  title: 'Design System/SkipLink',
  component: SkipLink,
  args: { targetId: 'main', children: 'Skip to main content' },
  render: (args) => (
    <div style={{ position: 'relative', minHeight: 160 }}>
      <SkipLink {...args} />
      <main id="main" tabIndex={-1} style={{ paddingTop: '4rem' }}>
        <Text>Press Tab: the skip link appears at the top left.</Text>
      </main>
    </div>
  ),
} satisfies Meta<typeof SkipLink>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Focused: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('link', { name: 'Skip to main content' })).toHaveFocus();
  },
};
