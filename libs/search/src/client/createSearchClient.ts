/**
 * SPEC.md section 3's search-service configuration. With `applicationId` and `apiKey` the client is
 * Algolia's; without them it posts the same multi-query body to the site's embedded engine.
 */
export interface SearchServiceConfig {
  /** Algolia application id; unset for the embedded engine. */
  applicationId?: string;
  /** Algolia's public search-only key (never the admin key). */
  apiKey?: string;
  /** Use algoliasearch's lite client (search only, smaller). @default true */
  lite?: boolean;
  /** Also create the recommendation client (Algolia Recommend's related products). @default false */
  recommend?: boolean;
  /** Keep answers in memory, so a query asked again (Back, a cleared filter) answers at once. @default true */
  cache?: boolean;
  /** The embedded engine's endpoint. @default '/api/search' */
  endpoint?: string;
  /** Extra request headers for the embedded endpoint (the extranet's bearer token). */
  headers?: () => Record<string, string>;
  /** @default globalThis.fetch */
  fetch?: typeof fetch;
}

/** One query of InstantSearch's multi-query body. */
export interface MultiQueryRequest {
  indexName: string;
  params?: Record<string, unknown> | string;
  type?: 'default' | 'facet';
  facet?: string;
  [key: string]: unknown;
}

/** The part of a search client InstantSearch calls. */
export interface InstantSearchClient {
  search(requests: readonly MultiQueryRequest[]): Promise<{ results: unknown[] }>;
  getRecommendations?(requests: unknown): Promise<{ results: unknown[] }>;
  /** Drops cached answers (after an index change the page knows of). */
  clearCache(): void;
}

export interface SearchClients {
  /** Which service answers. */
  kind: 'algolia' | 'embedded';
  searchClient: InstantSearchClient;
  /** Present when `recommend` is on with Algolia. */
  recommendClient: InstantSearchClient | null;
}

/** An error answer of the search service, with Algolia's `{ message, status }`. */
export class SearchServiceError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'SearchServiceError';
  }
}

function memoized(cache: boolean, run: (body: string) => Promise<{ results: unknown[] }>) {
  const answers = new Map<string, Promise<{ results: unknown[] }>>();
  return {
    run(body: string) {
      if (!cache) return run(body);
      let answer = answers.get(body);
      if (!answer) {
        answer = run(body);
        answers.set(body, answer);
        // A failure is not an answer to keep.
        answer.catch(() => answers.delete(body));
        if (answers.size > 200) answers.delete(answers.keys().next().value as string);
      }
      return answer;
    },
    clear: () => answers.clear(),
  };
}

function embeddedClient(config: SearchServiceConfig): InstantSearchClient {
  const endpoint = config.endpoint ?? '/api/search';
  const send = config.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  const answers = memoized(config.cache ?? true, async (body) => {
    const response = await send(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...config.headers?.() },
      body,
    });
    const json = (await response.json().catch(() => ({}))) as { results?: unknown[]; message?: string };
    if (!response.ok || !Array.isArray(json.results)) {
      throw new SearchServiceError(json.message ?? `Search failed (${response.status})`, response.status);
    }
    return { results: json.results };
  });
  return {
    search: (requests) => answers.run(JSON.stringify({ requests })),
    clearCache: answers.clear,
  };
}

type AlgoliaLike = {
  search(request: { requests: readonly MultiQueryRequest[] }): Promise<{ results: unknown[] }>;
  getRecommendations?(request: unknown): Promise<{ results: unknown[] }>;
  clearCache?(): Promise<void>;
};

function algoliaClient(config: SearchServiceConfig & { applicationId: string; apiKey: string }): {
  searchClient: InstantSearchClient;
  recommendClient: InstantSearchClient | null;
} {
  // algoliasearch loads with the first query, so pages that never search do not carry it.
  let client: Promise<AlgoliaLike> | undefined;
  const load = () =>
    (client ??= (async () => {
      const { createMemoryCache, createNullCache } = await import('@algolia/client-common');
      const options = { responsesCache: config.cache === false ? createNullCache() : createMemoryCache() };
      if (config.lite === false || config.recommend) {
        // The full client has no recommendations; the lite one has them, so recommend uses lite.
        if (config.lite === false && !config.recommend) {
          const { algoliasearch } = await import('algoliasearch');
          return algoliasearch(config.applicationId, config.apiKey, options) as unknown as AlgoliaLike;
        }
      }
      const { liteClient } = await import('algoliasearch/lite');
      return liteClient(config.applicationId, config.apiKey, options) as unknown as AlgoliaLike;
    })());
  const searchClient: InstantSearchClient = {
    search: async (requests) => (await load()).search({ requests }),
    clearCache: () => void load().then((loaded) => loaded.clearCache?.()),
  };
  const recommendClient: InstantSearchClient | null = config.recommend
    ? {
        search: searchClient.search,
        getRecommendations: async (requests) => {
          const loaded = await load();
          if (!loaded.getRecommendations) throw new SearchServiceError('This Algolia client has no recommendations', 501);
          return loaded.getRecommendations(requests);
        },
        clearCache: searchClient.clearCache,
      }
    : null;
  return { searchClient, recommendClient };
}

/**
 * The search client of SPEC.md section 3's configuration (DESIGN.md section 6): Algolia's lite or
 * full client, with Recommend and a response cache as flagged; or, without Algolia, a client of the
 * embedded engine speaking the same protocol.
 */
export function createSearchClient(config: SearchServiceConfig = {}): SearchClients {
  if (config.applicationId && config.apiKey) {
    return { kind: 'algolia', ...algoliaClient({ ...config, applicationId: config.applicationId, apiKey: config.apiKey }) };
  }
  return { kind: 'embedded', searchClient: embeddedClient(config), recommendClient: null };
}
