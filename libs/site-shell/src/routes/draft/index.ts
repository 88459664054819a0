import 'server-only';
import { cookies, draftMode } from 'next/headers';
import { siteMarket } from '../../server/site';
import { siteConfig } from '../../config/siteConfig';
import { clientAddress } from '../../security/clientAddress';
import { addressRateLimit, RATE_LIMITS } from '../withRateLimit';
import { createDraftHandlers } from './createDraftHandlers';
import { createDraftAttempts } from './draftAttempts';
import { draftSecret } from './draftSecret';
import { partitionedDraftMode } from './draftCookie';

const handlers = createDraftHandlers({
  market: siteMarket(),
  attempts: createDraftAttempts({
    count: addressRateLimit({ name: 'draftSecret', limit: RATE_LIMITS.draftSecret }),
    address: (request) => clientAddress(request),
  }),
  secret: () => {
    const { env, cms } = siteConfig();
    return draftSecret(env, cms);
  },
  previewToken: () => siteConfig().cms.previewToken,
  draftMode: async () => partitionedDraftMode(await draftMode(), await cookies()),
});

export const draftGET = (request: Request) => handlers.enter(request);
export const draftExitGET = (request: Request) => handlers.exit(request);
