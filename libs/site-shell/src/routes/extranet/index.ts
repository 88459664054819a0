// `@clavis/site-shell/api/extranet`: `GET /api/extranet/*`, `DELETE /api/extranet/session` and
// `POST /api/extranet/search`; each app's `app/api/extranet/[...path]/route.ts` re-exports
// `extranetGET as GET` and `extranetDELETE as DELETE`, its `search/route.ts` `extranetSearchPOST as POST`.
import 'server-only';
import { LINK_PREFIXES } from '@clavis/extranet/server';
import { siteServices } from '../../server/services';
import { RATE_LIMITS, withRateLimit } from '../withRateLimit';
import { createExtranetSearchPOST } from '../search';

const extranetApiGET = (request: Request): Promise<Response> => siteServices().extranetApi.GET(request);

const pageDataGET = withRateLimit(extranetApiGET, { name: 'extranet', limit: RATE_LIMITS.extranet });
const signedFileGET = withRateLimit(extranetApiGET, { name: 'extranetFiles', limit: RATE_LIMITS.extranetFiles });

/**
 * Read as the API reads its path after URL normalisation: only a literal `files/` path is served as
 * a signed file, so no page's data can be asked for under the files' larger allowance.
 */
const SIGNED_FILES = `/api/extranet/${LINK_PREFIXES.file}/`;

/**
 * `GET /api/extranet/{locale}/{...path}` and `/api/extranet/zip/...` count against the address's
 * `extranet` allowance; `/api/extranet/files/...`, one request per picture a gallery shows,
 * against `extranetFiles`, so looking through galleries never starves the pages' data.
 */
export async function extranetGET(request: Request): Promise<Response> {
  const signedFile = new URL(request.url).pathname.startsWith(SIGNED_FILES);
  return (signedFile ? signedFileGET : pageDataGET)(request);
}

/**
 * `DELETE /api/extranet/session` with the bearer token, which the extranet pages send at logout
 * before the provider's end-session: every download link handed to the partner stops working.
 */
export const extranetDELETE = withRateLimit(
  (request: Request): Promise<Response> => siteServices().extranetApi.DELETE(request),
  { name: 'extranet', limit: RATE_LIMITS.extranet },
);

/**
 * The engine's answer for the extranet indexes and the public catalogue; the extranet API has
 * verified the bearer token before it asks.
 */
const extranetSearchAnswer = createExtranetSearchPOST(async () => ({ ok: true }));

/**
 * `POST /api/extranet/search`: the extranet index and the public catalogue, for a verified partner;
 * the extranet API mints its hits' picture links from the engine's records (never from the text of
 * the answer, which echoes the caller's query) and lets no CMS asset URL through.
 * Limited before the token is verified, so a flood of bad tokens costs no JWKS lookups either.
 */
export const extranetSearchPOST = withRateLimit(
  (request: Request): Promise<Response> =>
    siteServices().extranetApi.search(request, extranetSearchAnswer),
  { name: 'extranetSearch', limit: RATE_LIMITS.extranetSearch },
);
