/** Percent-decoding rounds looked through: a segment still encoded after them is refused. */
const MAX_DECODINGS = 3;

// eslint-disable-next-line no-control-regex -- control characters are what this refuses
const CONTROL = /[\u0000-\u001f\u007f]/;

export type StoryPathCheck =
  | { ok: true; segments: string[] }
  | { ok: false; problem: string };

/** A segment as a server that decodes it (once or more) reads it, or null when it is malformed or encoded too deep. */
function decoded(segment: string): string | null {
  let text = segment;
  for (let round = 0; round <= MAX_DECODINGS; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(text);
    } catch {
      return null;
    }
    if (next === text) return text;
    text = next;
  }
  return null;
}

function segmentProblem(segment: string): string | null {
  const plain = decoded(segment);
  if (plain === null) return `"${segment}" is not a valid percent-encoding`;
  if (plain === '.' || plain === '..') return `"${segment}" is a dot segment`;
  if (plain.includes('/') || plain.includes('\\')) return `"${segment}" holds a slash or a backslash`;
  if (CONTROL.test(plain)) return `"${segment}" holds a control character`;
  return null;
}

/**
 * A story path (a full slug, or a URL path naming one) as the segments that may go to the CMS, or
 * why it may not: a dot segment (`.`, `..`, or either percent-encoded, in any letter case, however
 * many times), a backslash or an encoded slash inside a segment, a control character, a malformed
 * encoding. Any of those can make the CMS host, or a proxy before it, resolve the path to another
 * one (`cdn/stories/de/global/../extranet/x` is `cdn/stories/de/extranet/x`). Leading slashes
 * are dropped; a trailing one stays, as an empty last segment (`de/germany/` is a folder's start
 * page).
 */
export function checkStoryPath(path: string): StoryPathCheck {
  const segments = path.replace(/^\/+/, '').split('/');
  for (const segment of segments) {
    const problem = segmentProblem(segment);
    if (problem) return { ok: false, problem: `Story path ${JSON.stringify(path)}: ${problem}` };
  }
  return { ok: true, segments };
}
