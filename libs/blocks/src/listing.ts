// @clavis/blocks/listing: which stories a page's template lists, as plain data (no React, no
// styles), for servers that load a page's data without rendering it (the extranet API).
export { pageListingRequest } from './pages/pageListingRequest';
export { listingRoutes, LISTING_LIMIT } from './pages/listingRoutes';
export { LISTING_QUERY_KEYS } from './templates/listing/listingQuery';
export type { ListingRoute } from './pages/listingRoutes';
export type { BlockData, BlockDataRequest } from './core/types';
