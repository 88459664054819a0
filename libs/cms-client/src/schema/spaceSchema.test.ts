import { defineComponent } from './defineComponent';
import { field } from './field';
import { checkSpaceSchema, collectSpaceSchema, unmodelledFields } from './spaceSchema';

const groupUuid = (name: string) => `uuid-${name.toLowerCase().replace(/\W+/g, '-')}`;

const item = defineComponent({
  name: 'item',
  displayName: 'Item',
  kind: 'nestable',
  group: 'Parts',
  fields: { label: field.text({ required: true }) },
});
const page = defineComponent({
  name: 'page',
  displayName: 'Page',
  kind: 'root',
  group: 'Content types',
  description: 'A page.',
  fields: {
    title: field.text({ required: true, translatable: true }),
    items: field.bloks({ of: [item], maximum: 3 }),
    body: field.bloks({ groups: ['Parts'] }),
    related: field.stories({ contentTypes: ['page'] }),
  },
});

describe('collectSpaceSchema', () => {
  it('answers the components and groups as the Management API takes them', () => {
    const schema = collectSpaceSchema([page, item], { groupUuid });
    expect(schema.component_groups).toEqual([
      { uuid: 'uuid-content-types', name: 'Content types' },
      { uuid: 'uuid-parts', name: 'Parts' },
    ]);
    expect(schema.components[0]).toEqual({
      name: 'page',
      display_name: 'Page',
      description: 'A page.',
      is_root: true,
      is_nestable: false,
      component_group_uuid: 'uuid-content-types',
      schema: {
        title: { type: 'text', pos: 0, required: true, translatable: true },
        items: { type: 'bloks', pos: 1, restrict_components: true, restrict_type: '', component_whitelist: ['item'], maximum: 3 },
        body: {
          type: 'bloks',
          pos: 2,
          restrict_components: true,
          restrict_type: 'groups',
          component_group_whitelist: ['uuid-parts'],
        },
        related: { type: 'options', pos: 3, source: 'internal_stories', filter_content_type: ['page'] },
      },
    });
    expect(schema.components[1]).toMatchObject({ name: 'item', is_root: false, is_nestable: true });
    expect(checkSpaceSchema(schema, { contentTypes: ['page'] })).toEqual([]);
  });
});

describe('checkSpaceSchema', () => {
  it('names every problem a space would have with the schema', () => {
    const schema = collectSpaceSchema([page, page], { groupUuid });
    expect(checkSpaceSchema(schema, { contentTypes: ['page', 'item', 'news'] })).toEqual([
      'component "page" is declared twice',
      'content type "item" has no component',
      'content type "news" has no component',
      'page.items allows "item", which is not declared',
      'page.items allows "item", which is not declared',
    ]);
    const withItem = collectSpaceSchema([page, item], { groupUuid });
    const broken = {
      ...withItem,
      components: withItem.components.map((component) =>
        component.name === 'item' ? { ...component, is_nestable: false, is_root: true } : { ...component, is_root: false },
      ),
    };
    expect(checkSpaceSchema(broken, { contentTypes: ['page'] })).toEqual([
      'content type "page" is not a root component (is_root)',
      'page.items allows "item", which cannot be nested',
      'page.related points to "page", which is not a content type',
    ]);
    expect(checkSpaceSchema({ ...withItem, component_groups: [] })).toEqual([
      'component "page" names an unknown group',
      'page.body allows an unknown group',
      'component "item" names an unknown group',
    ]);
  });

  it('lists the fields left out of the definitions', () => {
    expect(unmodelledFields([page])).toEqual([]);
  });
});
