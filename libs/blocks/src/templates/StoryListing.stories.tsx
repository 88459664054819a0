import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixtureListings, fixturePages } from '../testing/fixtures';
import { TemplatePreview } from './TemplatePreview';

const meta = {
  title: 'Templates/StoryListing',
  component: TemplatePreview,
  parameters: { layout: 'fullscreen' },
  args: { route: 'events-and-news-news-about-us', story: fixturePages.newsPage, listing: fixtureListings.news },
} satisfies Meta<typeof TemplatePreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const News: Story = {};
export const Events: Story = { args: { route: 'events-and-news-events', story: fixturePages.eventsPage, listing: fixtureListings.events } };
export const Catalogues: Story = { args: { route: 'resources-catalogues', story: fixturePages.cataloguesPage, listing: fixtureListings.catalogues } };
export const Shops: Story = { args: { route: 'shops', story: fixturePages.shopsPage, listing: fixtureListings.shops } };
export const Empty: Story = { args: { listing: [] } };
