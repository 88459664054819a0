// `@clavis/site-shell/api/forms`: `POST /api/forms/{formId}`; each app's
// `app/api/forms/[formId]/route.ts` re-exports `formsPOST as POST`, and site-shell's instrumentation
// `register()` calls `startFormsOutbox()` so undelivered submissions go out after a restart.
import 'server-only';
import { isCmsClientError } from '@clavis/cms-client';
import { cmsClient, siteMarket } from '../../cms/client';
import { getServerConfig } from '../../config/getServerConfig';
import { localDefaults } from '../../config/serverConfig';
import { processWide } from '../../process/processWide';
import { sharedRedis } from '../../redis/sharedRedis';
import { createFormsRoute, type FormsRoute } from './createFormsRoute';

// Next bundles instrumentation and route handlers separately, each with its own copy of this
// module: one route per process (processWide), or two outboxes would deliver the same
// submissions twice.
function formsRoute(): FormsRoute {
  return processWide('formsRoute', () => {
    const { env } = getServerConfig();
    const redis = sharedRedis();
    return createFormsRoute({
      market: siteMarket(),
      dataDir: env.DATA_DIR ?? localDefaults.dataDir,
      // With REDIS_URL, submissions wait in the market's queue, delivered by any live instance.
      redis: redis && { connection: redis.client },
      webhookUrl: env.FORMS_WEBHOOK_URL,
      loadStoryContent: async (fullSlug) => {
        try {
          return (await cmsClient().get(fullSlug)).story.content;
        } catch (error) {
          if (isCmsClientError(error) && error.status === 404) return null;
          throw error;
        }
      },
      handler: {
        outbox: { retryDelayMs: env.FORMS_OUTBOX_RETRY_MS, maxRetryDelayMs: env.FORMS_OUTBOX_MAX_RETRY_MS },
      },
    });
  });
}

export const formsPOST: FormsRoute['POST'] = (request, context) => formsRoute().POST(request, context);

/** Starts the webhook outbox with the server (Next's instrumentation `register()`). */
export function startFormsOutbox(): Promise<void> {
  return formsRoute().start();
}

export { createFormsRoute } from './createFormsRoute';
export { clientAddress } from '../../security/clientAddress';
export type { FormsRoute, FormsRouteOptions } from './createFormsRoute';
