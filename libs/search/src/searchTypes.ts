// The content types each index holds: plain data, for the engine (records) and the UI (labels).

/** The public content types search finds (DESIGN.md section 6); config, forms and home pages are not results. */
export const publicSearchTypes = [
  'product',
  'category',
  'page',
  'landing_page',
  'news',
  'event',
  'press_release',
  'catalogue',
  'resource',
  'bulletin',
  'seller',
  'shop',
  'contact',
  'job',
] as const;

/** The extranet's content types, found only through the extranet index. */
export const extranetSearchTypes = ['page', 'catalogue', 'catalogue_folder', 'bulletin', 'gallery_category', 'extranet_category', 'extranet_product', 'extranet_document'] as const;

/**
 * The message id naming each type in the search UI; extranet types borrow the nearest public name
 * where no public type of the same index has it (a catalogue folder is not a catalogue).
 */
export const searchTypeMessageIds: Readonly<Record<string, string>> = {
  ...Object.fromEntries(publicSearchTypes.map((type) => [type, `search.type.${type}`])),
  catalogue_folder: 'search.type.catalogue_folder',
  gallery_category: 'nav.photoGallery',
  extranet_category: 'search.type.category',
  extranet_product: 'search.type.product',
  extranet_document: 'search.type.resource',
};
