import { z } from 'zod';
import { defineComponent, type InferComponent } from './defineComponent';
import { field } from './field';

const card = defineComponent({
  name: 'card',
  displayName: 'Card',
  kind: 'nestable',
  fields: { title: field.text({ required: true }), count: field.number() },
});

const teaser = defineComponent({
  name: 'teaser',
  displayName: 'Teaser',
  kind: 'root',
  group: 'Teasers',
  fields: {
    title: field.text({ required: true, translatable: true }),
    mode: field.option({ options: ['manual', 'auto'], required: true }),
    cards: field.bloks({ of: [card] }),
  },
  unmodelled: { address: () => z.object({ city: z.string() }) },
  refine: (content, ctx) => {
    if (content.mode === 'manual' && content.cards.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['cards'], message: 'choose at least one card' });
    }
  },
});

describe('defineComponent', () => {
  const content = {
    _uid: 't1',
    component: 'teaser',
    title: 'Neu',
    mode: 'manual',
    cards: [{ _uid: 'c1', component: 'card', title: 'Eins', count: '2', stray: true }],
    address: { city: 'Köln' },
    seo: { title: 'kept' },
  };

  it('parses the content its fields declare, typed', () => {
    const parsed: InferComponent<typeof teaser> = teaser.schema.parse(content);
    const [first] = parsed.cards;
    const typed: { title: string; count?: number } | undefined = first;
    expect(typed).toEqual({ _uid: 'c1', component: 'card', title: 'Eins', count: 2 });
    expect(parsed.address.city).toBe('Köln');
    // A story's content keeps what it does not declare; a nested component does not.
    expect(parsed).toMatchObject({ seo: { title: 'kept' } });
  });

  it('refuses another component and runs the checks across fields', () => {
    expect(teaser.schema.safeParse({ ...content, component: 'card' }).success).toBe(false);
    const result = teaser.schema.safeParse({ ...content, cards: [] });
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: ['cards'], message: 'choose at least one card' })]);
  });

  it('keeps what Storyblok cannot hold apart', () => {
    expect(teaser.unmodelled).toEqual(['address']);
    expect(Object.keys(teaser.fields)).toEqual(['title', 'mode', 'cards']);
  });
});
