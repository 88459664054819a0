import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixturePages, fixtureStory } from '../testing/fixtures';
import { TemplatePreview } from './TemplatePreview';

const meta = {
  title: 'Templates/LandingPage',
  component: TemplatePreview,
  parameters: { layout: 'fullscreen' },
  args: { route: 'page', story: fixturePages.landingPage },
} satisfies Meta<typeof TemplatePreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const CustomLanding: Story = { args: { route: 'custom-landing', story: fixtureStory('smartProMini') } };
