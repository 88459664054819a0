import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixtureListings, fixturePages } from '../testing/fixtures';
import { TemplatePreview } from './TemplatePreview';

const meta = {
  title: 'Templates/CategoryListing',
  component: TemplatePreview,
  parameters: { layout: 'fullscreen' },
  args: { route: 'category-slug', story: fixturePages.categoryAutoschluessel, listing: fixtureListings.autoschluessel },
} satisfies Meta<typeof TemplatePreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** The extranet category listing: the products the category names. */
export const Extranet: Story = { args: { route: 'extranet-products-category', story: fixturePages.extranetKeys, listing: undefined } };
export const Empty: Story = { args: { listing: [] } };
