import { pageRegistry } from '@clavis/blocks';
import { blockLoaders } from '@clavis/blocks/loaders';
import { extranetFixtures } from '../testing/extranetFixtures';
import { bloksIn, loadBlocks, loadedBlocks } from './blockRegistry';

const story = (content: Record<string, unknown>) => ({ full_slug: 'de/extranet/x', name: 'X', content: { _uid: 'root', component: 'page', ...content } });

const holdsBloks = (payload: Parameters<typeof bloksIn>[0]) => bloksIn(payload).size > 0;

describe('bloksIn', () => {
  it('finds none in a catalogue folder or a product category, whose stories are content roots only', () => {
    expect(holdsBloks(extranetFixtures.catalogueFolder)).toBe(false);
    expect(holdsBloks(extranetFixtures.productCategory)).toBe(false);
    expect(holdsBloks(extranetFixtures.galleryPlant)).toBe(false);
  });

  it('finds the extranet home\'s body blok', () => {
    expect([...bloksIn(extranetFixtures.home)]).toEqual(['centered_title_paragraph']);
  });

  it('names every component once, the bloks inside bloks and rich texts too', () => {
    const text = { type: 'doc', content: [{ type: 'blok', attrs: { body: [{ _uid: 'r', component: 'rich_text' }] } }] };
    const body = [
      { _uid: 'g', component: 'paragraphs_grid', items: [{ _uid: 'a', component: 'accordion', text }] },
      { _uid: 'g2', component: 'paragraphs_grid', items: [] },
    ];
    expect([...bloksIn({ story: story({ body }) })].sort()).toEqual(['accordion', 'paragraphs_grid', 'rich_text']);
  });

  it('finds a blok in any field of the page story, inside a blok or inside a rich text', () => {
    expect(holdsBloks({ story: story({ hero: [{ _uid: 'h', component: 'slim_hero' }] }) })).toBe(true);
    expect(holdsBloks({ story: story({ body: [{ _uid: 'a', component: 'accordion', items: [] }] }) })).toBe(true);
    expect(holdsBloks({ story: story({ text: { type: 'doc', content: [{ type: 'blok', attrs: { body: [{ _uid: 'r', component: 'rich_text_block' }] } }] } }) })).toBe(true);
  });

  it('leaves out the bloks of stories resolved in a field, listed or children: templates render only the page story\'s', () => {
    const withBody = (slug: string) => ({ ...story({ body: [{ _uid: `b-${slug}`, component: 'centered_title_paragraph' }] }), full_slug: slug });
    expect(holdsBloks({ story: story({ products: [withBody('de/extranet/produkte/keys/arca')] }) })).toBe(false);
    const listingAndChildren = { story: story({}), listing: { stories: [withBody('de/extranet/bulletins/b1')], total: 1 }, children: [withBody('de/extranet/x/y')] };
    expect(holdsBloks(listingAndChildren)).toBe(false);
    const deep = extranetFixtures.productCategoryDeep;
    expect(deep.story?.content['products']).toEqual(expect.arrayContaining([expect.objectContaining({ full_slug: expect.any(String) })]));
    expect(holdsBloks(deep)).toBe(false);
  });

  it('does not take a story\'s own content, an asset or a link for a blok', () => {
    expect(holdsBloks({ story: story({ cover: { id: 1, filename: 'a.jpg', fieldtype: 'asset' }, link: { linktype: 'url', url: 'https://x' } }) })).toBe(false);
    expect(holdsBloks({ story: null })).toBe(false);
  });
});

describe('loadBlocks', () => {
  it('loads the blocks the public pages render with, those asked for only, once each, and keeps them for the page', async () => {
    expect(loadedBlocks(['centered_title_paragraph'])).toBeUndefined();
    const [first, second] = await Promise.all([loadBlocks(['centered_title_paragraph']), loadBlocks(new Set(['centered_title_paragraph']))]);
    expect(first).toBe(second);
    expect(first).toEqual({ centered_title_paragraph: pageRegistry()['centered_title_paragraph'] });
    expect(loadedBlocks(['centered_title_paragraph'])).toBe(first);
    expect(loadedBlocks(['centered_title_paragraph', 'accordion'])).toBeUndefined();

    const more = await loadBlocks(['accordion', 'centered_title_paragraph']);
    expect(Object.keys(more).sort()).toEqual(['accordion', 'centered_title_paragraph']);
    expect(more['accordion']).toBe(pageRegistry()['accordion']);
  });

  it('has nothing to load for a component no block renders (the renderer shows it as unknown)', async () => {
    expect(loadedBlocks(['no_such_block'])).toBeDefined();
    expect(await loadBlocks(['no_such_block'])).not.toHaveProperty('no_such_block');
  });
});

describe('loadBlocks when a chunk cannot be fetched', () => {
  it('rejects, keeps the blocks that came, and the next call tries again', async () => {
    await jest.isolateModulesAsync(async () => {
      let reachable = false;
      const accordion = jest.fn(async () => pageRegistry()['accordion']);
      jest.doMock('@clavis/blocks/loaders', () => ({
        blockLoaders: {
          ...blockLoaders,
          accordion,
          centered_title_paragraph: async () => {
            if (!reachable) throw new Error('ChunkLoadError');
            return pageRegistry()['centered_title_paragraph'];
          },
        },
      }));
      const isolated = await import('./blockRegistry');
      await expect(isolated.loadBlocks(['accordion', 'centered_title_paragraph'])).rejects.toThrow('ChunkLoadError');
      expect(isolated.loadedBlocks(['accordion'])).toBeDefined();
      expect(isolated.loadedBlocks(['centered_title_paragraph'])).toBeUndefined();
      reachable = true;
      const registry = await isolated.loadBlocks(['accordion', 'centered_title_paragraph']);
      expect(Object.keys(registry).sort()).toEqual(['accordion', 'centered_title_paragraph']);
      expect(accordion).toHaveBeenCalledTimes(1);
    });
  });
});
