import academyKoln from '@clavis/content-server/stories/de/germany/veranstaltungen-und-nachrichten/nachrichten-uber-uns/academy-koln.json';
import futuraPro from '@clavis/content-server/stories/de/germany/veranstaltungen-und-nachrichten/nachrichten-uber-uns/futura-pro-2026.json';
import smartProMini from '@clavis/content-server/stories/de/germany/veranstaltungen-und-nachrichten/nachrichten-uber-uns/smart-pro-mini.json';
import titanLaser from '@clavis/content-server/stories/de/germany/veranstaltungen-und-nachrichten/nachrichten-uber-uns/titan-laser.json';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { BlockRenderer } from '../../core/BlockRenderer';
import { fixtureBlockData } from '../../shared/cards/testing/resolveFixtureRelations';
import { createBlockContext } from '../../testing/createBlockContext';
import { fixtureBlok } from '../../testing/fixtures';
import { newsCarouselBlock } from './index';

const registry = { news_carousel: newsCarouselBlock };
const blok = fixtureBlok('news_carousel');
const news = fixtureBlockData([futuraPro, smartProMini, titanLaser, academyKoln]);

const meta = {
  title: 'Blocks/NewsCarousel',
  args: { blok, draft: false, stories: news.stories as unknown[] },
  render: ({ blok, draft, stories }) => (
    <BlockRenderer
      registry={registry}
      context={createBlockContext({ draft, data: { [String(blok['_uid'])]: fixtureBlockData(stories) } })}
      blocks={[blok]}
    />
  ),
} satisfies Meta<{ blok: Record<string, unknown>; draft: boolean; stories: unknown[] }>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const SingleSlide: Story = { args: { stories: news.stories.slice(0, 2) } };
export const EmptyInDraft: Story = { args: { stories: [], draft: true } };
export const Malformed: Story = { args: { blok: { ...blok, source: '' }, draft: true } };
