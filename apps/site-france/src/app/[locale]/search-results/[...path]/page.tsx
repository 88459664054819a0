export { SearchResultsPage as default, generateMetadata } from '@clavis/site-shell';
// Per request: the page carries the results of its URL's query.
export const dynamic = 'force-dynamic';
