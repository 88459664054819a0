import type { CmsSettings } from '../../config/cmsSettings';
import type { Environment } from '../../config/serverConfig';

/**
 * The webhook secret of the embedded content server (a local fixture like its tokens, not a
 * secret); tools/content-server signs with the same one unless WEBHOOK_SECRET says otherwise.
 */
export const LOCAL_WEBHOOK_SECRET = 'clavis-local-webhook-secret';

/**
 * REVALIDATE_SECRET as set (one secret, or a comma-separated rotation `new,old` that
 * `verifyWebhookSignature` reads), or the local one when the embedded content server stands in
 * for the CMS.
 */
export function webhookSecret(env: Environment, cms: Pick<CmsSettings, 'local'>): string | undefined {
  return env.REVALIDATE_SECRET ?? (cms.local ? LOCAL_WEBHOOK_SECRET : undefined);
}
