import type { Meta, StoryObj } from '@storybook/react-vite';
import { BlockRenderer } from '../../core/BlockRenderer';
import { createBlockContext } from '../../testing/createBlockContext';
import { fixtureBlok } from '../../testing/fixtures';
import { standaloneMediaBlock } from './index';

const registry = { standalone_media: standaloneMediaBlock };
const blok = fixtureBlok('standalone_media');

const meta = {
  title: 'Blocks/StandaloneMedia',
  args: { blok, draft: false },
  render: ({ blok, draft }) => <BlockRenderer registry={registry} context={createBlockContext({ draft })} blocks={[blok]} />,
} satisfies Meta<{ blok: Record<string, unknown>; draft: boolean }>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithoutCaption: Story = { args: { blok: { ...blok, caption: '' } } };
// The fixtures hold no video file; a video story would fail the e2e on its missing source.
export const Malformed: Story = { args: { blok: { ...blok, media_type: 'video' }, draft: true } };
