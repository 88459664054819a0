import { CmsClientError } from '../errors';
import type { QueryValue } from '../utils/query';
import type { CmsFetchOptions, Transport } from '../utils/transport';

/**
 * Mutating calls on the management API (DESIGN.md section 4: for tools; the site only reads).
 * They need an OAuth token, share a 3-per-second limit, and are retried on 429 only: a 5xx may
 * have applied the change, so repeating a POST could apply it twice.
 */
export interface ManagementResource {
  get<T = unknown>(path: string, query?: Record<string, QueryValue>, fetchOptions?: CmsFetchOptions): Promise<T>;
  post<T = unknown>(path: string, body: unknown, fetchOptions?: CmsFetchOptions): Promise<T>;
  put<T = unknown>(path: string, body: unknown, fetchOptions?: CmsFetchOptions): Promise<T>;
  delete<T = unknown>(path: string, fetchOptions?: CmsFetchOptions): Promise<T>;
}

export function createManagementResource(transport: Transport | undefined): ManagementResource {
  const need = (): Transport => {
    if (!transport) {
      throw new CmsClientError('Management API calls need an `oauthToken`', { status: 401, code: 'configuration' });
    }
    return transport;
  };
  return {
    async get(path, query, fetchOptions) {
      return (await need().request({ path, query, fetchOptions })).data as never;
    },
    async post(path, body, fetchOptions) {
      return (await need().request({ method: 'POST', path, body, fetchOptions, retry: 'rate-limit' })).data as never;
    },
    async put(path, body, fetchOptions) {
      return (await need().request({ method: 'PUT', path, body, fetchOptions, retry: 'rate-limit' })).data as never;
    },
    async delete(path, fetchOptions) {
      return (await need().request({ method: 'DELETE', path, fetchOptions, retry: 'rate-limit' })).data as never;
    },
  };
}
