import { safeReturnTo } from '@clavis/auth';

/**
 * The page of this site a form was posted from: the path and query of the request's `Referer`
 * when it is on `siteOrigin` (`SITE_URL`'s), taken only as a same-origin relative path (the rule
 * of the login's return target, `safeReturnTo`, so `https://site//evil.example` gives nothing);
 * null for any other Referer, a malformed one or none. The site is known by its configured origin
 * alone: what a request says of its own host (`Origin`, `Host`, `X-Forwarded-Host`) anyone can send.
 */
export function postedFromPath(request: Request, siteOrigin: string): string | null {
  const referer = request.headers.get('referer');
  if (!referer || !URL.canParse(referer)) return null;
  const from = new URL(referer);
  return from.origin === new URL(siteOrigin).origin ? safeReturnTo(`${from.pathname}${from.search}`, null) : null;
}
