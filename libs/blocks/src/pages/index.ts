// The page rendering contract (DESIGN.md section 5) that site-shell renders every URL with.
export { pageRelations, templateRelations } from './pageRelations';
export { pageListingRequest } from './pageListingRequest';
export { listingRoutes, LISTING_LIMIT } from './listingRoutes';
export type { ListingRoute } from './listingRoutes';
export { layoutFor } from './layoutFor';
export { StoryPage } from './StoryPage';
export type { StoryPageProps } from './StoryPage';
export { PageLayout } from '../layouts/PageLayout';
export type { PageLayoutProps } from '../layouts/PageLayout';
export { templateFor, templateComponents } from '../templates/templateFor';
export type { TemplateName } from '../templates/templateFor';
export type { TemplateProps } from '../templates/types';
export type { LayoutName, ListingQuery, PageInput, PageListingArgs, PageListingRequest } from './types';
