import type { SearchIndex } from '../engine/createSearchIndex';
import { indexSettings, typeWeight } from '../engine/settings';
import type { SearchRecord } from '../engine/types';

/** Algolia's settings of one index, as `setSettings` takes them. */
export type AlgoliaSettings = Record<string, unknown>;

/** A record as Algolia gets it: with its type's weight as a number its custom ranking can sort by. */
export type AlgoliaRecord = SearchRecord & { typeRank: number };

/** One index to push: its records and settings, and its date-sorted replicas' settings. */
export interface AlgoliaIndexPayload {
  indexName: string;
  locale: string;
  settings: AlgoliaSettings;
  records: AlgoliaRecord[];
  replicas: { indexName: string; settings: AlgoliaSettings }[];
}

const SORTS = [
  ['date_desc', 'desc(date)'],
  ['date_asc', 'asc(date)'],
] as const;

/**
 * The same index for Algolia as the embedded engine answers: the same records, the same
 * searchable attributes and facets, the language of the locale (`queryLanguages`), the engine's
 * typo rules and ranking by type (products and categories before pages, pages before news) then
 * date, and the date replicas the sort menu names (`{index}_date_desc`, `_date_asc`).
 */
export function algoliaIndexPayload(index: SearchIndex, { prefix }: { prefix?: string } = {}): AlgoliaIndexPayload {
  const indexName = prefix ? `${prefix}_${index.name}` : index.name;
  const replicas = SORTS.map(([suffix, ranking]) => ({
    indexName: `${indexName}_${suffix}`,
    settings: {
      ranking: [ranking, 'typo', 'words', 'proximity', 'attribute', 'exact'],
      queryLanguages: [index.locale],
      indexLanguages: [index.locale],
    },
  }));
  return {
    indexName,
    locale: index.locale,
    // Weights as integers (x10): Algolia's custom ranking sorts numbers, and never shows this one.
    records: index.records().map((record) => ({ ...record, typeRank: Math.round(typeWeight(record.type) * 10) })),
    replicas,
    settings: {
      ...indexSettings,
      customRanking: ['desc(typeRank)', 'desc(date)'],
      unretrievableAttributes: ['typeRank'],
      queryLanguages: [index.locale],
      indexLanguages: [index.locale],
      ignorePlurals: [index.locale],
      replicas: replicas.map((replica) => replica.indexName),
    },
  };
}

/** The admin calls the push needs, as algoliasearch's client (v5) offers them. */
export interface AlgoliaAdminClient {
  clearObjects(request: { indexName: string }): Promise<{ taskID: number }>;
  saveObjects(request: { indexName: string; objects: Record<string, unknown>[] }): Promise<{ taskID: number }[]>;
  setSettings(request: { indexName: string; indexSettings: AlgoliaSettings }): Promise<{ taskID: number }>;
  waitForTask(request: { indexName: string; taskID: number }): Promise<unknown>;
}

/**
 * Pushes indexes to Algolia: settings (with replicas) first, then the index's records replace
 * the old ones, each step waited for, so a query never meets a half-built index's settings.
 */
export async function pushToAlgolia(client: AlgoliaAdminClient, payloads: readonly AlgoliaIndexPayload[], log: (line: string) => void = console.log): Promise<void> {
  for (const payload of payloads) {
    const { indexName } = payload;
    const settings = await client.setSettings({ indexName, indexSettings: payload.settings });
    await client.waitForTask({ indexName, taskID: settings.taskID });
    for (const replica of payload.replicas) {
      const task = await client.setSettings({ indexName: replica.indexName, indexSettings: replica.settings });
      await client.waitForTask({ indexName: replica.indexName, taskID: task.taskID });
    }
    const cleared = await client.clearObjects({ indexName });
    await client.waitForTask({ indexName, taskID: cleared.taskID });
    const batches = await client.saveObjects({ indexName, objects: payload.records as unknown as Record<string, unknown>[] });
    for (const batch of batches) await client.waitForTask({ indexName, taskID: batch.taskID });
    log(`search:index: ${indexName}: ${payload.records.length} records, ${payload.replicas.length} replicas`);
  }
}
