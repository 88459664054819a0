import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixturePages } from '../testing/fixtures';
import { TemplatePreview } from './TemplatePreview';

const meta = {
  title: 'Templates/ProductResource',
  component: TemplatePreview,
  parameters: { layout: 'fullscreen' },
  args: { route: 'resources-slug', story: fixturePages.resourceCertifications },
} satisfies Meta<typeof TemplatePreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
