import type { Meta, StoryObj } from '@storybook/react-vite';
import { ExtranetPreview } from '../../testing/ExtranetPreview';
import { extranetFixtures } from '../../testing/extranetFixtures';

const meta = {
  title: 'Extranet/Home',
  component: ExtranetPreview,
  parameters: { layout: 'fullscreen' },
  args: { payload: extranetFixtures.home },
} satisfies Meta<typeof ExtranetPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tiles to every area and the latest news bulletins. */
export const Default: Story = {};
export const WithoutBulletins: Story = { args: { payload: { ...extranetFixtures.home, latestBulletins: [] } } };
