/** @jest-environment node */
import type { CdnGet } from './cdn';
import { createStoriesResource, resolveRelations } from './stories';

const story = (uuid: string, slug: string, content: Record<string, unknown>) => ({ uuid, full_slug: slug, name: slug, content });

describe('relation and link resolution', () => {
  it('puts related and linked stories in place without looping when stories relate to each other', async () => {
    // Two products that name each other, and a page that relates one and links the other.
    const a = story('uuid-a', 'de/germany/produkte/a', { component: 'product', related: ['uuid-b'] });
    const b = story('uuid-b', 'de/germany/produkte/b', {
      component: 'product',
      related: ['uuid-a'],
      link: { fieldtype: 'multilink', linktype: 'story', id: 'uuid-a' },
    });
    const page = story('uuid-p', 'de/germany/produkte', {
      component: 'page',
      body: [{ component: 'products_carousel', products: ['uuid-a'], more: { fieldtype: 'multilink', linktype: 'story', id: 'uuid-b' } }],
    });
    const cdnGet = (async () => ({ data: { story: page, cv: 1, rels: [a, b], links: [a, b] } })) as unknown as CdnGet;
    const { story: resolved } = await createStoriesResource(cdnGet).get('de/germany/produkte', {
      resolve_relations: 'products_carousel.products,product.related',
      resolve_links: 'story',
    } as never);
    const [carousel] = (resolved.content as unknown as { body: Record<string, unknown>[] }).body;
    expect(carousel?.['products']).toEqual([expect.objectContaining({ uuid: 'uuid-a' })]);
    expect(carousel?.['more']).toMatchObject({ story: { uuid: 'uuid-b' } });
    // One level deep, as Storyblok resolves: the related story comes as the CDN sent it.
    expect((carousel?.['products'] as { content: { related: unknown } }[])[0]?.content.related).toEqual(['uuid-b']);
    expect(() => JSON.stringify(resolved)).not.toThrow();
  });

  it('resolves a list whose stories are also each other\'s relations and links, without looping', async () => {
    // The same objects as list items, rels and links: what a shared cache or a bulk answer can hand back.
    const a = story('uuid-a', 'de/germany/produkte/a', {
      component: 'product',
      related: ['uuid-b'],
      link: { fieldtype: 'multilink', linktype: 'story', id: 'uuid-b' },
    });
    const b = story('uuid-b', 'de/germany/produkte/b', {
      component: 'product',
      related: ['uuid-a'],
      link: { fieldtype: 'multilink', linktype: 'story', id: 'uuid-a' },
    });
    const answer = { stories: [a, b], cv: 1, rels: [a, b], links: [a, b] };
    const cdnGet = (async () => ({ data: answer, headers: new Headers({ total: '2' }) })) as unknown as CdnGet;
    const resource = createStoriesResource(cdnGet);
    await resource.getStories({ resolve_relations: 'product.related', resolve_links: 'story' } as never);
    // Asked again with other relations: the stories put in place the first time are not walked into.
    const { stories } = await resource.getStories({ resolve_relations: 'news.products', resolve_links: 'story' } as never);
    expect(stories.map((item) => item.uuid)).toEqual(['uuid-a', 'uuid-b']);
    expect((stories[0]?.content as unknown as { related: { uuid: string }[] }).related[0]?.uuid).toBe('uuid-b');
    expect((stories[1]?.content as unknown as { link: { story: { uuid: string } } }).link.story.uuid).toBe('uuid-a');
  });
});

describe('resolveRelations', () => {
  it('resolves content that came without an answer (a live story) as an answer is resolved', () => {
    const a = story('uuid-a', 'de/germany/produkte/a', { component: 'product' });
    const live = { content: { component: 'page', body: [{ component: 'products_carousel', products: ['uuid-a', 'uuid-gone'] }] } };
    resolveRelations([live as never], { relations: ['products_carousel.products'], rels: [a as never] });
    expect(live.content.body[0]?.products).toEqual([expect.objectContaining({ uuid: 'uuid-a' }), 'uuid-gone']);
  });
});
