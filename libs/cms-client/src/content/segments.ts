// Plain lists, apart from the content-type schemas: a browser bundle that needs a list (a block's
// segment field) does not build every content type's schema at import.

/** SPEC.md section 3 event status values. */
export const eventStatuses = ['ended', 'planned', 'live'] as const;
export type EventStatus = (typeof eventStatuses)[number];

/** Product lines (the routes `products-automotive` and `products-residential`). */
export const productSegments = ['automotive', 'residential'] as const;
