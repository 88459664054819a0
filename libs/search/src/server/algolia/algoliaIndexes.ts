import type { SearchIndex } from '../engine/createSearchIndex';
import { typeWeight } from '../engine/settings';
import type { SearchRecord } from '../engine/types';
import { algoliaIndexSettings, pushAlgoliaSettings, type AlgoliaIndexSettings, type AlgoliaSettingsClient } from './algoliaSettings';

/** A record as Algolia gets it: with its type's weight as a number its custom ranking can sort by. */
export type AlgoliaRecord = SearchRecord & { typeRank: number };

/** One index to push: its settings and replicas (`algoliaIndexSettings`), and its records. */
export interface AlgoliaIndexPayload extends AlgoliaIndexSettings {
  records: AlgoliaRecord[];
}

/** The same index for Algolia as the embedded engine answers: its settings and the same records. */
export function algoliaIndexPayload(index: SearchIndex, { prefix }: { prefix?: string } = {}): AlgoliaIndexPayload {
  return {
    ...algoliaIndexSettings(index, { prefix }),
    // Weights as integers (x10): Algolia's custom ranking sorts numbers, and never shows this one.
    records: index.records().map((record) => ({ ...record, typeRank: Math.round(typeWeight(record.type) * 10) })),
  };
}

/** The admin calls the push needs, as algoliasearch's client (v5) offers them. */
export interface AlgoliaAdminClient extends AlgoliaSettingsClient {
  clearObjects(request: { indexName: string }): Promise<{ taskID: number }>;
  saveObjects(request: { indexName: string; objects: Record<string, unknown>[] }): Promise<{ taskID: number }[]>;
}

/**
 * Pushes indexes to Algolia: settings (with replicas) first, then the index's records replace
 * the old ones, each step waited for, so a query never meets a half-built index's settings.
 */
export async function pushToAlgolia(client: AlgoliaAdminClient, payloads: readonly AlgoliaIndexPayload[], log: (line: string) => void = console.log): Promise<void> {
  for (const payload of payloads) {
    const { indexName } = payload;
    await pushAlgoliaSettings(client, [payload]);
    const cleared = await client.clearObjects({ indexName });
    await client.waitForTask({ indexName, taskID: cleared.taskID });
    const batches = await client.saveObjects({ indexName, objects: payload.records as unknown as Record<string, unknown>[] });
    for (const batch of batches) await client.waitForTask({ indexName, taskID: batch.taskID });
    log(`search:index: ${indexName}: ${payload.records.length} records, ${payload.replicas.length} replicas`);
  }
}
