import type { Meta, StoryObj } from '@storybook/react-vite';
import { ExtranetPreview } from '../../testing/ExtranetPreview';
import { extranetFixtures } from '../../testing/extranetFixtures';

const meta = {
  title: 'Extranet/Search',
  component: ExtranetPreview,
  parameters: { layout: 'fullscreen' },
  args: { payload: extranetFixtures.search },
} satisfies Meta<typeof ExtranetPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page before the search engine arrives: its form and no results. */
export const WithoutEngine: Story = {};
