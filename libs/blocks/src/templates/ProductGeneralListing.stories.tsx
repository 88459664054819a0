import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixtureListings, fixturePages } from '../testing/fixtures';
import { TemplatePreview } from './TemplatePreview';

const meta = {
  title: 'Templates/ProductGeneralListing',
  component: TemplatePreview,
  parameters: { layout: 'fullscreen' },
  args: { route: 'products', story: fixturePages.productsPage, listing: [...fixtureListings.products, ...fixtureListings.autoschluessel] },
} satisfies Meta<typeof TemplatePreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Extranet: Story = { args: { route: 'extranet-products' } };
export const Empty: Story = { args: { listing: [] } };
