import { createHash } from 'node:crypto';
import {
  checkSpaceSchema,
  collectSpaceSchema,
  contentComponents,
  contentTypes,
  unmodelledFields,
  type StoryblokSpaceSchema,
} from '@clavis/cms-client';
import { blockComponents } from '@clavis/blocks/components';

/** A name-based (version 5 style) uuid: the same group gets the same uuid on every run and machine. */
export function groupUuid(name: string): string {
  const hex = createHash('sha1').update(`clavis component group:${name}`).digest('hex');
  const variant = ((parseInt(hex.slice(16, 18), 16) & 0x3f) | 0x80).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(18, 20)}-${hex.slice(20, 32)}`;
}

export interface DeclaredSchema {
  schema: StoryblokSpaceSchema;
  /** What would make the schema wrong in a space; empty when it is sound. */
  problems: string[];
  /** Fields the declarations parse but do not give Storyblok yet (`site_config.footer`). */
  unmodelled: string[];
}

/** Every content type's and block's Storyblok component, from their declarations, checked. */
export function declaredSchema(): DeclaredSchema {
  const declarations = [...contentComponents, ...blockComponents];
  const schema = collectSpaceSchema(declarations, { groupUuid });
  return { schema, problems: checkSpaceSchema(schema, { contentTypes }), unmodelled: unmodelledFields(declarations) };
}
