import { z } from 'zod';
import { collectBlockData, registryRelations } from './collectBlockData';
import { defineBlock } from './defineBlock';

const list = defineBlock({
  schema: z.object({ _uid: z.string(), component: z.literal('list'), source: z.string().min(1) }),
  component: () => null,
  relations: ['list.items'],
  data: (blok, scope) => ({ startsWith: blok.source, limit: scope.locale === 'de' ? 3 : 5 }),
});
const hero = defineBlock({ schema: z.object({ _uid: z.string(), component: z.literal('hero') }), component: () => null, relations: ['hero.product', 'list.items'] });
const registry = { list, hero };
const scope = { market: 'germany', locale: 'de' } as const;

describe('collectBlockData', () => {
  it('collects the requests of nested bloks, keyed by uid', () => {
    const content = { component: 'page', body: [{ _uid: 'a', component: 'hero' }, { _uid: 'b', component: 'section', body: [{ _uid: 'c', component: 'list', source: 'de/germany/news/' }] }] };
    expect(collectBlockData(content, registry, scope)).toEqual([{ uid: 'c', startsWith: 'de/germany/news/', limit: 3 }]);
  });

  it('skips invalid bloks and the content of resolved stories', () => {
    const content = {
      body: [
        { _uid: 'bad', component: 'list', source: '' },
        { _uid: 'h', component: 'hero', product: { uuid: 'u', full_slug: 'de/global/p', content: { body: [{ _uid: 'x', component: 'list', source: 'elsewhere/' }] } } },
      ],
    };
    expect(collectBlockData(content, registry, scope)).toEqual([]);
  });
});

describe('registryRelations', () => {
  it('lists every relation field once, sorted', () => {
    expect(registryRelations(registry)).toEqual(['hero.product', 'list.items']);
  });
});
