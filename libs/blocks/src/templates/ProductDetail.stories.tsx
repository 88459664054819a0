import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixturePages } from '../testing/fixtures';
import { TemplatePreview } from './TemplatePreview';

const meta = {
  title: 'Templates/ProductDetail',
  component: TemplatePreview,
  parameters: { layout: 'fullscreen' },
  args: { route: 'products-slug', story: fixturePages.futura },
} satisfies Meta<typeof TemplatePreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Extranet: Story = { args: { route: 'extranet-products-category' } };
