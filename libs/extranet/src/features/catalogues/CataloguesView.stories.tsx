import type { Meta, StoryObj } from '@storybook/react-vite';
import { ExtranetPreview } from '../../testing/ExtranetPreview';
import { extranetFixtures } from '../../testing/extranetFixtures';

const meta = {
  title: 'Extranet/Catalogues',
  component: ExtranetPreview,
  parameters: { layout: 'fullscreen' },
  args: { payload: extranetFixtures.catalogues },
} satisfies Meta<typeof ExtranetPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The catalogue folders. */
export const Folders: Story = {};
/** A folder's catalogues, newest first. */
export const Folder: Story = { args: { payload: extranetFixtures.catalogueFolder } };
/** One catalogue: its PDF with pages, size and language. */
export const Catalogue: Story = { args: { payload: extranetFixtures.catalogue } };
export const EmptyFolder: Story = { args: { payload: { ...extranetFixtures.catalogueFolder, listing: { stories: [], total: 0 } } } };
