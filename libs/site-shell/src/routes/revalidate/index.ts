import 'server-only';
import { revalidateTag } from 'next/cache';
import { updateSearchIndex } from '../../search/searchEngine';
import { siteConfig } from '../../config/siteConfig';
import { processWide } from '../../process/processWide';
import { siteServices } from '../../server/services';
import { createRevalidateHandler } from './createRevalidateHandler';
import { createDeliveryMemory } from './deliveryMemory';
import { refreshContentVersion } from '../../revalidate/publishEvents';
import { followStoryMove } from '../../revalidate/storyMoves';
import { isCmsClientError } from '@clavis/cms-client';
import { webhookSecret } from './webhookSecret';

/** How long the webhook waits for the search index to take the story before it answers anyway. */
const SEARCH_UPDATE_WAIT_MS = 2_000;
/**
 * How long a delivery is remembered: a captured one sent again within it, at the same content
 * version, does nothing.
 */
const REPLAY_WINDOW_MS = 10 * 60_000;

/** One memory per process, shared by the market's instances with REDIS_URL (`clavis:{market}:webhook:`). */
const deliveries = () =>
  processWide('webhookDeliveries', () => {
    const { redis } = siteServices();
    return createDeliveryMemory({
      windowMs: REPLAY_WINDOW_MS,
      ...(redis && { redis: { client: redis.client, keyPrefix: `${redis.keyPrefix}webhook:` } }),
    });
  });

export const revalidatePOST = createRevalidateHandler({
  secret: () => {
    const { env, cms } = siteConfig();
    return webhookSecret(env, cms);
  },
  async contentVersion() {
    const services = siteServices();
    const since = services.cms.cacheVersion;
    // The new cache version makes the next reads pass the CDN's cached answers; a CMS outage must
    // not hold the webhook's answer, so the wait is bounded (1 s).
    return { since, cv: await refreshContentVersion(services) };
  },
  deliveries,
  async storySlug(storyId) {
    try {
      return (await siteServices().cms.get(String(storyId))).story.full_slug;
    } catch (error) {
      if (isCmsClientError(error) && error.status === 404) return null;
      throw error;
    }
  },
  knownSlug: async (storyId) => siteServices().stories().heldSlug?.(storyId),
  reloadRedirects() {
    // With REDIS_URL the other instances read them again within their minute (or at the poll).
    siteServices().redirectRules.forget();
  },
  async forget(event, { cv, since }) {
    const services = siteServices();
    followStoryMove(services.redirectRules, services.config.market, event);
    services.forgetPublishedContent();
    // The other instances of the market (REDIS_URL) forget theirs now, before this one marks the
    // pages stale in the shared cache when it answers: none of them renders a page again from
    // answers older than the publish.
    await services.publishFanout?.publish(event, cv, since);
  },
  // 'max': stale-while-revalidate, so the old page serves until the new one rendered (or forever
  // while the CMS fails); expired at once, the next request waits for the page's new render (a 404
  // for a story gone), as Next.js would otherwise answer the old page once more.
  revalidateTag: (tag, expireNow) => revalidateTag(tag, expireNow ? { expire: 0 } : 'max'),
  async afterRevalidate(event) {
    // The search index follows the publish (a built index only; the others read it when built),
    // after the pages are marked stale so it never holds them back. A CMS outage must not hold the
    // answer either: the update goes on without it.
    const searchUpdated = updateSearchIndex(siteServices(), event).catch((error: unknown) =>
      console.error(`search: ${event.fullSlug || `story ${event.storyId}`} not updated: ${(error as Error).message}`),
    );
    await Promise.race([
      searchUpdated,
      new Promise((done) => setTimeout(done, SEARCH_UPDATE_WAIT_MS)),
    ]);
  },
});
