/** @jest-environment node */
import { algoliasearch } from 'algoliasearch';
import { createSearchEngine } from '../engine/createSearchEngine';
import { fixtureUrl, germanStories } from '../testing/fixtureStories';
import { algoliaStandIn } from '../testing/algoliaStandIn';
import { algoliaIndexPayload, pushToAlgolia } from './algoliaIndexes';

describe('pushToAlgolia with algoliasearch against a recording stand-in', () => {
  it('sets settings with queryLanguages and replicas, then replaces the records, waiting for each task', async () => {
    const standIn = await algoliaStandIn();
    try {
      const engine = createSearchEngine({ market: 'germany', locales: ['de'], loadStories: async () => germanStories(), urlOf: fixtureUrl });
      const payloads = (await engine.buildAll()).map((index) => algoliaIndexPayload(index, { prefix: 'prod' }));
      const client = algoliasearch('CLAVISAPP', 'admin-key-for-tests', { hosts: standIn.hosts });
      const lines: string[] = [];
      await pushToAlgolia(client as never, payloads, (line) => lines.push(line));

      const calls = standIn.recorded.map((call) => `${call.method} ${call.path}`);
      expect(calls.filter((call) => !call.includes('/task/'))).toEqual([
        'PUT /1/indexes/prod_germany_de/settings',
        'PUT /1/indexes/prod_germany_de_date_desc/settings',
        'PUT /1/indexes/prod_germany_de_date_asc/settings',
        'POST /1/indexes/prod_germany_de/clear',
        'POST /1/indexes/prod_germany_de/batch',
      ]);
      expect(calls.filter((call) => call.includes('/task/'))).toHaveLength(5);
      expect(standIn.recorded.every((call) => call.apiKey === 'admin-key-for-tests')).toBe(true);
      const settings = standIn.recorded[0]!.body as Record<string, unknown>;
      expect(settings).toMatchObject({
        queryLanguages: ['de'],
        attributesForFaceting: ['type', 'searchable(category)', 'kind', 'segment', 'year', 'filterOnly(code)'],
        numericAttributesForFiltering: ['date', 'year'],
        replicas: ['prod_germany_de_date_desc', 'prod_germany_de_date_asc'],
        disableTypoToleranceOnAttributes: ['code'],
        // The embedded engine's ranking by type, then by date; the weight is never shown.
        customRanking: ['desc(typeRank)', 'desc(date)'],
        unretrievableAttributes: ['typeRank'],
      });
      const batch = standIn.recorded.find((call) => call.path.endsWith('/batch'))!.body as { requests: { action: string; body: { objectID: string; url: string; type: string; typeRank: number } }[] };
      expect(batch.requests).toHaveLength(11);
      expect(batch.requests[0]!.action).toBe('addObject');
      expect(batch.requests.map((entry) => entry.body.objectID)).toContain('prod-futura');
      const rankOf = (type: string) => new Set(batch.requests.filter((entry) => entry.body.type === type).map((entry) => entry.body.typeRank));
      expect([rankOf('product'), rankOf('category'), rankOf('page'), rankOf('news')]).toEqual([new Set([20]), new Set([20]), new Set([10]), new Set([5])]);
      expect(lines).toEqual(['search:index: prod_germany_de: 11 records, 2 replicas']);
    } finally {
      await standIn.close();
    }
  });
});
