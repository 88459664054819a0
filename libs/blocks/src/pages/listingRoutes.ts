import type { RouteName } from '@clavis/i18n-routing';

/** How a listing route lists its child stories: which content types, in which order. */
export interface ListingRoute {
  contentTypes: readonly string[];
  sortBy: string;
  /** The stories live in the shared product catalogue (`{locale}/global/{products}/`), not below the page. */
  catalogue?: boolean;
}

const products: ListingRoute = { contentTypes: ['product'], sortBy: 'content.name:asc', catalogue: true };

/** Routes whose template lists stories (DESIGN.md section 4: listings keep their view in the URL). */
export const listingRoutes: Partial<Record<RouteName, ListingRoute>> = {
  products,
  'products-automotive': products,
  'products-residential': products,
  'category-slug': products,
  'extranet-products-automotive': products,
  'extranet-products-residential': products,
  'extranet-products': { contentTypes: ['extranet_category'], sortBy: 'position:asc' },
  'events-and-news-events': { contentTypes: ['event'], sortBy: 'content.start_date:desc' },
  'events-and-news-news-about-us': { contentTypes: ['news'], sortBy: 'content.date:desc' },
  'events-and-news-press-releases': { contentTypes: ['press_release'], sortBy: 'content.date:desc' },
  // The resource pages (software, manuals...) below the resources page, not its sub-lists' entries.
  resources: { contentTypes: ['resource'], sortBy: 'position:asc' },
  'resources-catalogues': { contentTypes: ['catalogue'], sortBy: 'content.year:desc:int' },
  'resources-bulletins': { contentTypes: ['bulletin'], sortBy: 'content.date:desc' },
  'resources-sellers': { contentTypes: ['seller'], sortBy: 'content.name:asc' },
  shops: { contentTypes: ['shop'], sortBy: 'content.name:asc' },
  contacts: { contentTypes: ['contact'], sortBy: 'content.name:asc' },
  'work-with-us': { contentTypes: ['job'], sortBy: 'content.posted:desc' },
  'extranet-catalogues': { contentTypes: ['catalogue_folder'], sortBy: 'position:asc' },
  'extranet-catalogues-folder': { contentTypes: ['catalogue'], sortBy: 'content.year:desc:int' },
  'extranet-bulletins': { contentTypes: ['bulletin'], sortBy: 'content.date:desc' },
  'extranet-documentation-bu-italy': { contentTypes: ['extranet_document'], sortBy: 'content.title:asc' },
  'extranet-photo-gallery': { contentTypes: ['gallery_category'], sortBy: 'position:asc' },
};

/** Every story of a listing is loaded (the template paginates in the browser). */
export const LISTING_LIMIT = 100;
