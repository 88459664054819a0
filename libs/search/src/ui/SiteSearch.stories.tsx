import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { createFixtureSearchClient } from '../testing/fixtureSearchClient';
import { germanSearchLabels } from '../testing/searchLabels';
import { SiteSearch } from './SiteSearch';

const meta = {
  title: 'Search/SiteSearch',
  component: SiteSearch,
  parameters: { layout: 'padded' },
  args: {
    indexName: 'germany_de',
    locale: 'de',
    labels: germanSearchLabels,
    routing: false,
    focusOnArrival: false,
  },
  render: (args) => <SiteSearch {...args} searchClient={createFixtureSearchClient({ images: false })} />,
} satisfies Meta<typeof SiteSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Waits for the live search: until InstantSearch has rendered, the box is the script-free form's,
 * which the live one replaces (the status line with the count comes with the live one).
 */
async function liveSearchBox(canvas: ReturnType<typeof within>) {
  await expect(await canvas.findByRole('status')).toBeInTheDocument();
}

/** Everything, newest first: what the page shows before a query. */
export const Browse: Story = {};

/** A query with highlighted hits, facet counts and the snippet of each page. */
export const WithQuery: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await liveSearchBox(canvas);
    await userEvent.type(await canvas.findByRole('searchbox'), 'schlüssel');
    await expect(await canvas.findByText(/Ergebnisse/)).toBeInTheDocument();
  },
};

/** SPEC.md section 8's message with the reset button. */
export const NoResults: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await liveSearchBox(canvas);
    await userEvent.type(await canvas.findByRole('searchbox'), 'qqxyzzy');
    await expect(await canvas.findByText(germanSearchLabels.noResults)).toBeInTheDocument();
  },
};
