// The composition root (issue #36 part 1): every service of a market's server is built here, once
// per process, from the configuration read once (`siteConfig`). Redis-backed or in-process
// implementations are chosen here and nowhere else; the proxy, pages, route handlers and
// instrumentation all reach the same instances through `siteServices()`.
import 'server-only';
import { randomBytes } from 'node:crypto';
import { createCmsClient, isCmsClientError, type CmsClient } from '@clavis/cms-client';
import { createTokenVerifier, type TokenVerifier } from '@clavis/auth/server';
import { createExtranetApi, extranetRedisKeys, withPrivateAssets, type ExtranetApi } from '@clavis/extranet/server';
import {
  createRateLimiter,
  createSharedPace,
  storeOutageLog,
  type RateLimiter,
  type RequestSlot,
  type SharedRateLimitStore,
} from '@clavis/http';
import type { SearchClients, SearchServiceConfig } from '@clavis/search';
import {
  createPublicSearch,
  type IndexableStory,
  type MultiQueryHandler,
  type SearchEngine,
} from '@clavis/search/server';
import { createFormsRoute, type FormsRoute } from '../forms/createFormsRoute';
import { siteOriginFrom } from '../seo/siteOrigin';
import { checkExtranetAccess } from '../auth/extranetAccess';
import { identitySettings } from '../auth/identitySettings';
import { createStorySource, type StorySource } from '../cms/storySource';
import { localDefaults } from '../config/serverConfig';
import { secretList } from '../config/secretList';
import { auditFilePath } from '../privacy/extranetRecords';
import { listStaticPaths, type StaticPathParams } from '../cms/staticPaths';
import { createRedirectRulesSource, type RedirectRulesSource } from '../cms/redirectRules';
import { sharedRedis, type SharedRedis } from '../redis/sharedRedis';
import { RATE_LIMITS, scaleLimit } from '../security/rateLimits';
import { createSitePublishFanout } from '../revalidate/publishEvents';
import type { PublishFanout } from '../revalidate/publishFanout';
import { createMarketSearchEngine, isBuItalyStory } from '../search/marketSearchEngine';
import { processWide } from '../process/processWide';
import { cmsObservingFetch, instanceReadiness } from '../lifecycle/readiness';
import { fetchWithRequestId } from '../logging/requestContext';
import { siteMetrics } from '../metrics/siteMetrics';
import { tracedFetch } from '../tracing/siteTracing';
import { siteConfig, type SiteConfig } from '../config/siteConfig';

/**
 * How old a folder's bulk answer may be when a URL misses it: a story published without a webhook
 * is found within this time, and random URLs cost the CMS at most one folder load per folder in it.
 */
const MISS_RELOAD_MS = 5_000;
/** SPEC.md's CMS pace: 5 requests a second for the space, kept together by the market's instances. */
const CMS_REQUESTS_PER_SECOND = 5;

export interface RateLimitSettings {
  /** Requests per client address within the window, before `RATE_LIMIT_SCALE`. */
  limit: number;
  /** @default 60000 */
  windowMs?: number;
}

export interface SiteServices {
  readonly config: SiteConfig;
  /** The Redis the market's instances share (`REDIS_URL`), or undefined: every service works in this process alone. */
  readonly redis: SharedRedis | undefined;
  /** Published content, cached, at the market's CMS pace. */
  readonly cms: CmsClient;
  /** Draft versions with the preview token, never cached. */
  readonly draftCms: CmsClient;
  /** The story source pages read: bulk folders of published (or, with `draft`, draft) content. */
  stories(draft?: boolean): StorySource;
  /**
   * Forgets every published answer this process holds (the story source's folders and the CMS
   * client's cache), so pages read the CMS again; with `cv`, the content version another instance
   * learnt after the publish, so the next reads ask for it.
   */
  forgetPublishedContent(cv?: number): void;
  /** The story as published now, or null when it is gone (404). */
  publishedStory(fullSlug: string): Promise<IndexableStory | null>;
  /** The market's redirect rules from the CMS; the proxy and the pages read the same. */
  readonly redirectRules: RedirectRulesSource;
  /** The embedded search engine (DESIGN.md section 6): each index built on its first query. */
  readonly searchEngine: SearchEngine;
  /** The engine's public multi-query handler: `POST /api/search` and the search page share its answer cache. */
  readonly publicSearch: MultiQueryHandler;
  /**
   * Algolia's client for the search page's server-rendered results, when Algolia is configured
   * (loaded on first use: the search library's browser side stays out of the other routes).
   */
  algoliaSearch(config: SearchServiceConfig): Promise<SearchClients['searchClient']>;
  /** Verifies extranet access tokens against the configured provider; its JWKS cache serves every request. */
  readonly tokenVerifier: TokenVerifier;
  readonly extranetApi: ExtranetApi;
  readonly formsRoute: FormsRoute;
  /** Where a limit counts: the market's Redis (`clavis:{market}:rate:{name}`), else undefined (this process). */
  limitStore(name: string): SharedRateLimitStore | undefined;
  /** The per-address limiter of `name`: one per process, one across instances with Redis. */
  rateLimiter(name: string, settings: RateLimitSettings): RateLimiter;
  /** A limit of `RATE_LIMITS` times `RATE_LIMIT_SCALE`, at least 1. */
  scaledLimit(limit: number): number;
  /** The CMS's pace across the market's instances with Redis; undefined without it (each client's own throttle). */
  readonly cmsPace: RequestSlot | undefined;
  /** The publish fan-out between the market's instances with Redis, else undefined. */
  readonly publishFanout: PublishFanout | undefined;
  /** The pages the build prerenders (cms/prebuiltPages), with the search pages and the no-route 404s (read once while building). */
  staticPaths(extra: () => StaticPathParams[]): Promise<StaticPathParams[]>;
}

/** A value made on first use, then kept. */
function lazy<T>(create: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: create() }).value;
}

/** Every service of a market's server, each made on first use from `config`. */
export function createSiteServices(config: SiteConfig): SiteServices {
  const { market, env, cms: cmsSettings, prebuilding } = config;
  const redis = config.redis && sharedRedis(config.redis);
  const outage = lazy(() => storeOutageLog((message) => console.warn(message)));
  const limitStore = (name: string): SharedRateLimitStore | undefined =>
    redis && {
      client: redis.client,
      keyPrefix: `${redis.keyPrefix}rate:${name}`,
      outage: outage(),
    };
  const scaledLimit = (limit: number) => scaleLimit(limit, config.rateLimitScale);
  const cmsPace = lazy(() => {
    const store = limitStore('cms');
    return store && createSharedPace({ store, perSecond: CMS_REQUESTS_PER_SECOND });
  });
  const withPace = () => {
    const requestSlot = cmsPace();
    return requestSlot ? { requestSlot } : {};
  };

  const cms = lazy(() =>
    createCmsClient({
      fetch: cmsObservingFetch(instanceReadiness(), siteMetrics().timedCmsFetch(fetchWithRequestId(tracedFetch('cms')))),
      baseUrl: cmsSettings.baseUrl,
      accessToken: cmsSettings.accessToken,
      previewToken: cmsSettings.previewToken,
      ...withPace(),
    }),
  );
  const draftCms = lazy(() =>
    createCmsClient({
      ...withPace(),
      fetch: fetchWithRequestId(tracedFetch('cms')),
      baseUrl: cmsSettings.baseUrl,
      accessToken: cmsSettings.previewToken ?? cmsSettings.accessToken,
      previewToken: cmsSettings.previewToken,
      version: 'draft',
      cache: false,
    }),
  );
  // The blocks declare the relations pages resolve; they load with the first story read, so the
  // proxy and the route handlers that never read a page do not carry the blocks.
  const relations = () =>
    import('../render/pageContract').then(({ pageRelations }) => pageRelations());
  const publishedSource = () =>
    createStorySource({
      client: cms(),
      relations,
      bulkIsComplete: prebuilding,
      maxAgeMs: prebuilding ? Number.POSITIVE_INFINITY : 60_000,
      missReloadMs: MISS_RELOAD_MS,
    });
  let published: StorySource | undefined;
  const draftSource = lazy(() =>
    createStorySource({ client: draftCms(), relations, bulkIsComplete: false, maxAgeMs: 2_000 }),
  );

  const searchEngine = lazy(() =>
    createMarketSearchEngine({ market, source: () => services.stories(), client: cms }),
  );
  const publicSearch = lazy(() => createPublicSearch(searchEngine()));
  const algoliaClients = new Map<string, Promise<SearchClients['searchClient']>>();
  const redirectRules = lazy(() => createRedirectRulesSource({ market, client: cms }));
  const tokenVerifier = lazy(() => {
    const { issuer, audience } = identitySettings(env);
    return createTokenVerifier({ issuer, audience });
  });
  const rateLimiters = new Map<string, RateLimiter>();
  const dataDir = env.DATA_DIR ?? localDefaults.dataDir;

  const publishedStory = async (fullSlug: string): Promise<IndexableStory | null> => {
    try {
      return (await cms().get(fullSlug)).story as unknown as IndexableStory;
    } catch (error) {
      if (isCmsClientError(error) && error.status === 404) return null;
      throw error;
    }
  };

  const extranetRedis = redis && { client: redis.client, ...extranetRedisKeys(redis.keyPrefix) };
  const { assetToken } = cmsSettings;
  const extranetApi = lazy(() =>
    createExtranetApi({
      market,
      cms: cms(),
      verify: (request, options) => checkExtranetAccess(tokenVerifier(), request, options),
      // Without EXTRANET_SIGNING_SECRET (required with Redis), a link works on the instance that made it.
      // While it is rotated (`new,old`), the first key signs and both verify.
      signingSecret: env.EXTRANET_SIGNING_SECRET ? secretList(env.EXTRANET_SIGNING_SECRET) : randomBytes(32).toString('base64url'),
      auditFile: auditFilePath(env),
      // With REDIS_URL, one log for every instance: the market's stream instead of this machine's file.
      auditStream: extranetRedis && { client: extranetRedis.client, key: extranetRedis.downloads },
      auditRetentionDays: env.AUDIT_RETENTION_DAYS,
      // With REDIS_URL, a logout or a lost group ends the holder's links on every instance.
      holderStore: extranetRedis && { client: extranetRedis.client, keyPrefix: extranetRedis.holders },
      assetOrigin: cmsSettings.assetOrigin,
      // With STORYBLOK_ASSET_TOKEN, partner files that are private assets stream from their signed URLs.
      ...(assetToken && {
        fetch: withPrivateAssets((input, init) => globalThis.fetch(input, init), {
          assetOrigin: cmsSettings.assetOrigin,
          signedUrl: (filename) => cms().getSignedAssetUrl(filename, assetToken),
        }),
      }),
      // The extranet search's hits get their pictures' links from the engine's own records.
      searchRecords: async (indexName, objectID) =>
        (await searchEngine().resolveWithExtranet(indexName))?.index.record(objectID),
    }),
  );

  const formsRoute = lazy(() =>
    createFormsRoute({
      market,
      siteOrigin: siteOriginFrom(env.SITE_URL, market),
      dataDir,
      // With REDIS_URL, submissions wait in the market's queue, delivered by any live instance.
      redis: redis && { connection: redis.client },
      webhookUrl: env.FORMS_WEBHOOK_URL,
      // Each key of a rotation (`new,old`) signs every delivery.
      webhookSecrets: secretList(env.FORMS_WEBHOOK_SECRET),
      loadStoryContent: async (fullSlug) => (await publishedStory(fullSlug))?.content ?? null,
      // Per client address, times RATE_LIMIT_SCALE; one limit across the market's instances with REDIS_URL.
      rateLimit: { limit: scaledLimit(RATE_LIMITS.forms), shared: limitStore('forms') },
      handler: {
        // Each delivery attempt a span of its own (with tracing), the failed ones counted.
        fetch: siteMetrics().countedDeliveryFetch(tracedFetch('webhook')),
        retentionDays: env.FORMS_RETENTION_DAYS,
        outbox: {
          retryDelayMs: env.FORMS_OUTBOX_RETRY_MS,
          maxRetryDelayMs: env.FORMS_OUTBOX_MAX_RETRY_MS,
        },
      },
    }),
  );

  const publishFanout = lazy(() => redis && createSitePublishFanout(redis, services));
  let staticPaths: Promise<StaticPathParams[]> | undefined;

  const services: SiteServices = {
    config,
    redis,
    get cms() {
      return cms();
    },
    get draftCms() {
      return draftCms();
    },
    stories: (draft = false) => (draft ? draftSource() : (published ??= publishedSource())),
    forgetPublishedContent(cv) {
      const client = cms();
      client.flushCache();
      if (cv !== undefined && cv !== client.cacheVersion) client.setCacheVersion(cv);
      published = undefined;
    },
    publishedStory,
    get redirectRules() {
      return redirectRules();
    },
    get searchEngine() {
      return searchEngine();
    },
    get publicSearch() {
      return publicSearch();
    },
    algoliaSearch(searchConfig) {
      const key = JSON.stringify(searchConfig);
      let client = algoliaClients.get(key);
      if (!client) {
        client = import('@clavis/search').then(
          ({ createSearchClient }) => createSearchClient(searchConfig).searchClient,
        );
        algoliaClients.set(key, client);
      }
      return client;
    },
    get tokenVerifier() {
      return tokenVerifier();
    },
    get extranetApi() {
      return extranetApi();
    },
    get formsRoute() {
      return formsRoute();
    },
    limitStore,
    rateLimiter(name, { limit, windowMs = 60_000 }) {
      const key = `${name}/${limit}/${windowMs}`;
      let limiter = rateLimiters.get(key);
      if (!limiter)
        rateLimiters.set(
          key,
          (limiter = createRateLimiter({
            limit: scaledLimit(limit),
            windowMs,
            shared: limitStore(name),
          })),
        );
      return limiter;
    },
    scaledLimit,
    get cmsPace() {
      return cmsPace();
    },
    get publishFanout() {
      return publishFanout();
    },
    staticPaths(extra) {
      staticPaths ??= listStaticPaths(market, services.stories(), config.prebuildPagesPerLocale).then((pages) => [
        ...pages,
        ...extra(),
      ]);
      return staticPaths;
    },
  };
  return services;
}

/** The services of this server process, made once from its configuration (see `processWide` for why process-wide). */
export function siteServices(): SiteServices {
  return processWide('siteServices', () => createSiteServices(siteConfig()));
}

export { isBuItalyStory };
