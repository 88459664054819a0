import { isDeepStrictEqual } from 'node:util';
import { splitsCompounds } from '../language/compounds';
import type { SearchLocale } from '../language/stemmers';
import { decompoundedAttributes, indexSettings } from '../engine/settings';

/** Algolia's settings of one index, as `setSettings` takes them and `getSettings` answers them. */
export type AlgoliaSettings = Record<string, unknown>;

/** One index's settings for Algolia, and its date-sorted replicas' settings. */
export interface AlgoliaIndexSettings {
  indexName: string;
  locale: SearchLocale;
  settings: AlgoliaSettings;
  replicas: { indexName: string; settings: AlgoliaSettings }[];
}

const SORTS = [
  ['date_desc', 'desc(date)'],
  ['date_asc', 'asc(date)'],
] as const;

/**
 * The language rules the embedded engine applies to a locale, in Algolia's names: its stemming
 * (`ignorePlurals`), its stop words (`removeStopWords`), and for German and Dutch the compounds
 * split in the query and in the attributes whose parts it indexes.
 */
export function languageSettings(locale: SearchLocale): AlgoliaSettings {
  const compounds = splitsCompounds(locale);
  return {
    queryLanguages: [locale],
    indexLanguages: [locale],
    ignorePlurals: [locale],
    removeStopWords: [locale],
    decompoundQuery: compounds,
    decompoundedAttributes: compounds ? { [locale]: [...decompoundedAttributes] } : {},
  };
}

/**
 * An index of the embedded engine (`germany_de`) as Algolia gets it: the engine's searchable
 * attributes, facets, typo rules and ranking, its custom ranking by type (the numeric `typeRank`
 * the push adds to each record, never shown) then date, the locale's language rules, and the
 * replicas the sort menu names (`{index}_date_desc`, `_date_asc`), which rank by date first.
 */
export function algoliaIndexSettings({ name, locale }: { name: string; locale: SearchLocale }, { prefix }: { prefix?: string } = {}): AlgoliaIndexSettings {
  const indexName = prefix ? `${prefix}_${name}` : name;
  const shared: AlgoliaSettings = {
    ...indexSettings,
    customRanking: ['desc(typeRank)', 'desc(date)'],
    unretrievableAttributes: ['typeRank'],
    ...languageSettings(locale),
  };
  const replicas = SORTS.map(([suffix, criterion]) => ({
    indexName: `${indexName}_${suffix}`,
    settings: { ...shared, ranking: [criterion, ...indexSettings.ranking] },
  }));
  return { indexName, locale, replicas, settings: { ...shared, replicas: replicas.map((replica) => replica.indexName) } };
}

/** The settings calls of algoliasearch's client (v5). */
export interface AlgoliaSettingsClient {
  setSettings(request: { indexName: string; indexSettings: AlgoliaSettings }): Promise<{ taskID: number }>;
  getSettings(request: { indexName: string; getVersion?: number }): Promise<AlgoliaSettings>;
  waitForTask(request: { indexName: string; taskID: number }): Promise<unknown>;
}

/** Each index, then its replicas (which the index's `replicas` creates), each task waited for. */
export async function pushAlgoliaSettings(client: AlgoliaSettingsClient, indexes: readonly AlgoliaIndexSettings[]): Promise<void> {
  for (const index of indexes) {
    for (const { indexName, settings } of [index, ...index.replicas]) {
      const task = await client.setSettings({ indexName, indexSettings: settings });
      await client.waitForTask({ indexName, taskID: task.taskID });
    }
  }
}

/** A setting whose live value differs from the pushed one (`live` undefined: unset, or no such index). */
export interface SettingDifference {
  indexName: string;
  setting: string;
  live: unknown;
  wanted: unknown;
}

const isMissingIndex = (error: unknown) => (error as { status?: number } | null)?.status === 404;

/** The settings of each index and replica whose live value differs from what the push would set. */
export async function diffAlgoliaSettings(client: AlgoliaSettingsClient, indexes: readonly AlgoliaIndexSettings[]): Promise<SettingDifference[]> {
  const differences: SettingDifference[] = [];
  for (const index of indexes) {
    for (const { indexName, settings } of [index, ...index.replicas]) {
      let live: AlgoliaSettings = {};
      try {
        live = await client.getSettings({ indexName, getVersion: 2 });
      } catch (error) {
        if (!isMissingIndex(error)) throw error;
      }
      for (const [setting, wanted] of Object.entries(settings)) {
        if (!isDeepStrictEqual(live[setting], wanted)) differences.push({ indexName, setting, live: live[setting], wanted });
      }
    }
  }
  return differences;
}

/** One line per difference: `prod_germany_de decompoundQuery: false, pushed: true`. */
export const describeDifference = ({ indexName, setting, live, wanted }: SettingDifference): string =>
  `${indexName} ${setting}: ${live === undefined ? '(unset)' : JSON.stringify(live)}, pushed: ${JSON.stringify(wanted)}`;
