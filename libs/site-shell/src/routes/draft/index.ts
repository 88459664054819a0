import 'server-only';
import { draftMode } from 'next/headers';
import { siteMarket } from '../../server/site';
import { siteConfig } from '../../config/siteConfig';
import { createDraftHandlers } from './createDraftHandlers';
import { draftSecret } from './draftSecret';

const handlers = createDraftHandlers({
  market: siteMarket(),
  secret: () => {
    const { env, cms } = siteConfig();
    return draftSecret(env, cms);
  },
  previewToken: () => siteConfig().cms.previewToken,
  draftMode,
});

export const draftGET = (request: Request) => handlers.enter(request);
export const draftExitGET = (request: Request) => handlers.exit(request);
