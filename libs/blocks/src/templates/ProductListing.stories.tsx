import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixtureListings, fixturePages } from '../testing/fixtures';
import { TemplatePreview } from './TemplatePreview';

const meta = {
  title: 'Templates/ProductListing',
  component: TemplatePreview,
  parameters: { layout: 'fullscreen' },
  args: { route: 'products-automotive', story: fixturePages.automotivePage, listing: fixtureListings.products },
} satisfies Meta<typeof TemplatePreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Extranet: Story = { args: { route: 'extranet-products-automotive' } };
