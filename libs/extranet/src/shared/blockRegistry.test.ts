import { pageRegistry } from '@clavis/blocks';
import { extranetFixtures } from '../testing/extranetFixtures';
import { holdsBloks, loadBlockRegistry, loadedBlockRegistry } from './blockRegistry';

const story = (content: Record<string, unknown>) => ({ full_slug: 'de/extranet/x', name: 'X', content: { _uid: 'root', component: 'page', ...content } });

describe('holdsBloks', () => {
  it('finds none in a catalogue folder or a product category, whose stories are content roots only', () => {
    expect(holdsBloks(extranetFixtures.catalogueFolder)).toBe(false);
    expect(holdsBloks(extranetFixtures.productCategory)).toBe(false);
    expect(holdsBloks(extranetFixtures.galleryPlant)).toBe(false);
  });

  it('finds the extranet home\'s body blok', () => {
    expect(holdsBloks(extranetFixtures.home)).toBe(true);
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

describe('loadBlockRegistry', () => {
  it('loads the registry the public pages render with, once, and keeps it for the page', async () => {
    expect(loadedBlockRegistry()).toBeUndefined();
    const [first, second] = await Promise.all([loadBlockRegistry(), loadBlockRegistry()]);
    expect(first).toBe(second);
    expect(first).toBe(pageRegistry());
    expect(loadedBlockRegistry()).toBe(first);
  });
});

describe('loadBlockRegistry when the chunk cannot be fetched', () => {
  it('rejects, and the next call tries again', async () => {
    await jest.isolateModulesAsync(async () => {
      let reachable = false;
      const registry = { centered_title_paragraph: pageRegistry()['centered_title_paragraph'] };
      jest.doMock('@clavis/blocks/registry', () => {
        if (!reachable) throw new Error('ChunkLoadError');
        return { blockRegistry: registry };
      });
      const isolated = await import('./blockRegistry');
      await expect(isolated.loadBlockRegistry()).rejects.toThrow('ChunkLoadError');
      expect(isolated.loadedBlockRegistry()).toBeUndefined();
      reachable = true;
      await expect(isolated.loadBlockRegistry()).resolves.toBe(registry);
    });
  });
});
