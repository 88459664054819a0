import { z } from 'zod';
import { field } from './field';

const parse = (declared: { schema: () => z.ZodType }, value: unknown) => declared.schema().safeParse(value);

describe('field', () => {
  it('reads number fields from the strings Storyblok sends', () => {
    const count = field.number({ required: true, integer: true, min: 1 });
    expect(parse(count, '12')).toEqual({ success: true, data: 12 });
    expect(parse(count, 3)).toEqual({ success: true, data: 3 });
    expect(parse(count, 'abc').success).toBe(false);
    expect(parse(count, '0').success).toBe(false);
    expect(parse(count, '').success).toBe(false);
    expect(parse(field.number(), '').data).toBeUndefined();
    expect(parse(field.number({ defaultValue: 3 }), '').data).toBe(3);
    expect(count.definition).toEqual({ type: 'number', min_value: 1, decimals: 0, required: true });
  });

  it('reads blank, null or missing optional fields as undefined, and keeps required ones strict', () => {
    expect(parse(field.text(), '  ').data).toBeUndefined();
    expect(parse(field.text(), null).data).toBeUndefined();
    expect(parse(field.text(), ' Hallo ').data).toBe(' Hallo ');
    expect(parse(field.text({ required: true }), ' Hallo ').data).toBe('Hallo');
    expect(parse(field.text({ required: true }), ' ').success).toBe(false);
    expect(parse(field.link(), '').data).toBeUndefined();
    expect(parse(field.asset({ filetypes: ['images'] }), '').data).toBeUndefined();
    expect(parse(field.richtext(), '').data).toBeUndefined();
  });

  it('gives an option field its choices, labels and default', () => {
    const position = field.option({ options: ['left', 'right'], labels: { left: 'Links' }, defaultValue: 'right' });
    expect(position.definition).toEqual({
      type: 'option',
      options: [
        { name: 'Links', value: 'left' },
        { name: 'right', value: 'right' },
      ],
      default_value: 'right',
    });
    expect(parse(position, '').data).toBe('right');
    expect(parse(position, 'left').data).toBe('left');
    expect(parse(position, 'up').success).toBe(false);
    expect(parse(field.option({ options: ['a', 'b'] }), '').data).toBeUndefined();
  });

  it('lets a field declare its own parser', () => {
    const date = field.datetime({ schema: () => z.string().transform((value) => new Date(`${value.replace(' ', 'T')}Z`)) });
    expect(parse(date, '2026-03-15 09:00').data).toEqual(new Date('2026-03-15T09:00:00Z'));
    expect(date.definition).toEqual({ type: 'datetime' });
  });

  it('restricts bloks fields to named components or groups, and checks their count', () => {
    const item = { name: 'item', schema: z.object({ component: z.literal('item'), title: z.string() }) };
    const items = field.bloks({ of: [item], minimum: 1, maximum: 2 });
    expect(items.definition).toEqual({
      type: 'bloks',
      restrict_components: true,
      restrict_type: '',
      component_whitelist: ['item'],
      minimum: 1,
      maximum: 2,
    });
    expect(parse(items, [{ component: 'item', title: 'A' }]).success).toBe(true);
    expect(parse(items, []).success).toBe(false);
    expect(parse(items, [{ component: 'item' }]).success).toBe(false);
    const body = field.bloks({ groups: ['Text blocks'] });
    expect(body.definition).toMatchObject({ restrict_type: 'groups', group_whitelist: ['Text blocks'] });
    expect(parse(body, [{ _uid: '1', component: 'anything', extra: 1 }]).success).toBe(true);
  });

  it('declares story references, assets and links as Storyblok fields', () => {
    expect(field.stories({ contentTypes: ['product'] }).definition).toEqual({
      type: 'options',
      source: 'internal_stories',
      filter_content_type: ['product'],
    });
    expect(field.story({ contentTypes: ['category'], required: true }).definition).toEqual({
      type: 'option',
      source: 'internal_stories',
      filter_content_type: ['category'],
      use_uuid: true,
      required: true,
    });
    expect(field.multiasset({ filetypes: ['images'], displayName: 'Bilder' }).definition).toEqual({
      type: 'multiasset',
      filetypes: ['images'],
      display_name: 'Bilder',
    });
    expect(field.link({ contentTypes: ['page'], email: false }).definition).toEqual({
      type: 'multilink',
      email_link_type: false,
      asset_link_type: true,
      show_anchor: true,
      allow_target_blank: true,
      restrict_content_types: true,
      component_whitelist: ['page'],
    });
  });
});
