import type { Meta, StoryObj } from '@storybook/react-vite';
import { BlockRenderer } from '../../core/BlockRenderer';
import { createBlockContext } from '../../testing/createBlockContext';
import { fixtureBlok } from '../../testing/fixtures';
import { mediaCarouselBlock } from './index';

const registry = { media_carousel: mediaCarouselBlock };
const blok = fixtureBlok('media_carousel');
const slides = blok['slides'] as Record<string, unknown>[];

const meta = {
  title: 'Blocks/MediaCarousel',
  args: { blok, draft: false },
  render: ({ blok, draft }) => <BlockRenderer registry={registry} context={createBlockContext({ draft })} blocks={[blok]} />,
} satisfies Meta<{ blok: Record<string, unknown>; draft: boolean }>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const SingleSlide: Story = { args: { blok: { ...blok, slides: slides.slice(0, 1) } } };
export const WithoutTitleOrCaptions: Story = {
  args: { blok: { ...blok, title: '', slides: slides.map((slide) => ({ ...slide, caption: '' })) } },
};
export const Malformed: Story = { args: { blok: { ...blok, slides: [] }, draft: true } };
