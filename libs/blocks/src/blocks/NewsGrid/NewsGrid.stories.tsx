import helixE from '@clavis/content-server/stories/de/germany/veranstaltungen-und-nachrichten/nachrichten-uber-uns/helix-e.json';
import futuraPro from '@clavis/content-server/stories/de/germany/veranstaltungen-und-nachrichten/nachrichten-uber-uns/futura-pro-2026.json';
import newCeo from '@clavis/content-server/stories/de/germany/veranstaltungen-und-nachrichten/pressemitteilungen/new-ceo-appointed.json';
import automechanika from '@clavis/content-server/stories/de/germany/veranstaltungen-und-nachrichten/veranstaltungen/automechanika-2026.json';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { BlockRenderer } from '../../core/BlockRenderer';
import { fixtureBlockData } from '../../shared/cards/testing/resolveFixtureRelations';
import { createBlockContext } from '../../testing/createBlockContext';
import { fixtureBlok } from '../../testing/fixtures';
import { newsGridBlock } from './index';

const registry = { news_grid: newsGridBlock };
const blok = fixtureBlok('news_grid');

const meta = {
  title: 'Blocks/NewsGrid',
  args: { blok, draft: false, stories: [futuraPro, helixE, automechanika, newCeo] as unknown[] },
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
export const WithoutTitle: Story = { args: { blok: { ...blok, title: '' } } };
export const Empty: Story = { args: { stories: [] } };
export const EmptyInDraft: Story = { args: { stories: [], draft: true } };
export const Malformed: Story = { args: { blok: { ...blok, title: ['Nachrichten'] }, draft: true } };
