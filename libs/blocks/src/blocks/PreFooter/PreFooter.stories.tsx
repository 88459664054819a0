import type { Meta, StoryObj } from '@storybook/react-vite';
import { BlockRenderer } from '../../core/BlockRenderer';
import { createBlockContext } from '../../testing/createBlockContext';
import { fixtureBlok } from '../../testing/fixtures';
import { preFooterBlock } from './index';

const registry = { pre_footer: preFooterBlock };
const blok = fixtureBlok('pre_footer');

const meta = {
  title: 'Blocks/PreFooter',
  args: { blok, draft: false },
  render: ({ blok, draft }) => <BlockRenderer registry={registry} context={createBlockContext({ draft })} blocks={[blok]} />,
} satisfies Meta<{ blok: Record<string, unknown>; draft: boolean }>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithLabelNoText: Story = { args: { blok: { ...blok, text: '', link_label: 'Schreiben Sie uns' } } };
export const Malformed: Story = { args: { blok: { ...blok, link: null }, draft: true } };
