import 'server-only';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { getMarketConfig } from '@clavis/i18n-routing';
import { forgetRememberedPages } from '../redis/rememberedPages';
import type { SharedRedis } from '../redis/sharedRedis';
import type { CmsClient } from '@clavis/cms-client';
import type { SearchEngine } from '@clavis/search/server';
import { updateSearchIndex, type SearchIndexServices } from '../search/searchEngine';
import { folderTag, tagsForEvent } from './cacheTags';
import type { Market } from '@clavis/i18n-routing';
import { followStoryMove, type StoryMoves } from './storyMoves';
import { siteMetrics } from '../metrics/siteMetrics';
import {
  createPublishFanout,
  logExplains,
  type PublishFanout,
  type PublishLog,
  type PublishMessage,
  type SharedVersion,
} from './publishFanout';

/** How long a refresh waits to learn the CMS's content version before it goes on without it. */
const CACHE_VERSION_WAIT_MS = 1_000;
/**
 * How long a catch-up waits before it reads the search index again for changes its log did not
 * explain. A publish sent as Redis comes back often changes the CMS's version before its message
 * is logged, and its message then arrives by itself; the rebuild (some 20 CMS requests at the
 * market's shared pace) must not queue ahead of that publish's page and search reads.
 */
const UNEXPLAINED_REFRESH_DELAY_MS = 3_000;
/** Milliseconds a Redis command of the page cache may take. */
const COMMAND_TIMEOUT_MS = 1_000;
/**
 * Next.js's implicit tag of the root layout, which every page it caches carries: revalidating it
 * marks every shared page stale, for a publish the shared cache missed without knowing which.
 */
const EVERY_PAGE_TAG = '_N_T_/layout';

/** A promise's value, or undefined once `ms` have passed or it failed. */
async function within<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((settle) => {
    timer = setTimeout(() => settle(undefined), ms);
  });
  try {
    return await Promise.race([promise.catch(() => undefined), late]);
  } finally {
    clearTimeout(timer);
  }
}

/** What a publish touches in this process: the composition root's services. */
interface PublishServices extends SearchIndexServices {
  readonly cms: CmsClient;
  readonly searchEngine: Pick<SearchEngine, 'update' | 'refresh'>;
  readonly redirectRules: StoryMoves;
  readonly config: { readonly market: Market };
  forgetPublishedContent(cv?: number): void;
}

/** The CMS's content version now (adopted by the process's client), or undefined when it does not answer in time. */
export function refreshContentVersion(
  services: Pick<PublishServices, 'cms'>,
): Promise<number | undefined> {
  return within(services.cms.refreshCacheVersion(), CACHE_VERSION_WAIT_MS);
}

/** The page cache's own Redis handler on the market's keys (`clavis:{market}:`), to mark tags stale outside a request. */
function sharedTagRevalidator(redis: SharedRedis) {
  return createRedisHandler({
    client: redis.client as Parameters<typeof createRedisHandler>[0]['client'],
    keyPrefix: redis.keyPrefix,
    timeoutMs: COMMAND_TIMEOUT_MS,
  });
}

/**
 * Marks pages stale in the shared page cache outside a request (Next's `revalidateTag` needs
 * one): the cache handler's own Redis handler, on the same keys (`clavis:{market}:`).
 */
async function revalidateSharedTags(
  handler: ReturnType<typeof sharedTagRevalidator>,
  tags: readonly string[],
): Promise<void> {
  for (const tag of tags) await handler.revalidateTag(tag);
}

/**
 * Another instance received a publish: this one forgets its CMS answers (adopting the content
 * version that instance learnt) and the story's pages it remembers for a Redis outage, marks them
 * stale in the shared cache again (a page this instance rendered from its old answers before it
 * heard of the publish must not stay), and updates its search index.
 */
async function applyPublish(
  services: PublishServices,
  tagRevalidator: ReturnType<typeof sharedTagRevalidator>,
  { event, cv }: PublishMessage,
): Promise<void> {
  followStoryMove(services.redirectRules, services.config.market, event);
  services.forgetPublishedContent(cv);
  if (cv === undefined) await refreshContentVersion(services);
  await followPublish(services, tagRevalidator, event);
}

/** A publish's pages (remembered here, and in the shared cache) and its search record follow it. */
async function followPublish(
  services: PublishServices,
  tagRevalidator: ReturnType<typeof sharedTagRevalidator>,
  event: PublishMessage['event'],
): Promise<void> {
  const tags = tagsForEvent(event);
  forgetRememberedPages(tags);
  await revalidateSharedTags(tagRevalidator, tags);
  await updateSearchIndex(services, event);
}

/**
 * After a (re)subscription: when the content changed since this process last read it (the CMS's
 * version, or the newest a publish recorded, differs from its own), its CMS answers go, and the
 * publishes it missed (the market's log names them) are followed one by one, as a message would
 * have: a story read each, not the whole index. Only when the log does not account for every
 * change (`logExplains`) is the search index built again, a little later and in the background
 * while the current one answers. When the CMS has a version the shared cache never followed (a publish while Redis was
 * away and its receiver gone, or one without a webhook), every shared page is marked stale.
 */
async function catchUpWithContent(
  services: PublishServices,
  redis: SharedRedis,
  tagRevalidator: ReturnType<typeof sharedTagRevalidator>,
  version: SharedVersion,
  { logged, missed }: PublishLog,
): Promise<void> {
  const known = services.cms.cacheVersion;
  const current = await refreshContentVersion(services);
  const recorded = await version.read();
  const newest = Math.max(current ?? 0, recorded ?? 0) || undefined;
  if (newest !== undefined && newest !== known) services.forgetPublishedContent(newest);
  for (const { event } of missed) {
    await followPublish(services, tagRevalidator, event).catch((error: unknown) =>
      console.warn(
        `publish: ${event.fullSlug}, missed while Redis was away, not followed: ${(error as Error).message}`,
      ),
    );
  }
  if (newest !== undefined && newest !== known && !logExplains(known, newest, logged)) {
    if (known !== undefined)
      console.warn(
        `publish: content version ${newest} (this instance had ${known}) beyond the publishes it knows of: search index read again`,
      );
    setTimeout(() => {
      services.searchEngine
        .refresh()
        .catch((error: unknown) =>
          console.warn(`publish: search index not read again: ${(error as Error).message}`),
        );
    }, UNEXPLAINED_REFRESH_DELAY_MS).unref();
  }
  if (current === undefined) return;
  if (recorded !== undefined && current > recorded) {
    const market = redis.market;
    await revalidateSharedTags(tagRevalidator, [
      EVERY_PAGE_TAG,
      ...getMarketConfig(market).locales.map((locale) => folderTag(locale)),
    ]);
    console.warn(
      `publish: the shared page cache followed content version ${recorded}, the CMS has ${current}: every page renders again`,
    );
  }
  if (recorded === undefined || current > recorded) await version.raise(current);
}

/**
 * The publish fan-out of a process whose market shares `redis` (DESIGN.md section 7); the
 * composition root makes one per process (the webhook's route and the instrumentation that starts
 * it are bundled apart).
 */
export function createSitePublishFanout(
  redis: SharedRedis,
  services: PublishServices,
): PublishFanout {
  const tagRevalidator = sharedTagRevalidator(redis);
  return createPublishFanout({
    client: redis.client,
    keyPrefix: redis.keyPrefix,
    apply: async (message) => {
      await applyPublish(services, tagRevalidator, message);
      if (message.sentAt !== undefined) siteMetrics().publishApplied(message.sentAt);
    },
    catchUp: (version, log) => catchUpWithContent(services, redis, tagRevalidator, version, log),
    replay: ({ event }) => revalidateSharedTags(tagRevalidator, tagsForEvent(event)),
  });
}
