import { createAssetsResource, type AssetsResource } from './resources/assets';
import { createCdnGet } from './resources/cdn';
import { createDatasourcesResource, type DatasourcesResource } from './resources/datasources';
import { createLinksResource, type LinksResource } from './resources/links';
import { createManagementResource, type ManagementResource } from './resources/management';
import { createStoriesResource, type StoriesResource } from './resources/stories';
import type { Space, StoryVersion } from './types';
import { createResponseCache } from './utils/cache';
import { createTransport, defaultBackoff, type CmsFetchOptions } from './utils/transport';

/** Storyblok's CDN hosts per region. */
export const CDN_BASE_URLS = {
  eu: 'https://api.storyblok.com/v2',
  us: 'https://api-us.storyblok.com/v2',
  ca: 'https://api-ca.storyblok.com/v2',
  ap: 'https://api-ap.storyblok.com/v2',
  cn: 'https://app.storyblokchina.cn/v2',
} as const;

export type CmsRegion = keyof typeof CDN_BASE_URLS;

/** Where a space of each region serves its assets (pictures and files): the origins its asset URLs name. */
export const ASSET_ORIGINS: Readonly<Record<CmsRegion, string>> = {
  eu: 'https://a.storyblok.com',
  us: 'https://a-us.storyblok.com',
  ca: 'https://a-ca.storyblok.com',
  ap: 'https://a-ap.storyblok.com',
  cn: 'https://a.storyblokchina.cn',
};

export interface CmsClientOptions {
  /**
   * Base URL of the CDN API, up to and including `/v2`.
   * @default the region's Storyblok host
   * @see https://www.storyblok.com/docs/api/content-delivery/v2
   */
  baseUrl?: string;
  /** @default 'eu' */
  region?: CmsRegion;
  /** Public (or preview) access token sent as `token`. */
  accessToken?: string;
  /** Preview token used for `version: 'draft'` calls when given; otherwise `accessToken` is used. */
  previewToken?: string;
  /** OAuth (personal access) token for the management API; lowers the default rate limit to 3. */
  oauthToken?: string;
  /** @default 'https://mapi.storyblok.com/v1' */
  managementUrl?: string;
  /** @default 'published' */
  version?: StoryVersion;
  /** A known cache version to start from (e.g. from a webhook). */
  cv?: number;
  /**
   * Requests started per second, per client.
   * @default 5, or 3 with an `oauthToken` (SPEC.md section 9)
   */
  rateLimit?: number;
  /**
   * Retries after a 429, a 5xx or a network error; the delay honours Retry-After.
   * @default 5
   */
  maxRetries?: number;
  /** Delay in ms before retry `attempt` when the answer has no Retry-After. @default exponential from 250 ms with jitter */
  retryDelay?: (attempt: number) => number;
  /** Longest Retry-After honoured, in ms. @default 30000 */
  maxRetryAfterMs?: number;
  /**
   * How long one attempt may take, in ms; past it the attempt is aborted and counts as a network
   * error (retried like one). A CMS that stops answering must not hold a page or a download open.
   * @default 15000
   */
  timeoutMs?: number;
  /**
   * Awaited before every request to the CDN API (retries included), after the client's own
   * `rateLimit`: where several servers share one space's limit, a pace they keep together
   * (`createSharedPace` of `@clavis/http`). @default none
   */
  requestSlot?: () => Promise<void>;
  /** The fetch to use (Next.js passes its own so that its cache options work). @default globalThis.fetch */
  fetch?: typeof globalThis.fetch;
  /** Fetch options added to every request of this client; per-call options win. */
  fetchOptions?: CmsFetchOptions;
  /**
   * Cache published answers in this client instance. A newer `cv` empties it.
   * @default true
   */
  cache?: boolean;
}

export interface CmsClient extends StoriesResource, LinksResource, DatasourcesResource, AssetsResource {
  /** `GET cdn/spaces/me`, never cached. */
  getSpace(fetchOptions?: CmsFetchOptions): Promise<Space>;
  /** Asks `cdn/spaces/me` for the cache version and adopts it (a new one empties the cache). */
  refreshCacheVersion(): Promise<number>;
  /** Adopts a cache version learnt elsewhere (a publish webhook); a new one empties the cache. */
  setCacheVersion(cv: number): void;
  readonly cacheVersion: number | undefined;
  flushCache(): void;
  /** Requests sent so far, retries included. */
  readonly requestCount: number;
  readonly management: ManagementResource;
}

export function createCmsClient(options: CmsClientOptions = {}): CmsClient {
  const fetchImpl = options.fetch ?? globalThis.fetch.bind(globalThis);
  const maxRetries = options.maxRetries ?? 5;
  const backoff = options.retryDelay ?? defaultBackoff;
  const maxRetryAfterMs = options.maxRetryAfterMs ?? 30_000;
  const timeoutMs = options.timeoutMs ?? 15_000;
  const transport = createTransport({
    baseUrl: options.baseUrl ?? CDN_BASE_URLS[options.region ?? 'eu'],
    rateLimit: options.rateLimit ?? (options.oauthToken ? 3 : 5),
    maxRetries,
    fetch: fetchImpl,
    backoff,
    maxRetryAfterMs,
    timeoutMs,
    ...(options.requestSlot && { requestSlot: options.requestSlot }),
  });
  const managementTransport = options.oauthToken
    ? createTransport({
        baseUrl: options.managementUrl ?? 'https://mapi.storyblok.com/v1',
        rateLimit: Math.min(options.rateLimit ?? 3, 3),
        maxRetries,
        fetch: fetchImpl,
        backoff,
        maxRetryAfterMs,
        timeoutMs,
        headers: { Authorization: options.oauthToken },
      })
    : undefined;
  const cache = options.cache === false ? undefined : createResponseCache(options.cv);
  let uncachedCv = options.cv;
  const cdnGet = createCdnGet({
    transport,
    cache,
    version: options.version ?? 'published',
    accessToken: options.accessToken,
    previewToken: options.previewToken,
    clientFetchOptions: options.fetchOptions,
  });

  const getSpace = async (fetchOptions?: CmsFetchOptions) => {
    // Never from the cache: the space is what tells us the cache is stale.
    const { data } = await cdnGet<{ space: Space }>(
      'cdn/spaces/me',
      { token: options.accessToken ?? options.previewToken },
      fetchOptions,
      { noCache: true },
    );
    return data.space;
  };

  const setCacheVersion = (cv: number) => {
    if (cache) cache.setVersion(cv);
    else uncachedCv = cv;
  };

  return {
    ...createStoriesResource(cdnGet),
    ...createLinksResource(cdnGet),
    ...createDatasourcesResource(cdnGet),
    ...createAssetsResource(cdnGet),
    getSpace,
    async refreshCacheVersion() {
      const space = await getSpace({ cache: 'no-store' });
      setCacheVersion(space.version);
      return space.version;
    },
    setCacheVersion,
    get cacheVersion() {
      return cache ? cache.version : uncachedCv;
    },
    flushCache() {
      cache?.clear();
    },
    get requestCount() {
      return transport.attempts + (managementTransport?.attempts ?? 0);
    },
    management: createManagementResource(managementTransport),
  };
}
