// The content server answers Storyblok's own client as it calls the CDN API.
import { join } from 'node:path';
import StoryblokClient from 'storyblok-js-client';
import { createContentServer, DEFAULT_TOKENS, type ContentServer } from './createContentServer';

let server: ContentServer;
let endpoint: string;

beforeAll(async () => {
  server = await createContentServer({ contentDir: join(__dirname, '..', 'content') });
  endpoint = `${await server.listen({ port: 0 })}/v2`;
});

afterAll(async () => {
  await server.close();
});

describe('storyblok-js-client against the content server', () => {
  it('reads a story, a paged list with resolved relations, and links', async () => {
    const storyblok = new StoryblokClient({ accessToken: DEFAULT_TOKENS.public, endpoint, cache: { type: 'none' } });
    const single = await storyblok.get('cdn/stories/de/global/produkte/futura', { version: 'published' });
    expect(single.data.story.content.name).toBe('Futura');
    const products = await storyblok.getAll('cdn/stories', {
      version: 'published',
      starts_with: 'en/global/products/',
      content_type: 'product',
      resolve_relations: 'product.category',
    });
    expect(products).toHaveLength(62);
    expect(products[0].content.category.full_slug).toMatch(/^en\/global\/category\//);
    const links = await storyblok.get('cdn/links', { version: 'published', starts_with: 'de/germany/' });
    expect(Object.keys(links.data.links ?? {}).length).toBeGreaterThan(100);
  });

  it('reads drafts with the preview token only', async () => {
    const preview = new StoryblokClient({ accessToken: DEFAULT_TOKENS.preview, endpoint, cache: { type: 'none' } });
    const draft = await preview.get('cdn/stories/en/germany/events-and-news/press-releases/upcoming-announcement', { version: 'draft' });
    expect(draft.data.story.published_at).toBeNull();
    const publicClient = new StoryblokClient({ accessToken: DEFAULT_TOKENS.public, endpoint, cache: { type: 'none' } });
    await expect(publicClient.get('cdn/stories/en/germany/', { version: 'draft' })).rejects.toMatchObject({ status: 401 });
  });
});
