// `@clavis/site-shell/api/extranet`: `GET /api/extranet/*`; each app's
// `app/api/extranet/[...path]/route.ts` re-exports `extranetGET as GET`.
import 'server-only';
import { LINK_PREFIXES } from '@clavis/extranet/server';
import { verifyExtranetRequest } from './verifyExtranetRequest';
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
 * `POST /api/extranet/search`: the extranet index and the public catalogue, for a verified partner,
 * every CMS asset URL in the hits a signed link for that partner (as the extranet API hands out).
 * Limited before the token is verified, so a flood of bad tokens costs no JWKS lookups either.
 */
export const extranetSearchPOST = withRateLimit(
  async (request: Request): Promise<Response> => {
    const access = await verifyExtranetRequest(request);
    if (!access.ok) return access.response;
    const answer = await createExtranetSearchPOST(async () => ({ ok: true }))(request);
    if (!answer.ok || !answer.headers.get('content-type')?.includes('json')) return answer;
    const headers = new Headers(answer.headers);
    headers.delete('content-length');
    headers.delete('content-encoding');
    headers.set('cache-control', 'private, no-store');
    return Response.json(
      siteServices().extranetApi.signAssetLinks(await answer.json(), access.user),
      { status: answer.status, headers },
    );
  },
  { name: 'extranetSearch', limit: RATE_LIMITS.extranetSearch },
);
