// `@clavis/forms/testing`: helpers for tests and stories; never imported by site code.

/**
 * The browser form itself, loaded at once: tests that render pages with forms put it in place of
 * `LazyCustomFormClient`, whose chunk the browser loads on demand.
 */
export { CustomFormClient } from '../components/CustomFormClient';
export { createFormsIntl } from './createFormsIntl';
export { callbackFormContent, callbackFormDefinition } from './callbackForm';
