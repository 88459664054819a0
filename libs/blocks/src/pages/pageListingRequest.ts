import { catalogueFolder, childrenFolder } from '@clavis/cms-client';
import type { BlockDataRequest } from '../core/types';
import { LISTING_LIMIT, listingRoutes } from './listingRoutes';
import type { PageListingArgs } from './types';

/**
 * The child stories a route's template lists, or null when its template lists nothing. Listings
 * take every story (up to 100) so that filters, sorting and pages work in the browser without a
 * request; product listings read the shared catalogue (cms-client's `catalogueFolder`).
 */
export function pageListingRequest({
  route,
  story,
  scope,
}: PageListingArgs): BlockDataRequest | null {
  const listing = listingRoutes[route];
  if (!listing) return null;
  const startsWith = listing.catalogue ? catalogueFolder(scope.locale) : childrenFolder(story.full_slug);
  return {
    startsWith,
    contentTypes: listing.contentTypes,
    sortBy: listing.sortBy,
    limit: LISTING_LIMIT,
    ...(listing.catalogue ? { resolveRelations: ['product.category'] } : {}),
  };
}
