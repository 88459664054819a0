import type { Story } from '@clavis/cms-client';
import type { PageInput } from '../../pages/types';
import { createBlockContext } from '../../testing/createBlockContext';
import { fixtureListings, fixturePages, fixtureStory } from '../../testing/fixtures';
import { listingPageView } from './listingPageView';

// 18 products: two pages of 12.
const products: Story[] = [0, 1, 2].flatMap((copy) =>
  fixtureListings.products.map((story) => ({ ...story, id: story.id + copy * 1000, uuid: `${story.uuid}-${copy}`, full_slug: `${story.full_slug}-${copy}` })),
);
const page: PageInput = { route: 'products', params: {}, story: fixturePages.productsPage, siteConfig: fixtureStory('config'), listing: { stories: products, total: products.length }, path: '/produkte' };
const context = createBlockContext();

describe('listingPageView', () => {
  it("reads a view's page and its neighbours' queries", () => {
    expect(listingPageView(page, context, 'page=2')).toMatchObject({ page: 2, totalPages: 2, search: '?page=2', previous: '', next: null });
    expect(listingPageView(page, context, '')).toMatchObject({ page: 1, search: '', previous: null, next: '?page=2' });
  });

  it('keeps the sort in the neighbours, and drops the default sort', () => {
    const view = listingPageView(page, context, 'sort=name_desc');
    expect(view).toMatchObject({ search: '?sort=name_desc', next: '?sort=name_desc&page=2' });
    expect(listingPageView(page, context, 'sort=name_asc')).toMatchObject({ query: { page: 1, filters: {} }, search: '' });
  });

  it('refuses what the listing cannot show', () => {
    expect(listingPageView(page, context, 'page=3')).toBeNull();
    expect(listingPageView(page, context, 'page=0')).toBeNull();
    expect(listingPageView(page, context, 'sort=newest')).toBeNull();
    expect(listingPageView(page, context, 'category=made-up')).toBeNull();
    expect(listingPageView(page, context, 'year=2026')).toBeNull();
  });
});
