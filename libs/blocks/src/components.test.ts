import { checkSpaceSchema, collectSpaceSchema, contentComponents, contentTypes, unmodelledFields } from '@clavis/cms-client';
import { blockComponents } from './components';
import { blockRegistry } from './registry';

const space = () =>
  collectSpaceSchema([...contentComponents, ...blockComponents], { groupUuid: (name) => `group:${name}` });

describe('blockComponents', () => {
  it('declares every block the registry renders', () => {
    const declared = new Set<string>(blockComponents.map((component) => component.name));
    expect(Object.keys(blockRegistry).filter((name) => !declared.has(name))).toEqual([]);
  });

  it('gives a well-formed space schema with the content types', () => {
    const schema = space();
    expect(checkSpaceSchema(schema, { contentTypes })).toEqual([]);
    const roots = schema.components.filter((component) => component.is_root).map((component) => component.name);
    expect(roots.sort()).toEqual([...contentTypes].sort());
    expect(schema.components.filter((component) => component.is_nestable).length).toBe(blockComponents.length + 2);
  });

  it('knows the shapes Storyblok cannot hold yet', () => {
    expect(unmodelledFields([...contentComponents, ...blockComponents])).toEqual([
      'home.seo',
      'page.seo',
      'landing_page.seo',
      'seller.address',
      'shop.address',
      'site_config.footer',
      'custom_form.form',
    ]);
  });
});
