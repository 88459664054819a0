import type { Meta, StoryObj } from '@storybook/react-vite';
import { BlockRenderer } from '../../core/BlockRenderer';
import { createBlockContext } from '../../testing/createBlockContext';
import { fixtureBlok } from '../../testing/fixtures';
import { richTextBlock } from './index';

const registry = { rich_text: richTextBlock };
const blok = fixtureBlok('rich_text');

// What editors put in running text: headings, marks, lists, links (story, e-mail, external), a quote.
const fullDocument = {
  type: 'doc',
  content: [
    { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Service aus einer Hand' }] },
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: 'Unser ' },
        { type: 'text', text: 'Kundendienst', marks: [{ type: 'link', attrs: { linktype: 'story', href: '/de/germany/kundendienst' } }] },
        { type: 'text', text: ' repariert Ihre Maschine ' },
        { type: 'text', text: 'innerhalb von fünf Werktagen', marks: [{ type: 'bold' }] },
        { type: 'text', text: '. Schreiben Sie an ' },
        { type: 'text', text: 'service@clavis.example', marks: [{ type: 'link', attrs: { linktype: 'email', href: 'service@clavis.example' } }] },
        { type: 'text', text: '.' },
      ],
    },
    { type: 'heading', attrs: { level: 3 }, content: [{ type: 'text', text: 'Was wir prüfen' }] },
    {
      type: 'bullet_list',
      content: ['Mechanik und Klemmbacken', 'Elektronik und Software', 'Schlüsseldaten'].map((item) => ({
        type: 'list_item',
        content: [{ type: 'paragraph', content: [{ type: 'text', text: item }] }],
      })),
    },
    { type: 'blockquote', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Die Leihmaschine kam am nächsten Morgen.', marks: [{ type: 'italic' }] }] }] },
  ],
};

const meta = {
  title: 'Blocks/RichTextBlock',
  args: { blok, draft: false },
  render: ({ blok, draft }) => <BlockRenderer registry={registry} context={createBlockContext({ draft })} blocks={[blok]} />,
} satisfies Meta<{ blok: Record<string, unknown>; draft: boolean }>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const FullDocument: Story = { args: { blok: { ...blok, text: fullDocument } } };
export const Malformed: Story = { args: { blok: { ...blok, text: 'Nur ein String' }, draft: true } };
