import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixturePages } from '../testing/fixtures';
import { TemplatePreview } from './TemplatePreview';

const meta = {
  title: 'Templates/StoryDetail',
  component: TemplatePreview,
  parameters: { layout: 'fullscreen' },
  args: { route: 'events-and-news-news-about-us-slug', story: fixturePages.newsAcademyKoln },
} satisfies Meta<typeof TemplatePreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const News: Story = {};
export const Event: Story = { args: { route: 'events-and-news-events-slug', story: fixturePages.eventAutomechanika } };
export const PressRelease: Story = { args: { route: 'events-and-news-press-releases-slug', story: fixturePages.pressRelease } };
export const Shop: Story = { args: { route: 'shops-slug', story: fixturePages.shopBerlin } };
export const Contact: Story = { args: { route: 'contacts-slug', story: fixturePages.contactSales } };
export const Job: Story = { args: { route: 'work-with-us-slug', story: fixturePages.jobEmbedded } };
