import type { Story } from '@clavis/cms-client';
import type { PageInput } from '../../pages/types';
import { resolvedStory } from './listingItems';

/**
 * The stories a listing page lists: the loaded listing (`pageListingRequest`), or for an extranet
 * category the products it names (the `extranet_category.products` relation, resolved with the page).
 */
export function listedStories(page: Pick<PageInput, 'listing' | 'story'>): readonly Story[] {
  if (page.listing) return page.listing.stories;
  const products = (page.story.content as { products?: unknown }).products;
  return Array.isArray(products) ? products.map(resolvedStory).filter((story): story is Story => story !== null) : [];
}
