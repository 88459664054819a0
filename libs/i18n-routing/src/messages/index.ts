export { EAGER_MESSAGES, loadMessages } from './loadMessages';
export { GLOBAL_ERROR_MESSAGES } from './globalErrorMessages';
export type { MessageKey, Messages } from './catalogues/en';
