/** The non-secret cookie that tells a freshly loaded page to run the silent check (DESIGN.md section 6). */
export const IS_AUTHENTICATED_COOKIE = 'clavis.is.authenticated';

const ONE_DAY_SECONDS = 24 * 60 * 60;

export function hasSessionCookie(cookies: string = document.cookie): boolean {
  return cookies.split(/;\s*/).some((cookie) => cookie.startsWith(`${IS_AUTHENTICATED_COOKIE}=`));
}

export function setSessionCookie(): void {
  document.cookie = `${IS_AUTHENTICATED_COOKIE}=1; Max-Age=${ONE_DAY_SECONDS}; Path=/; SameSite=Lax`;
}

export function clearSessionCookie(): void {
  document.cookie = `${IS_AUTHENTICATED_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
}
