import type { CmsSettings } from '../../config/cmsSettings';
import type { Environment } from '../../config/serverConfig';

/** The draft secret of the embedded setup (a local fixture like the content server's tokens). */
export const LOCAL_DRAFT_SECRET = 'clavis-local-draft-secret';

/** DRAFT_SECRET, or the local one when the embedded content server stands in for the CMS. */
export function draftSecret(env: Environment, cms: Pick<CmsSettings, 'local'>): string | undefined {
  return env.DRAFT_SECRET ?? (cms.local ? LOCAL_DRAFT_SECRET : undefined);
}
