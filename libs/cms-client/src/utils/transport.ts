import { createFetch, type FetchOptions } from 'ofetch';
import pRetry from 'p-retry';
import pThrottle from 'p-throttle';
import { CmsClientError, isCmsClientError } from '../errors';
import { toSearchParams, type QueryValue } from './query';

/**
 * Extra options handed to `fetch` on every attempt of a call, e.g. Next.js's
 * `{ next: { revalidate: false, tags: ['story:de/germany/home'] } }` or `{ cache: 'no-store' }`.
 */
export type CmsFetchOptions = Omit<RequestInit, 'method' | 'body' | 'signal'> & {
  next?: { revalidate?: number | false; tags?: string[] };
  [key: string]: unknown;
};

export interface TransportConfig {
  baseUrl: string;
  /** Requests started per second (a sliding window, not a fixed tick). */
  rateLimit: number;
  /** Retries after the first attempt, for 429, 5xx and network errors. */
  maxRetries: number;
  fetch: typeof globalThis.fetch;
  /** Delay before retry `attempt` (1-based) when the answer carries no Retry-After. */
  backoff: (attempt: number) => number;
  /** Upper bound for a Retry-After the server asks for. */
  maxRetryAfterMs: number;
  /** How long one attempt may take before it is aborted (a network error, retried). @default none */
  timeoutMs?: number;
  headers?: Record<string, string>;
  /** Awaited before every attempt, after this client's own throttle: a pace shared with other instances. */
  requestSlot?: () => Promise<void>;
}

export interface TransportRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  query?: Record<string, QueryValue>;
  body?: unknown;
  headers?: Record<string, string>;
  fetchOptions?: CmsFetchOptions;
  /** `all`: 429, 5xx and network errors; `rate-limit`: 429 only (safe for mutations). */
  retry?: 'all' | 'rate-limit';
}

export interface TransportResponse<T> {
  data: T;
  headers: Headers;
  status: number;
  url: string;
}

export interface Transport {
  request<T>(request: TransportRequest): Promise<TransportResponse<T>>;
  /** Attempts made so far (first tries and retries), for diagnostics and the benchmark. */
  readonly attempts: number;
}

const RETRYABLE = new Set([408, 429, 500, 502, 503, 504]);

/** Retry-After in milliseconds: delta seconds or an HTTP date; undefined when absent or unreadable. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** The default backoff: exponential from 250 ms, capped at 8 s, with jitter so clients spread out. */
export function defaultBackoff(attempt: number): number {
  const base = Math.min(8000, 250 * 2 ** (attempt - 1));
  return base / 2 + Math.random() * (base / 2);
}

function toRecord(headers: HeadersInit | undefined): Record<string, string> {
  if (headers === undefined) return {};
  return Object.fromEntries(new Headers(headers).entries());
}

function redact(url: string): string {
  return url.replace(/([?&](?:token|access_token)=)[^&]*/g, '$1***');
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The URL of a request below `baseUrl`, refused (nothing is sent) when the URL parser would read it
 * as another path than the one built: a dot segment (`..`, `%2e%2e`), a backslash, a `?` or `#`
 * in `path` would take the request out of the API path it was meant for (`cdn/stories/../../x`
 * is the host's `/x`). Every caller's path goes through here, whatever built it.
 */
function requestUrl(method: string, baseUrl: string, path: string, search: string): string {
  const base = new URL(baseUrl.replace(/\/+$/, ''));
  const below = path.replace(/^\/+/, '');
  const expected = `${base.pathname.replace(/\/+$/, '')}/${below}`;
  const url = `${base.origin}${expected}${search ? `?${search}` : ''}`;
  const resolved = new URL(url);
  if (resolved.origin !== base.origin || resolved.pathname !== expected) {
    throw new CmsClientError(`Refused ${method} ${redact(url)}: it resolves to ${resolved.pathname}, not the path it was built for`, {
      status: 400,
      code: 'unsafe-path',
      url: redact(url),
    });
  }
  return url;
}

/**
 * One request pipeline per client: p-throttle (strict sliding window) in front of every attempt,
 * p-retry around the attempts, ofetch for the exchange itself (its own retry switched off so that
 * only one policy applies). Per-call fetch options are applied to every attempt.
 */
export function createTransport(config: TransportConfig): Transport {
  // A little over a second: the limit is counted by the server, and a request that leaves on the
  // window's edge must not arrive inside the next one.
  const interval = 1020;
  const throttle = pThrottle({ limit: config.rateLimit, interval, strict: true });
  // p-throttle plans each call's slot when it is queued; a timer that fires late (a busy event
  // loop) can push an early call towards a later one. This last check against the real send times
  // keeps the promise that no window of `interval` ever holds more than `rateLimit` requests.
  const sentAt: number[] = [];
  const leaveWhenAllowed = async () => {
    for (;;) {
      const now = performance.now();
      while (sentAt.length > 0 && now - (sentAt[0] as number) >= interval) sentAt.shift();
      if (sentAt.length < config.rateLimit) {
        sentAt.push(now);
        return;
      }
      await sleep(interval - (now - (sentAt[0] as number)) + 1);
    }
  };
  let attempts = 0;
  const throttledFetch = throttle(async (input: RequestInfo | URL, init?: RequestInit) => {
    await config.requestSlot?.();
    await leaveWhenAllowed();
    attempts += 1;
    return config.fetch(input, init);
  });
  const $fetch = createFetch({ fetch: throttledFetch as typeof globalThis.fetch });
  const attempt = (url: string, init: FetchOptions<'json'>) => $fetch.raw(url, init);

  return {
    get attempts() {
      return attempts;
    },
    async request<T>(request: TransportRequest): Promise<TransportResponse<T>> {
      const method = request.method ?? 'GET';
      const search = request.query ? toSearchParams(request.query).toString() : '';
      const url = requestUrl(method, config.baseUrl, request.path, search);
      const retryMode = request.retry ?? 'all';
      let retryAfter: number | undefined;

      const run = async (): Promise<TransportResponse<T>> => {
        let response;
        try {
          response = await attempt(url, {
            ...request.fetchOptions,
            method,
            headers: {
              Accept: 'application/json',
              ...config.headers,
              ...toRecord(request.fetchOptions?.headers),
              ...request.headers,
            },
            ...(request.body === undefined ? {} : { body: request.body as Record<string, unknown> }),
            retry: false,
            ...(config.timeoutMs ? { timeout: config.timeoutMs } : {}),
            ignoreResponseError: true,
            responseType: 'json',
          });
        } catch (error) {
          retryAfter = undefined;
          throw new CmsClientError(
            `Network error on ${method} ${redact(url)}: ${(error as Error).message}`,
            { status: 0, url: redact(url), cause: error },
          );
        }
        if (response.status >= 200 && response.status < 300) {
          return { data: response._data as T, headers: response.headers, status: response.status, url };
        }
        retryAfter = parseRetryAfter(response.headers.get('retry-after'));
        const body = response._data as unknown;
        // Storyblok answers errors as `["message"]`, `{ "error": "message" }` or plain text.
        const detail = Array.isArray(body)
          ? body.join('; ')
          : typeof body === 'object' && body !== null && 'error' in body
            ? String((body as { error: unknown }).error)
            : typeof body === 'string' && body.length > 0 && body.length < 200
              ? body
              : response.statusText || `HTTP ${response.status}`;
        throw new CmsClientError(`${method} ${redact(url)} answered ${response.status}: ${detail}`, {
          status: response.status,
          body,
          url: redact(url),
        });
      };

      return pRetry(run, {
        retries: config.maxRetries,
        // The delay is ours (Retry-After or backoff, in onFailedAttempt); p-retry adds none.
        minTimeout: 0,
        maxTimeout: 0,
        randomize: false,
        shouldRetry: ({ error }) => {
          if (!(isCmsClientError(error))) return false;
          if (retryMode === 'rate-limit') return error.status === 429;
          return error.status === 0 || RETRYABLE.has(error.status);
        },
        onFailedAttempt: async ({ error, attemptNumber, retriesLeft }) => {
          if (retriesLeft <= 0 || !(isCmsClientError(error))) return;
          const retryable =
            retryMode === 'rate-limit'
              ? error.status === 429
              : error.status === 0 || RETRYABLE.has(error.status);
          if (!retryable) return;
          const wait =
            retryAfter !== undefined ? Math.min(retryAfter, config.maxRetryAfterMs) : config.backoff(attemptNumber);
          await sleep(wait);
        },
      });
    },
  };
}
