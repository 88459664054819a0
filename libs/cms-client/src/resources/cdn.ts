import { CmsClientError } from '../errors';
import type { StoryVersion } from '../types';
import type { ResponseCache } from '../utils/cache';
import { toSearchParams, type QueryValue } from '../utils/query';
import type { CmsFetchOptions, Transport } from '../utils/transport';

export interface CdnResult<T> {
  data: T;
  /** The headers the resources read (`total`, `per-page`); kept with a cached answer. */
  total: number | undefined;
  perPage: number | undefined;
  /** True when the answer came from this client's cache. */
  cached: boolean;
}

export interface CdnGet {
  <T>(
    path: string,
    params: Record<string, QueryValue>,
    fetchOptions?: CmsFetchOptions,
    options?: { noCache?: boolean },
  ): Promise<CdnResult<T>>;
}

export interface CdnDeps {
  transport: Transport;
  cache: ResponseCache | undefined;
  version: StoryVersion;
  accessToken: string | undefined;
  previewToken: string | undefined;
  clientFetchOptions: CmsFetchOptions | undefined;
}

function readInt(headers: Headers, name: string): number | undefined {
  const value = headers.get(name);
  if (value === null) return undefined;
  const parsed = Number.parseInt(value, 10);
  return Number.isNaN(parsed) ? undefined : parsed;
}

/**
 * The one GET of the CDN API: fills in version, token and the cache version, serves published
 * answers from this client's cache, and adopts a newer `cv` from any answer (which empties the cache).
 */
export function createCdnGet(deps: CdnDeps): CdnGet {
  return async <T>(
    path: string,
    params: Record<string, QueryValue>,
    fetchOptions?: CmsFetchOptions,
    options?: { noCache?: boolean },
  ) => {
    const version = (params['version'] as StoryVersion | undefined) ?? deps.version;
    const token =
      (params['token'] as string | undefined) ??
      (version === 'draft' ? (deps.previewToken ?? deps.accessToken) : deps.accessToken);
    if (!token) {
      throw new CmsClientError(`No access token for ${version} content (${path})`, { status: 401, code: 'configuration' });
    }
    const cacheable = version === 'published' && deps.cache !== undefined && !options?.noCache;
    const { cv: explicitCv, token: _token, version: _version, ...rest } = params;
    const key = `${path}?${toSearchParams({ ...rest, version, token }).toString()}`;
    if (cacheable) {
      const hit = deps.cache?.get<Omit<CdnResult<T>, 'cached'>>(key);
      if (hit) return { ...hit, cached: true };
    }
    const cv = explicitCv ?? deps.cache?.version;
    const response = await deps.transport.request<T>({
      path,
      query: { ...rest, version, token, cv },
      fetchOptions: { ...deps.clientFetchOptions, ...fetchOptions },
    });
    const answerCv = (response.data as { cv?: unknown } | null)?.cv;
    if (typeof answerCv === 'number' && deps.cache) {
      const held = deps.cache.version;
      if (held === undefined || answerCv > held) deps.cache.setVersion(answerCv);
    }
    const result = {
      data: response.data,
      total: readInt(response.headers, 'total'),
      perPage: readInt(response.headers, 'per-page'),
    };
    // An answer older than the cache version held (a publish happened while it was in flight)
    // is returned but not kept.
    const current = deps.cache?.version;
    const fresh = typeof answerCv !== 'number' || current === undefined || answerCv >= current;
    if (cacheable && fresh) deps.cache?.set(key, result);
    return { ...result, cached: false };
  };
}
