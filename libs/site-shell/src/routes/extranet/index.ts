// `@clavis/site-shell/api/extranet`: `GET /api/extranet/*`; each app's
// `app/api/extranet/[...path]/route.ts` re-exports `extranetGET as GET`.
import 'server-only';
import { verifyExtranetRequest } from './verifyExtranetRequest';
import { siteServices } from '../../server/services';
import { RATE_LIMITS, withRateLimit } from '../withRateLimit';
import { createExtranetSearchPOST } from '../search';

/**
 * `GET /api/extranet/{locale}/{...path}`, `/api/extranet/files/...`, `/api/extranet/zip/...`: each
 * can stream files from the CMS, so one address gets 300 a minute (a gallery page's thumbnails fit).
 */
export const extranetGET = withRateLimit(
  (request: Request): Promise<Response> => siteServices().extranetApi.GET(request),
  { name: 'extranet', limit: RATE_LIMITS.extranet },
);

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
