// `@clavis/site-shell/search-results`: the search results route of the market apps
// (`app/[locale]/search-results/[...path]/page.tsx`). Apart from the main entry, so that the
// search UI it imports joins that route's chunks only, never every page's.
export { SearchResultsPage } from './SearchResultsPage';
export { generateMetadata } from '../app/generateMetadata';
