import { LINK_PREFIXES } from '../linkPrefixes';
import type { ExtranetFile } from '../payload';

// `/{prefix}/{grant}/` in a signed link, the prefix kept.
const GRANT = new RegExp(`/(${Object.values(LINK_PREFIXES).join('|')})/[^/]+/`);

/**
 * What a signed link points at, without its grant (`/api/extranet/files/{grant}/{path}` ->
 * `/api/extranet/files/{path}`): the same file under the links of two answers, for React's keys,
 * so a page whose answer brought new links updates them in place instead of building its list again.
 */
export function fileIdentity(file: Pick<ExtranetFile, 'href'>): string {
  return file.href.replace(GRANT, '/$1/');
}
