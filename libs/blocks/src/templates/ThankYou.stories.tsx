import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixtureStory } from '../testing/fixtures';
import { TemplatePreview } from './TemplatePreview';

const meta = {
  title: 'Templates/ThankYou',
  component: TemplatePreview,
  parameters: { layout: 'fullscreen' },
  args: { route: 'custom-landing', story: fixtureStory('thankYou') },
} satisfies Meta<typeof TemplatePreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** No bloks: the catalogue's thank-you text. */
export const WithoutBloks: Story = { args: { story: { ...fixtureStory('thankYou'), content: { _uid: 'thanks', component: 'custom_landing', body: [] } } } };
