import type { DatasourceEntriesParams, DatasourceEntry } from '../types';
import type { CmsFetchOptions } from '../utils/transport';
import type { CdnGet } from './cdn';

export interface DatasourcesResource {
  /** Every entry of a datasource (`GET cdn/datasource_entries`, all pages). */
  getDatasourceEntries(params: DatasourceEntriesParams, fetchOptions?: CmsFetchOptions): Promise<DatasourceEntry[]>;
}

export function createDatasourcesResource(cdnGet: CdnGet): DatasourcesResource {
  return {
    async getDatasourceEntries(params, fetchOptions) {
      const perPage = params.per_page ?? 100;
      const page = (n: number) =>
        cdnGet<{ datasource_entries: DatasourceEntry[] }>(
          'cdn/datasource_entries',
          { ...params, per_page: perPage, page: n },
          fetchOptions,
        );
      const first = await page(1);
      const pages = Math.ceil((first.total ?? first.data.datasource_entries.length) / perPage);
      const rest = await Promise.all(Array.from({ length: Math.max(0, pages - 1) }, (_, i) => page(i + 2)));
      return [first, ...rest].flatMap((answer) => answer.data.datasource_entries);
    },
  };
}
