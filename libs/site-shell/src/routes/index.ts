// `@clavis/site-shell/routes`: the route handlers each app's `app/api/*/route.ts` re-exports.
import 'server-only';
import { cmsClient, siteMarket } from '../cms/client';
import { createCheckStorySlugsHandler } from './checkStorySlugs';
import { createCustomLandingHandler } from './customLanding';
import { createVersionHandler } from './version';

export const checkStorySlugsGET = createCheckStorySlugsHandler({ market: siteMarket(), client: cmsClient });
export const customLandingGET = createCustomLandingHandler({ market: siteMarket(), client: cmsClient });
export const versionGET = createVersionHandler();
// The handler factories stay internal: apps re-export the handlers above.
export { revalidatePOST } from '../revalidate';
export { draftGET, draftExitGET } from '../preview';
