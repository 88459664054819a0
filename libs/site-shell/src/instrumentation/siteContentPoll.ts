import 'server-only';
import { secretList } from '../config/secretList';
import type { SiteConfig } from '../config/siteConfig';
import { webhookSecret } from '../routes/revalidate/webhookSecret';
import type { SiteServices } from '../server/services';
import { createContentChanges } from '../revalidate/contentChanges';
import { createContentPoll, type ContentPoll } from '../revalidate/contentPoll';
import { lostWebhookBodies, sendLostWebhooks } from '../routes/revalidate/lostWebhooks';

/**
 * This instance's safety net for a lost webhook (`CMS_POLL_SECONDS`, 0 = none): every interval it
 * asks the CMS for the space's content version, and when it moved, follows what changed as the
 * webhooks it did not receive, through its own `/api/revalidate`. Undefined when off, or when no
 * webhook secret is configured (the route then refuses every webhook).
 */
export function createSiteContentPoll(services: Pick<SiteServices, 'cms'>, config: Pick<SiteConfig, 'env' | 'cmsPollSeconds'> & { cms: Pick<SiteConfig['cms'], 'local'> }, selfOrigin: () => string, log: (line: string) => void = (line) => console.warn(line)): ContentPoll | undefined {
  if (config.cmsPollSeconds === 0) return undefined;
  const [secret] = secretList(webhookSecret(config.env, config.cms));
  if (!secret) {
    log('cms poll: off, as /api/revalidate takes no webhook without REVALIDATE_SECRET');
    return undefined;
  }
  const changes = createContentChanges({ cms: services.cms });
  return createContentPoll({
    intervalMs: config.cmsPollSeconds * 1000,
    log,
    async look() {
      const before = changes.version;
      await changes.look(async (move) => {
        log(`cms poll: content version ${move.version} (last looked at ${before}): ${move.changes.length} stor${move.changes.length === 1 ? "y" : "ies"} changed, followed through /api/revalidate`);
        await sendLostWebhooks(lostWebhookBodies(move), { url: `${selfOrigin()}/api/revalidate`, secret });
      });
    },
  });
}
