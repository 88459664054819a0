export { decideRequest, LOCALE_SWITCH_PARAM } from './decideRequest.ts';
export type { RequestDecision, RequestInput } from './decideRequest.ts';
export { resolveLocale } from './resolveLocale.ts';
export {
  LOCALE_COOKIE,
  LOCALE_COOKIE_OPTIONS,
  localeCookie,
  serializeLocaleCookie,
} from '../cookie.ts';
export type { LocaleCookie } from '../cookie.ts';
