export { decideRequest, LOCALE_SWITCH_PARAM } from './decideRequest.ts';
export type { RequestDecision, RequestInput } from './decideRequest.ts';
export { resolveLocale } from './resolveLocale.ts';
export { redirectStatus } from './redirectStatus.ts';
export type { RedirectKind, RedirectSender, RedirectStatus } from './redirectStatus.ts';
export {
  LOCALE_COOKIE,
  LOCALE_COOKIE_OPTIONS,
  localeCookie,
  serializeLocaleCookie,
} from '../cookie.ts';
export type { LocaleCookie } from '../cookie.ts';
