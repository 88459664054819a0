// `@clavis/site-shell/routes`: the route handlers each app's `app/api/*/route.ts` re-exports.
import 'server-only';
import { cmsClient, siteMarket } from '../server/site';
import { createCheckStorySlugsHandler } from './checkStorySlugs/checkStorySlugs';
import { createCustomLandingHandler } from './customLanding/customLanding';
import { createVersionHandler } from './version/version';
import { RATE_LIMITS, withRateLimit } from './withRateLimit';

// Each call can reach the CMS: a stranger's flood gets 429 (DESIGN.md section 6).
export const checkStorySlugsGET = withRateLimit(
  createCheckStorySlugsHandler({ market: siteMarket(), client: cmsClient }),
  { name: 'slugCheck', limit: RATE_LIMITS.slugCheck },
);
export const customLandingGET = withRateLimit(
  createCustomLandingHandler({ market: siteMarket(), client: cmsClient }),
  { name: 'customLanding', limit: RATE_LIMITS.customLanding },
);
export const versionGET = createVersionHandler();
// The handler factories stay internal: apps re-export the handlers above.
export { revalidatePOST } from './revalidate';
export { draftGET, draftExitGET } from './draft';
export { silentCheckGET } from './silentCheck/silentCheckRoute';
