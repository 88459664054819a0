export { EAGER_MESSAGES, loadMessages } from './loadMessages.ts';
export { GLOBAL_ERROR_MESSAGES } from './globalErrorMessages.ts';
export type { MessageKey, Messages } from './catalogues/en.ts';
