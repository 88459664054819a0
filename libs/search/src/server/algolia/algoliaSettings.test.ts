/** @jest-environment node */
import { algoliasearch } from 'algoliasearch';
import { searchIndexName } from '../engine/createSearchEngine';
import { algoliaStandIn } from '../testing/algoliaStandIn';
import { algoliaIndexSettings, describeDifference, diffAlgoliaSettings, pushAlgoliaSettings } from './algoliaSettings';

const indexes = [
  algoliaIndexSettings({ name: searchIndexName('germany', 'de'), locale: 'de' }, { prefix: 'prod' }),
  algoliaIndexSettings({ name: searchIndexName('global', 'en'), locale: 'en' }, { prefix: 'prod' }),
];

describe('Algolia settings with algoliasearch against a recording stand-in', () => {
  let standIn: Awaited<ReturnType<typeof algoliaStandIn>>;
  let client: ReturnType<typeof algoliasearch>;
  beforeEach(async () => {
    standIn = await algoliaStandIn();
    client = algoliasearch('CLAVISAPP', 'admin-key-for-tests', { hosts: standIn.hosts });
  });
  afterEach(() => standIn.close());

  it('pushes each index then its replicas, with the language, decompounding and ranking settings, waiting for each task', async () => {
    await pushAlgoliaSettings(client, indexes);

    const writes = standIn.recorded.filter((call) => !call.path.includes('/task/'));
    expect(writes.map((call) => `${call.method} ${call.path}`)).toEqual([
      'PUT /1/indexes/prod_germany_de/settings',
      'PUT /1/indexes/prod_germany_de_date_desc/settings',
      'PUT /1/indexes/prod_germany_de_date_asc/settings',
      'PUT /1/indexes/prod_global_en/settings',
      'PUT /1/indexes/prod_global_en_date_desc/settings',
      'PUT /1/indexes/prod_global_en_date_asc/settings',
    ]);
    expect(standIn.recorded.filter((call) => call.path.includes('/task/'))).toHaveLength(6);
    expect(standIn.recorded.every((call) => call.apiKey === 'admin-key-for-tests')).toBe(true);

    const [german, germanNewest, , english] = writes.map((call) => call.body as Record<string, unknown>);
    expect(german).toMatchObject({
      queryLanguages: ['de'],
      indexLanguages: ['de'],
      ignorePlurals: ['de'],
      removeStopWords: ['de'],
      decompoundQuery: true,
      decompoundedAttributes: { de: ['title', 'category', 'text'] },
      searchableAttributes: ['code', 'title', 'category', 'text'],
      ranking: ['typo', 'geo', 'words', 'filters', 'proximity', 'attribute', 'exact', 'custom'],
      customRanking: ['desc(typeRank)', 'desc(date)'],
      replicas: ['prod_germany_de_date_desc', 'prod_germany_de_date_asc'],
    });
    expect(germanNewest).toMatchObject({ ranking: ['desc(date)', 'typo', 'geo', 'words', 'filters', 'proximity', 'attribute', 'exact', 'custom'], decompoundQuery: true, queryLanguages: ['de'] });
    expect(germanNewest).not.toHaveProperty('replicas');
    expect(english).toMatchObject({ queryLanguages: ['en'], ignorePlurals: ['en'], removeStopWords: ['en'], decompoundQuery: false, decompoundedAttributes: {} });
  });

  it('--diff: names every setting of an index that does not exist yet, nothing after a push, and a setting changed since', async () => {
    const before = await diffAlgoliaSettings(client, indexes);
    expect(new Set(before.map((difference) => difference.indexName))).toEqual(new Set(indexes.flatMap((index) => [index.indexName, ...index.replicas.map((replica) => replica.indexName)])));
    expect(before).toContainEqual({ indexName: 'prod_germany_de', setting: 'decompoundQuery', live: undefined, wanted: true });
    // A live default that differs is a difference too (Algolia's minWordSizefor1Typo is 4).
    await client.setSettings({ indexName: 'prod_global_en', indexSettings: { searchableAttributes: ['title'] } });
    expect((await diffAlgoliaSettings(client, indexes)).filter((difference) => difference.indexName === 'prod_global_en').map((difference) => difference.setting)).toContain('minWordSizefor1Typo');

    await pushAlgoliaSettings(client, indexes);
    expect(await diffAlgoliaSettings(client, indexes)).toEqual([]);

    // Someone turns decompounding off in the dashboard.
    await client.setSettings({ indexName: 'prod_germany_de_date_asc', indexSettings: { decompoundQuery: false } });
    const reads = standIn.recorded.length;
    const changed = await diffAlgoliaSettings(client, indexes);
    expect(changed.map(describeDifference)).toEqual(['prod_germany_de_date_asc decompoundQuery: false, pushed: true']);
    // Comparing only reads.
    expect(standIn.recorded.slice(reads).every((call) => call.method === 'GET' && call.path.endsWith('/settings'))).toBe(true);
  });
});
