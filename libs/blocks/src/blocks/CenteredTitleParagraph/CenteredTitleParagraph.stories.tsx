import type { Meta, StoryObj } from '@storybook/react-vite';
import { BlockRenderer } from '../../core/BlockRenderer';
import { createBlockContext } from '../../testing/createBlockContext';
import { fixtureBlok } from '../../testing/fixtures';
import { centeredTitleParagraphBlock } from './index';

const registry = { centered_title_paragraph: centeredTitleParagraphBlock };
const blok = fixtureBlok('centered_title_paragraph');

const meta = {
  title: 'Blocks/CenteredTitleParagraph',
  args: { blok, draft: false },
  render: ({ blok, draft }) => <BlockRenderer registry={registry} context={createBlockContext({ draft })} blocks={[blok]} />,
} satisfies Meta<{ blok: Record<string, unknown>; draft: boolean }>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const TitleOnly: Story = { args: { blok: { ...blok, text: '' } } };
export const LongText: Story = {
  args: {
    blok: {
      ...blok,
      title: 'Willkommen im Partnerbereich der Schlüsseldienst-Fachhändler',
      text: 'Hier finden Sie Kataloge, Bulletins und Schlüsseldaten-Updates.\nIhr Ansprechpartner meldet sich innerhalb eines Werktags.',
    },
  },
};
export const Malformed: Story = { args: { blok: { ...blok, title: '' }, draft: true } };
