// @clavis/forms/server: the form submission endpoint, its durable store and webhook outbox. Plain
// Node (no React, no Next): site-shell mounts it as the `POST /api/forms/{formId}` route handler.
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
export { createSubmissionStore } from './createSubmissionStore';
export type { SubmissionStore, SubmissionStoreOptions } from './createSubmissionStore';
export { createOutbox } from './createOutbox';
export type { Outbox, OutboxOptions } from './createOutbox';
export { createFileSubmissionQueue } from './submissionQueue';
export type { DeliverySettings, SubmissionJobState, SubmissionQueue, SubmissionQueueState } from './submissionQueue';
export { createRedisSubmissionQueue, formsQueueName } from './redisSubmissionQueue';
export type { RedisSubmissionQueueOptions } from './redisSubmissionQueue';
export { deliverSubmission, deliveryHeaders } from './deliverSubmission';
export type { DeliveryOptions } from './deliverSubmission';
export type { Submission } from './types';
export { eraseSubmissions, isSubmissionOf } from './eraseSubmissions';
export type { ErasureCount, EraseSubmissionsOptions } from './eraseSubmissions';
// The endpoint's form lookup (plain: no React), so the mounting server need not load the browser form.
export { resolveFormDefinition } from '../resolveFormDefinition';
export type { ResolveFormOptions } from '../resolveFormDefinition';
export { INTEREST_FORM_ID } from '../interestForm';
export type { FormDefinition } from '../formDefinition';
