import type { CdnLink, LinksParams } from '../types';
import type { CmsFetchOptions } from '../utils/transport';
import type { CdnGet } from './cdn';

export interface LinksResource {
  /** `GET cdn/links`: every link (story or folder) keyed by uuid. */
  getLinks(params?: LinksParams, fetchOptions?: CmsFetchOptions): Promise<Record<string, CdnLink>>;
}

export function createLinksResource(cdnGet: CdnGet): LinksResource {
  return {
    async getLinks(params = {}, fetchOptions) {
      const { data } = await cdnGet<{ links: Record<string, CdnLink> }>('cdn/links', { ...params }, fetchOptions);
      return data.links;
    },
  };
}
