/** @jest-environment node */
import type { Story } from '@clavis/cms-client';
import { liveStory } from './liveStory';

const story = (id: number, uuid: string, fullSlug: string, content: Record<string, unknown>): Story =>
  ({ id, uuid, name: fullSlug, slug: fullSlug, full_slug: fullSlug, content: { _uid: `c-${id}`, ...content } }) as unknown as Story;

const productA = story(2, 'uuid-a', 'de/global/produkte/a', { component: 'product', name: 'A' });
const productB = story(3, 'uuid-b', 'de/global/produkte/b', { component: 'product', name: 'B' });
const partnerOnly = story(4, 'uuid-x', 'de/extranet/produkte/x', { component: 'product', name: 'Secret' });
const loaded = story(1, 'uuid-page', 'de/germany/uber-uns', {
  component: 'page',
  title: 'Über uns',
  body: [{ component: 'products_carousel', _uid: 'pc', products: [productA] }],
});

function setup(byUuid: Story[] = [productB, partnerOnly]) {
  const asked: string[][] = [];
  const deps = {
    relations: ['products_carousel.products'],
    storiesByUuid: async (uuids: readonly string[]) => {
      asked.push([...uuids]);
      return byUuid.filter((item) => uuids.includes(item.uuid));
    },
  };
  return { asked, deps };
}

const typed = (content: Record<string, unknown>, id = 1) => ({ id, name: 'Über uns', content: { _uid: 'c-1', component: 'page', ...content } });

describe('liveStory', () => {
  it("shows the editor's text with relations resolved from the loaded story, asking the CMS nothing", async () => {
    const { asked, deps } = setup();
    const live = await liveStory(typed({ title: 'Über uns, neu', body: [{ component: 'products_carousel', _uid: 'pc', products: ['uuid-a'] }] }), loaded, deps);
    expect(live?.content['title']).toBe('Über uns, neu');
    expect((live?.content['body'] as { products: unknown[] }[])[0]?.products).toEqual([expect.objectContaining({ uuid: 'uuid-a', content: expect.objectContaining({ name: 'A' }) })]);
    expect(live?.full_slug).toBe('de/germany/uber-uns');
    expect(asked).toEqual([]);
  });

  it('asks the CMS for a relation the editor just chose, and never resolves an extranet story into the page', async () => {
    const { asked, deps } = setup();
    const live = await liveStory(typed({ body: [{ component: 'products_carousel', _uid: 'pc', products: ['uuid-b', 'uuid-x'] }] }), loaded, deps);
    expect(asked).toEqual([['uuid-b', 'uuid-x']]);
    const products = (live?.content['body'] as { products: unknown[] }[])[0]?.products;
    expect(products).toEqual([expect.objectContaining({ uuid: 'uuid-b' }), 'uuid-x']);
    expect(JSON.stringify(live)).not.toContain('Secret');
  });

  it('replaces only the loaded story, by content of its own type', async () => {
    const { deps } = setup();
    expect(await liveStory(typed({ title: 'x' }, 99), loaded, deps)).toBeNull();
    expect(await liveStory({ id: 1, content: { component: 'product', _uid: 'c-1' } }, loaded, deps)).toBeNull();
    expect(await liveStory({ id: 1, content: 'text' }, loaded, deps)).toBeNull();
    expect(await liveStory(null, loaded, deps)).toBeNull();
  });
});
