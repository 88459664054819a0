import type { FrameRule } from './contentSecurityPolicy';

/**
 * Paths (without a locale prefix) of pages the site frames itself: the login's silent check runs
 * in a hidden frame of the site's own pages. A page added here gets `frame-ancestors 'self'`.
 */
export const SELF_FRAMED_PATHS: readonly string[] = ['/auth/silent', '/auth/silent-check'];

/** Next's draft-mode cookie: the CMS editor frames draft previews. */
export const DRAFT_MODE_COOKIE = '__prerender_bypass';

const LOCALE_PREFIX = /^\/[a-z]{2}(?=\/)/;

/** Who may frame the response to a request for this path: the CMS editor in draft mode, the site itself for the silent check, nobody otherwise. */
export function frameRuleFor(pathname: string, { draft = false }: { draft?: boolean } = {}): FrameRule {
  if (draft) return 'editor';
  const path = pathname.replace(LOCALE_PREFIX, '');
  return SELF_FRAMED_PATHS.includes(path) || SELF_FRAMED_PATHS.includes(pathname) ? 'self' : 'none';
}
