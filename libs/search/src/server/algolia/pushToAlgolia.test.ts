/** @jest-environment node */
import { algoliasearch } from 'algoliasearch';
import { createSearchEngine } from '../engine/createSearchEngine';
import { fixtureUrl, germanStories } from '../testing/fixtureStories';
import { serveOnLoopback } from '../testing/serveOnLoopback';
import { algoliaIndexPayload, pushToAlgolia } from './algoliaIndexes';

interface Recorded {
  method: string;
  path: string;
  body: unknown;
  apiKey: string | null;
}

/** A recording stand-in of Algolia's indexing API: answers tasks as published at once. */
async function algoliaStandIn() {
  const recorded: Recorded[] = [];
  let task = 0;
  const server = await serveOnLoopback(async (request) => {
    const url = new URL(request.url);
    const text = request.method === 'GET' ? '' : await request.text();
    recorded.push({ method: request.method, path: url.pathname, body: text ? JSON.parse(text) : null, apiKey: request.headers.get('x-algolia-api-key') });
    if (request.method === 'GET' && /\/task\/\d+$/.test(url.pathname)) return Response.json({ status: 'published', pendingTask: false });
    task += 1;
    if (url.pathname.endsWith('/batch')) {
      const requests = (JSON.parse(text) as { requests: { body: { objectID: string } }[] }).requests;
      return Response.json({ taskID: task, objectIDs: requests.map((entry) => entry.body.objectID) });
    }
    return Response.json({ taskID: task, updatedAt: new Date().toISOString() });
  });
  return { ...server, recorded };
}

describe('pushToAlgolia with algoliasearch against a recording stand-in', () => {
  it('sets settings with queryLanguages and replicas, then replaces the records, waiting for each task', async () => {
    const standIn = await algoliaStandIn();
    try {
      const engine = createSearchEngine({ market: 'germany', locales: ['de'], loadStories: async () => germanStories(), urlOf: fixtureUrl });
      const payloads = (await engine.buildAll()).map((index) => algoliaIndexPayload(index, { prefix: 'prod' }));
      const host = standIn.url.replace('http://', '');
      const client = algoliasearch('CLAVISAPP', 'admin-key-for-tests', {
        hosts: [{ url: host, protocol: 'http', accept: 'readWrite' }],
      });
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
