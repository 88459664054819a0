import type { Meta, StoryObj } from '@storybook/react-vite';
import { ExtranetPreview } from '../../testing/ExtranetPreview';
import { extranetFixtures } from '../../testing/extranetFixtures';

const meta = {
  title: 'Extranet/Products',
  component: ExtranetPreview,
  parameters: { layout: 'fullscreen' },
  args: { payload: extranetFixtures.products },
} satisfies Meta<typeof ExtranetPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The general listing: the top categories. */
export const GeneralListing: Story = {};
/** A category with its sub-category. */
export const Category: Story = { args: { payload: extranetFixtures.productCategory } };
/** A category three levels deep: its products open their partner page. */
export const DeepCategory: Story = { args: { payload: extranetFixtures.productCategoryDeep } };
/** A product's partner page with its documents. */
export const Product: Story = { args: { payload: extranetFixtures.product } };
