import type { Meta, StoryObj } from '@storybook/react-vite';
import { ExtranetPreview } from '../../testing/ExtranetPreview';
import { extranetFixtures } from '../../testing/extranetFixtures';

const meta = {
  title: 'Extranet/DocumentationBuItaly',
  component: ExtranetPreview,
  parameters: { layout: 'fullscreen' },
  args: { payload: extranetFixtures.documentation },
} satisfies Meta<typeof ExtranetPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {};
export const Document: Story = { args: { payload: extranetFixtures.document } };
