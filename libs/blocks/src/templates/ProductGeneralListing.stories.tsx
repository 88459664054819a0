import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixtureListings, fixturePages } from '../testing/fixtures';
import { TemplatePreview } from './TemplatePreview';

const listed = new Set(fixtureListings.products.map((story) => story.uuid));
/** Every product of the fixtures once (the category's products besides the general ones). */
const allProducts = [...fixtureListings.products, ...fixtureListings.autoschluessel.filter((story) => !listed.has(story.uuid))];

const meta = {
  title: 'Templates/ProductGeneralListing',
  component: TemplatePreview,
  parameters: { layout: 'fullscreen' },
  args: { route: 'products', story: fixturePages.productsPage, listing: allProducts },
} satisfies Meta<typeof TemplatePreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Extranet: Story = { args: { route: 'extranet-products' } };
export const Empty: Story = { args: { listing: [] } };
