import certifications from '@clavis/content-server/stories/de/germany/ressourcen/certifications.json';
import accessories from '@clavis/content-server/stories/de/germany/ressourcen/kataloge/accessories-2026.json';
import automotive from '@clavis/content-server/stories/de/germany/ressourcen/kataloge/automotive-2026.json';
import machines from '@clavis/content-server/stories/de/germany/ressourcen/kataloge/machines-2026.json';
import manuals from '@clavis/content-server/stories/de/germany/ressourcen/manuals.json';
import software from '@clavis/content-server/stories/de/germany/ressourcen/software.json';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { BlockRenderer } from '../../core/BlockRenderer';
import { fixtureBlockData } from '../../shared/cards/testing/resolveFixtureRelations';
import { createBlockContext } from '../../testing/createBlockContext';
import { fixtureBlok } from '../../testing/fixtures';
import { downloadableListBlock } from './index';

const registry = { downloadable_list: downloadableListBlock };
const blok = fixtureBlok('downloadable_list');
const sized = { ...machines, content: { ...machines.content, file: { ...machines.content.file, size: 2_400_000 } } };

const meta = {
  title: 'Blocks/DownloadableList',
  args: { blok, draft: false, stories: [sized, automotive, accessories, software, manuals, certifications] as unknown[] },
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
export const EmptyInDraft: Story = { args: { stories: [], draft: true } };
export const Malformed: Story = { args: { blok: { ...blok, source: { slug: 'x' } }, draft: true } };
