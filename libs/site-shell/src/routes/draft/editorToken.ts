import { createHash } from 'node:crypto';
import { secretsMatch } from './secretsMatch';

/** How long a visual editor link stays valid (Storyblok's own guides use one hour). */
const EDITOR_TOKEN_MAX_AGE_S = 3600;

/**
 * Storyblok's visual editor opens the preview with `_storyblok_tk[space_id]`, `[timestamp]` and
 * `[token]`, the token being sha1 of `{space_id}:{preview token}:{timestamp}`: proof the link came
 * from the editor without a secret in the preview URL.
 */
export function isValidEditorToken(query: URLSearchParams, previewToken: string | undefined, nowMs = Date.now()): boolean {
  const spaceId = query.get('_storyblok_tk[space_id]');
  const timestamp = query.get('_storyblok_tk[timestamp]');
  const token = query.get('_storyblok_tk[token]');
  if (!previewToken || !spaceId || !timestamp || !token || !/^\d+$/.test(timestamp)) return false;
  const age = nowMs / 1000 - Number(timestamp);
  if (age < -60 || age > EDITOR_TOKEN_MAX_AGE_S) return false;
  const expected = createHash('sha1').update(`${spaceId}:${previewToken}:${timestamp}`).digest('hex');
  return secretsMatch(token, expected);
}
