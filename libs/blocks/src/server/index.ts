// @clavis/blocks/server: the form submission endpoint and its durable store. Plain Node.
export {
  createFormSubmissionHandler,
  HONEYPOT_FIELD,
  LOCALE_FIELD,
} from './createFormSubmissionHandler';
export type {
  Catalogue,
  FormSubmissionHandler,
  FormSubmissionHandlerOptions,
  SubmitContext,
} from './createFormSubmissionHandler';
export { formErrorPage } from './formErrorPage';
export type { FormErrorPageInput } from './formErrorPage';
export { isBrowserPost } from './readFormBody';
export { refererPath } from './refererPath';
export { createSubmissionStore } from './createSubmissionStore';
export type { SubmissionStore, SubmissionStoreOptions } from './createSubmissionStore';
export { createOutbox } from './createOutbox';
export type { Outbox, OutboxOptions } from './createOutbox';
export { createRateLimiter } from './createRateLimiter';
export type { RateLimiter, RateLimiterOptions } from './createRateLimiter';
export type { Submission } from './types';
// The endpoint's form lookup (plain: no React), so the mounting server need not load the blocks.
export { resolveFormDefinition } from '../forms/resolveFormDefinition';
export type { ResolveFormOptions } from '../forms/resolveFormDefinition';
export { INTEREST_FORM_ID } from '../forms/interestForm';
export type { FormDefinition } from '../forms/formDefinition';
// Which stories a page's template lists (pure), for servers that load pages without rendering them.
export { pageListingRequest } from '../pages/pageListingRequest';
export { listingRoutes, LISTING_LIMIT } from '../pages/listingRoutes';
export type { ListingRoute } from '../pages/listingRoutes';
export type { BlockData, BlockDataRequest } from '../core/types';
