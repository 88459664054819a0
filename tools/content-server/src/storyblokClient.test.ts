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

  it('leaves out excluding_fields at any depth and excluding_story_fields, in stories and resolved relations', async () => {
    const storyblok = new StoryblokClient({ accessToken: DEFAULT_TOKENS.public, endpoint, cache: { type: 'none' } });
    const products = await storyblok.getAll('cdn/stories', {
      version: 'published',
      starts_with: 'de/global/produkte/',
      content_type: 'product',
      resolve_relations: 'product.category',
      excluding_fields: 'description,unit',
      excluding_story_fields: ['alternates', 'tag_list'],
    });
    expect(products).toHaveLength(62);
    for (const product of products) {
      expect(product).not.toHaveProperty('alternates');
      expect(product).not.toHaveProperty('tag_list');
      expect(product).toMatchObject({ uuid: expect.any(String), full_slug: expect.stringMatching(/^de\/global\/produkte\//) });
      expect(product.content).not.toHaveProperty('description');
      expect(product.content.name).toEqual(expect.any(String));
      // A field of the nested specification blocks goes; their other fields and the assets stay.
      expect(product.content.specifications.length).toBeGreaterThan(0);
      for (const specification of product.content.specifications) {
        expect(specification).not.toHaveProperty('unit');
        expect(specification).toMatchObject({ component: 'specification', label: expect.any(String) });
      }
      expect(product.content.images[0]).toMatchObject({ filename: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/f\//), alt: expect.any(String) });
      // The resolved category leaves out the same.
      expect(product.content.category).toMatchObject({ full_slug: expect.stringMatching(/^de\/global\/kategorien\//) });
      expect(product.content.category).not.toHaveProperty('alternates');
    }

    const full = await storyblok.get('cdn/stories', { version: 'published', by_slugs: 'de/global/produkte/futura' });
    const trimmed = await storyblok.get('cdn/stories', { version: 'published', by_slugs: 'de/global/produkte/futura', excluding_fields: 'description,unit' });
    expect(full.data.stories[0].content.description).toEqual(expect.any(String));
    expect(JSON.stringify(trimmed.data.stories[0]).length).toBeLessThan(JSON.stringify(full.data.stories[0]).length);

    const single = await storyblok.getStory('de/global/produkte/futura', { version: 'published', excluding_story_fields: ['alternates', 'translated_slugs'] });
    expect(single.data.story).not.toHaveProperty('alternates');
    expect(single.data.story).not.toHaveProperty('translated_slugs');
    expect(single.data.story.content.name).toBe('Futura');
  });

  it('lists the tags of the stories below a folder with how many stories carry each (cdn/tags)', async () => {
    const storyblok = new StoryblokClient({ accessToken: DEFAULT_TOKENS.public, endpoint, cache: { type: 'none' } });
    const answer = await storyblok.get('cdn/tags', { version: 'published', starts_with: 'de/global/produkte/' });
    const tags = answer.data.tags as { name: string; taggings_count: number }[];
    expect(tags.map((tag) => tag.name)).toEqual(['accessory', 'automotive', 'key-blank', 'machine', 'residential']);
    for (const tag of tags) {
      // Each count is the number of stories with_tag finds there.
      const tagged = await storyblok.getAll('cdn/stories', { version: 'published', starts_with: 'de/global/produkte/', with_tag: tag.name });
      expect(tag.taggings_count).toBe(tagged.length);
    }
    // The whole space, and a folder whose stories carry no tag.
    const all = await storyblok.get('cdn/tags', { version: 'published' });
    expect((all.data.tags as { name: string; taggings_count: number }[]).find((tag) => tag.name === 'machine')?.taggings_count).toBeGreaterThan(
      tags.find((tag) => tag.name === 'machine')?.taggings_count ?? 0,
    );
    expect((await storyblok.get('cdn/tags', { version: 'published', starts_with: 'de/germany/uber-uns/' })).data.tags).toEqual([]);
  });

  it('reads drafts with the preview token only', async () => {
    const preview = new StoryblokClient({ accessToken: DEFAULT_TOKENS.preview, endpoint, cache: { type: 'none' } });
    const draft = await preview.get('cdn/stories/en/germany/events-and-news/press-releases/upcoming-announcement', { version: 'draft' });
    expect(draft.data.story.published_at).toBeNull();
    const publicClient = new StoryblokClient({ accessToken: DEFAULT_TOKENS.public, endpoint, cache: { type: 'none' } });
    await expect(publicClient.get('cdn/stories/en/germany/', { version: 'draft' })).rejects.toMatchObject({ status: 401 });
  });
});
