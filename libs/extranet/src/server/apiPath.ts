/** The extranet API path below its base, decoded once, or why it is refused. */
export type ApiPath = { ok: true; segments: string[] } | { ok: false; reason: string };

const API_BASE = '/api/extranet/';

/**
 * What a path may not carry, raw or encoded: a second meaning for `/` (`%2F`, `\`, `%5C`), a dot
 * segment in disguise (`%2E`), a second round of decoding (`%25`) and matrix parameters (`;`).
 * A route matched on one reading of the path and a group decided on another let a partner walk
 * into an area their groups forbid; with these refused, every reader sees the same segments.
 */
const AMBIGUOUS = /%2f|%5c|%2e|%25|%00|\\|;/i;

/**
 * The one canonical reading of an extranet API request path (`/api/extranet/de/kataloge/x`):
 * its segments below the base, each decoded exactly once. Refused: the ambiguous forms above, empty
 * segments inside the path, `.` and `..` segments, bad percent-encoding and control characters.
 * The route match, the group check and the file route all read this result and nothing else.
 */
export function canonicalApiPath(pathname: string): ApiPath {
  const start = pathname.indexOf(API_BASE);
  if (start !== 0) return { ok: false, reason: 'not an extranet API path' };
  const below = pathname.slice(API_BASE.length);
  if (AMBIGUOUS.test(below)) return { ok: false, reason: 'encoded separators, dots or parameters' };
  const raw = below.split('/');
  // One trailing slash is the same page; an empty segment inside the path is not.
  if (raw.at(-1) === '') raw.pop();
  const segments: string[] = [];
  for (const part of raw) {
    if (part === '' || part === '.' || part === '..') return { ok: false, reason: 'empty or dot segment' };
    let decoded: string;
    try {
      decoded = decodeURIComponent(part);
    } catch {
      return { ok: false, reason: 'bad percent-encoding' };
    }
    // eslint-disable-next-line no-control-regex
    if (/[\u0000-\u001f\u007f/\\]/.test(decoded) || decoded === '.' || decoded === '..') return { ok: false, reason: 'control character or separator' };
    segments.push(decoded);
  }
  return { ok: true, segments };
}
