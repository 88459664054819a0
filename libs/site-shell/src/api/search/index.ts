// `@clavis/site-shell/api/search`: `POST /api/search`, the embedded engine's multi-query endpoint.
import 'server-only';
import { createExtranetSearchHandler } from '@clavis/search/server';
import { RATE_LIMITS, withRateLimit } from '../../routes/withRateLimit';
import { publicSearch } from '../../search/publicSearch';
import { searchEngine } from '../../search/searchEngine';

/** Every query runs the engine: one address gets `RATE_LIMITS.search` a minute (DESIGN.md section 6). */
export const searchPOST = withRateLimit(
  (request: Request): Promise<Response> => publicSearch().handle(request),
  { limit: RATE_LIMITS.search },
);

/**
 * `POST /api/extranet/search` over this site's engine: the extranet indexes and the public
 * catalogue, after `verify` (site-shell's `verifyExtranetRequest`) accepted the bearer token.
 */
export function createExtranetSearchPOST(verify: Parameters<typeof createExtranetSearchHandler>[0]['verify']) {
  return (request: Request): Promise<Response> => createExtranetSearchHandler({ engine: searchEngine(), verify })(request);
}
export { searchEngine, updateSearchIndex } from '../../search/searchEngine';
