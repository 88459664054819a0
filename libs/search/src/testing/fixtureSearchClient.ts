import type { InstantSearchClient, MultiQueryRequest } from '../client/createSearchClient';
import { createSearchEngine } from '../server/engine/createSearchEngine';
import { createMultiQueryHandler } from '../server/protocol/createMultiQueryHandler';
import { fixtureUrl, germanStories } from '../server/testing/fixtureStories';

/** A story without its pictures. */
function withoutImages(story: ReturnType<typeof germanStories>[number]) {
  const { images: _images, ...content } = story.content as Record<string, unknown>;
  return { ...story, content } as typeof story;
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
      // What a client's HTTP request carries: JSON, without the `__docgenInfo` Storybook's docgen
      // attaches to what it instruments (the engine answers an unknown parameter with 400, as Algolia does).
      const sent = JSON.parse(JSON.stringify(batch, (key, value: unknown) => (key.startsWith('__') ? undefined : value))) as MultiQueryRequest[];
      requests.push(sent);
      return handler.run({ requests: sent });
    },
    clearCache: () => undefined,
  };
}

export { fixtureStory, germanStories } from '../server/testing/fixtureStories';
