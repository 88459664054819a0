import type { Meta, StoryObj } from '@storybook/react-vite';
import { BlockRenderer } from '../../core/BlockRenderer';
import { createBlockContext } from '../../testing/createBlockContext';
import { fixtureBlok } from '../../testing/fixtures';
import { articleHeroBlock } from './index';

const registry = { article_hero: articleHeroBlock };
const blok = fixtureBlok('article_hero');

const meta = {
  title: 'Blocks/ArticleHero',
  args: { blok, draft: false, locale: 'de' as const },
  render: ({ blok, draft, locale }) => <BlockRenderer registry={registry} context={createBlockContext({ draft, locale })} blocks={[blok]} />,
} satisfies Meta<{ blok: Record<string, unknown>; draft: boolean; locale: 'de' | 'en' }>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const English: Story = { args: { locale: 'en' } };
export const TextOnly: Story = { args: { blok: { ...blok, image: { id: null, filename: '' } } } };
export const Malformed: Story = { args: { blok: { ...blok, date: 'nächste Woche' }, draft: true } };
