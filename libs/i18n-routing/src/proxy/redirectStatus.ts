/**
 * How long a redirect holds: `permanent` (trailing slashes, the CMS's redirect rules, canonical
 * story slugs) or `temporary` (the global market's bare root, locale switches).
 */
export type RedirectKind = 'permanent' | 'temporary';

/**
 * What sends the redirect: the proxy (Next's middleware) or a route handler, which build their
 * response and may answer any status, or a page render, which only has Next.js's `redirect()` (307)
 * and `permanentRedirect()` (308).
 */
export type RedirectSender = 'proxy' | 'handler' | 'page';

export type RedirectStatus = 301 | 307 | 308;

/**
 * The status code of every redirect the sites send, chosen here only. SPEC.md asks for 301 on a
 * permanent redirect; a page cannot send 301, so a permanent redirect from a page (a CMS redirect
 * rule for a direct route's path, which the proxy never sees) is 308, which browsers and crawlers
 * treat as permanent too. A temporary redirect is 307 from either.
 */
export function redirectStatus(kind: RedirectKind, sender: RedirectSender): RedirectStatus {
  if (kind === 'temporary') return 307;
  return sender === 'page' ? 308 : 301;
}
