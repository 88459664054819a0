import type { LocaleCode } from './locales.ts';

/** The cookie that remembers the chosen locale (SPEC.md section 9). */
export const LOCALE_COOKIE = 'i18n_redirected';

/** 365 days, path `/`, not secure, SameSite Lax (SPEC.md section 9). */
export const LOCALE_COOKIE_OPTIONS = {
  maxAge: 365 * 24 * 60 * 60,
  path: '/',
  secure: false,
  sameSite: 'lax',
  httpOnly: false,
} as const;

export interface LocaleCookie {
  name: typeof LOCALE_COOKIE;
  value: LocaleCode;
  options: typeof LOCALE_COOKIE_OPTIONS;
}

export function localeCookie(locale: LocaleCode): LocaleCookie {
  return { name: LOCALE_COOKIE, value: locale, options: LOCALE_COOKIE_OPTIONS };
}

/** The `Set-Cookie` header value, for servers without a cookie API (or `document.cookie`). */
export function serializeLocaleCookie(locale: LocaleCode): string {
  const { maxAge, path } = LOCALE_COOKIE_OPTIONS;
  return `${LOCALE_COOKIE}=${locale}; Max-Age=${maxAge}; Path=${path}; SameSite=Lax`;
}
