import type { InstantSearchClient, MultiQueryRequest } from '../client/createSearchClient';
import { createSearchEngine } from '../server/engine/createSearchEngine';
import { createMultiQueryHandler } from '../server/protocol/createMultiQueryHandler';
import { fixtureUrl, germanStories } from '../server/testing/fixtureStories';

/**
 * A search client answering from the real embedded engine in memory over the German fixture
 * stories (index `germany_de`), for stories and component tests. `requests` records every body.
 */
export function createFixtureSearchClient(): InstantSearchClient & { requests: MultiQueryRequest[][] } {
  const engine = createSearchEngine({ market: 'germany', locales: ['de'], loadStories: async () => germanStories(), urlOf: fixtureUrl });
  const handler = createMultiQueryHandler({ resolveIndex: (name) => engine.resolvePublic(name) });
  const requests: MultiQueryRequest[][] = [];
  return {
    requests,
    async search(batch) {
      requests.push(JSON.parse(JSON.stringify(batch)));
      return handler.run({ requests: batch });
    },
    clearCache: () => undefined,
  };
}

export { fixtureStory, germanStories } from '../server/testing/fixtureStories';
