import type { Meta, StoryObj } from '@storybook/react-vite';
import { BlockRenderer } from '../../core/BlockRenderer';
import { createBlockContext } from '../../testing/createBlockContext';
import { fixtureBlok } from '../../testing/fixtures';
import { paragraphsGridBlock } from './index';

const registry = { paragraphs_grid: paragraphsGridBlock };
const blok = fixtureBlok('paragraphs_grid');
const items = blok['items'] as Record<string, unknown>[];

const meta = {
  title: 'Blocks/ParagraphsGrid',
  args: { blok, draft: false },
  render: ({ blok, draft }) => <BlockRenderer registry={registry} context={createBlockContext({ draft })} blocks={[blok]} />,
} satisfies Meta<{ blok: Record<string, unknown>; draft: boolean }>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithoutTitle: Story = { args: { blok: { ...blok, title: '' } } };
export const FourItems: Story = {
  args: {
    blok: {
      ...blok,
      items: [...items, { _uid: 'p4', component: 'paragraph_item', title: '350', text: 'Mitarbeiterinnen und Mitarbeiter in Europa' }],
    },
  },
};
export const Malformed: Story = { args: { blok: { ...blok, items: [] }, draft: true } };
