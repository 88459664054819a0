import type { InstantSearchClient, MultiQueryRequest } from '../client/createSearchClient';
import { createSearchEngine } from '../server/engine/createSearchEngine';
import { createMultiQueryHandler } from '../server/protocol/createMultiQueryHandler';
import { unknownParameter } from '../server/protocol/knownParams';
import { fixtureUrl, germanStories } from '../server/testing/fixtureStories';

/** A story without its pictures. */
function withoutImages(story: ReturnType<typeof germanStories>[number]) {
  const { images: _images, ...content } = story.content as Record<string, unknown>;
  return { ...story, content } as typeof story;
}

/**
 * A request as a client's HTTP call carries it: JSON, with Algolia's parameters only. In Storybook,
 * docgen gives the objects it instruments extra own keys (`__docgenInfo`, `displayName`), which
 * reach the batch there and nowhere else; the engine refuses unknown parameters as Algolia does.
 */
function asSent(request: MultiQueryRequest): MultiQueryRequest {
  const { indexName, params, ...rest } = JSON.parse(JSON.stringify(request)) as MultiQueryRequest & Record<string, unknown>;
  const known = (entries: [string, unknown][]) => Object.fromEntries(entries.filter(([name]) => name === 'facetName' || unknownParameter([name]) === undefined));
  const requestKeys = Object.entries(rest).filter(([name]) => name === 'type' || name === 'facet');
  return { indexName, ...Object.fromEntries(requestKeys), ...(params ? { params: known(Object.entries(params)) } : {}) } as MultiQueryRequest;
}

/**
 * A search client answering from the real embedded engine in memory over the German fixture
 * stories (index `germany_de`), for stories and component tests. `requests` records every body.
 * `images: false` drops the stories' pictures: Storybook serves no image service for thumbnails.
 */
export function createFixtureSearchClient({ images = true }: { images?: boolean } = {}): InstantSearchClient & { requests: MultiQueryRequest[][] } {
  const stories = () => (images ? germanStories() : germanStories().map(withoutImages));
  const engine = createSearchEngine({ market: 'germany', locales: ['de'], loadStories: async () => stories(), urlOf: fixtureUrl });
  const handler = createMultiQueryHandler({ resolveIndex: (name) => engine.resolvePublic(name) });
  const requests: MultiQueryRequest[][] = [];
  return {
    requests,
    async search(batch) {
      const sent = batch.map(asSent);
      requests.push(sent);
      return handler.run({ requests: sent });
    },
    clearCache: () => undefined,
  };
}

export { fixtureStory, germanStories } from '../server/testing/fixtureStories';
