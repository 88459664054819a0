export { EAGER_MESSAGES, loadMessages } from './loadMessages';
export type { MessageKey, Messages } from './catalogues/en';
