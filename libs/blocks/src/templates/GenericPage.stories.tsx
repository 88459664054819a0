import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixtureStory } from '../testing/fixtures';
import { TemplatePreview } from './TemplatePreview';

const meta = {
  title: 'Templates/GenericPage',
  component: TemplatePreview,
  parameters: { layout: 'fullscreen' },
  args: { route: 'home', story: fixtureStory('home') },
} satisfies Meta<typeof TemplatePreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Home: Story = {};
export const AboutUs: Story = { args: { route: 'about-us', story: fixtureStory('aboutUs') } };
