import { ofetch, FetchError, type $Fetch, type FetchOptions } from 'ofetch';

export interface HttpClientOptions {
  /** Prefix for relative request paths (e.g. the site's own origin on the server). */
  baseURL?: string;
  headers?: Record<string, string>;
  /** @default globalThis.fetch */
  fetch?: typeof globalThis.fetch;
  /** Request timeout in ms. @default none */
  timeout?: number;
}

/**
 * The helper for the site's own API calls (`/api/checkStorySlugs`, `/api/getCustomLanding/...`).
 * It is ofetch with its defaults kept on purpose: one retry on 408, 409, 425, 429, 500, 502, 503 and
 * 504 for GET/HEAD, none for PATCH, POST, PUT and DELETE (SPEC.md section 7), JSON in and out, and a
 * `FetchError` carrying `status` and `data` for any non-2xx.
 */
export function createHttpClient(options: HttpClientOptions = {}): $Fetch {
  const defaults: FetchOptions = {};
  if (options.baseURL !== undefined) defaults.baseURL = options.baseURL;
  if (options.headers !== undefined) defaults.headers = options.headers;
  if (options.timeout !== undefined) defaults.timeout = options.timeout;
  return ofetch.create(defaults, options.fetch ? { fetch: options.fetch } : undefined);
}

export { FetchError as HttpError };
export type { $Fetch as HttpClient };
