import type { Meta, StoryObj } from '@storybook/react-vite';
import { ExtranetPreview } from '../../testing/ExtranetPreview';
import { extranetFixtures } from '../../testing/extranetFixtures';

const meta = {
  title: 'Extranet/PhotoGallery',
  component: ExtranetPreview,
  parameters: { layout: 'fullscreen' },
  args: { payload: extranetFixtures.gallery },
} satisfies Meta<typeof ExtranetPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The top folders. */
export const Folders: Story = {};
/** A folder three levels deep: its pictures and the ZIP of the folder. */
export const Folder: Story = { args: { payload: extranetFixtures.galleryFolder } };
/** Thirty pictures: the grid shows twelve and adds more as one scrolls. */
export const LargeFolder: Story = { args: { payload: extranetFixtures.galleryPlant } };
export const EmptyFolder: Story = { args: { payload: { ...extranetFixtures.galleryFolder, pictures: [], zip: null } } };
