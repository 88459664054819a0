import { timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FrameRule } from './contentSecurityPolicy';

/**
 * Paths (without a locale prefix) of pages the site frames itself: the login's silent check runs
 * in a hidden frame of the site's own pages. A page added here gets `frame-ancestors 'self'`.
 */
export const SELF_FRAMED_PATHS: readonly string[] = ['/auth/silent', '/auth/silent-check'];

/** Next's draft-mode cookie: the CMS editor frames draft previews. */
export const DRAFT_MODE_COOKIE = '__prerender_bypass';

/** The id Next's development server stands in with, under which it takes any draft cookie. */
const DEVELOPMENT_PREVIEW_ID = 'development-id';

const LOCALE_PREFIX = /^\/[a-z]{2}(?=\/)/;

/** Who may frame the response to a request for this path: the CMS editor in draft mode, the site itself for the silent check, nobody otherwise. */
export function frameRuleFor(pathname: string, { draft = false }: { draft?: boolean } = {}): FrameRule {
  if (draft) return 'editor';
  const path = pathname.replace(LOCALE_PREFIX, '');
  return SELF_FRAMED_PATHS.includes(path) || SELF_FRAMED_PATHS.includes(pathname) ? 'self' : 'none';
}

const sameText = (a: string, b: string) => {
  const [left, right] = [Buffer.from(a), Buffer.from(b)];
  return left.length === right.length && timingSafeEqual(left, right);
};

/**
 * Whether a request's Cookie header holds a draft session of this build, as Next's `draftMode()`
 * decides it where there is a request scope: the draft cookie's value is the build's
 * `previewModeId` (`/api/draft` sets exactly that). A cookie of that name with another value is
 * no session, nor is any while the id is unknown; a cookie sent twice must carry the id both times
 * (Next's parsers disagree on which one counts). Outside production Next takes any value while its
 * id is `development-id`, and so does this.
 */
export function isDraftSession(cookieHeader: string | undefined, previewModeId: string | undefined): boolean {
  const values = (cookieHeader ?? '')
    .split(';')
    .map((pair) => pair.trim())
    .filter((pair) => pair.startsWith(`${DRAFT_MODE_COOKIE}=`))
    .map((pair) => pair.slice(DRAFT_MODE_COOKIE.length + 1));
  if (values.length === 0 || !previewModeId) return false;
  if (process.env.NODE_ENV !== 'production' && previewModeId === DEVELOPMENT_PREVIEW_ID) return true;
  return values.every((value) => sameText(value, previewModeId));
}

/**
 * The build's draft-mode id from the prerender manifest Next wrote into `.next` (what its server
 * compares the draft cookie with); undefined when there is none to read.
 */
export function readPreviewModeId(appDir = process.cwd()): string | undefined {
  try {
    const manifest = JSON.parse(readFileSync(join(appDir, '.next', 'prerender-manifest.json'), 'utf8')) as {
      preview?: { previewModeId?: unknown };
    };
    const id = manifest.preview?.previewModeId;
    return typeof id === 'string' && id !== '' ? id : undefined;
  } catch {
    return undefined;
  }
}
