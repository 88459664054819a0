export { decideRequest, LOCALE_SWITCH_PARAM } from './decideRequest';
export type { RequestDecision, RequestInput } from './decideRequest';
export { resolveLocale } from './resolveLocale';
export {
  LOCALE_COOKIE,
  LOCALE_COOKIE_OPTIONS,
  localeCookie,
  serializeLocaleCookie,
} from '../cookie';
export type { LocaleCookie } from '../cookie';
