// `@clavis/site-shell/api/extranet`: `GET /api/extranet/*`; each app's
// `app/api/extranet/[...path]/route.ts` re-exports `extranetGET as GET`.
import 'server-only';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { createExtranetApi, type ExtranetApi } from '@clavis/extranet/server';
import { verifyExtranetRequest } from '../../auth/extranetAccess';
import { cmsClient, siteMarket } from '../../cms/client';
import { processWide } from '../../process/processWide';
import { sharedRedis } from '../../redis/sharedRedis';
import { getServerConfig } from '../../config/getServerConfig';
import { localDefaults } from '../../config/serverConfig';
import { RATE_LIMITS, withRateLimit } from '../../routes/withRateLimit';
import { createExtranetSearchPOST } from '../search';

function extranetApi(): ExtranetApi {
  return processWide('extranetApi', () => {
    const { env, cms } = getServerConfig();
    const redis = sharedRedis();
    return createExtranetApi({
      market: siteMarket(),
      cms: cmsClient(),
      verify: verifyExtranetRequest,
      signingSecret: env.EXTRANET_SIGNING_SECRET ?? randomBytes(32).toString('base64url'),
      auditFile: env.EXTRANET_AUDIT_FILE ?? join(env.DATA_DIR ?? localDefaults.dataDir, 'extranet', 'downloads.jsonl'),
      // With REDIS_URL, one log for every instance: the market's stream instead of this machine's file.
      auditStream: redis && { client: redis.client, key: `${redis.keyPrefix}downloads` },
      assetOrigin: cms.assetOrigin,
    });
  });
}

/**
 * `GET /api/extranet/{locale}/{...path}`, `/api/extranet/files/...`, `/api/extranet/zip/...`: each
 * can stream files from the CMS, so one address gets 300 a minute (a gallery page's thumbnails fit).
 */
export const extranetGET = withRateLimit((request: Request): Promise<Response> => extranetApi().GET(request), { name: 'extranet', limit: RATE_LIMITS.extranet });

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
    return Response.json(extranetApi().signAssetLinks(await answer.json(), access.user), { status: answer.status, headers });
  },
  { name: 'extranetSearch', limit: RATE_LIMITS.extranetSearch },
);
