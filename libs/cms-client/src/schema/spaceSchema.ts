import type { ComponentDeclaration } from './defineComponent';
import type { StoryblokComponent, StoryblokField, StoryblokSpaceSchema } from './storyblokComponent';

export interface SpaceSchemaOptions {
  /** A stable uuid for a component group's name, so that every run prints the same schema. */
  groupUuid: (name: string) => string;
}

/** A declaration as a Management API component; groups are named by the uuids `groupUuid` gives. */
export function toStoryblokComponent(
  declaration: ComponentDeclaration,
  { groupUuid }: SpaceSchemaOptions,
): StoryblokComponent {
  const schema: Record<string, StoryblokField> = {};
  Object.entries(declaration.fields).forEach(([key, { definition }], pos) => {
    const { group_whitelist: groups, ...rest } = definition;
    schema[key] = { ...rest, pos, ...(groups ? { component_group_whitelist: groups.map(groupUuid) } : {}) };
  });
  return {
    name: declaration.name,
    display_name: declaration.displayName,
    ...(declaration.description ? { description: declaration.description } : {}),
    is_root: declaration.kind !== 'nestable',
    is_nestable: declaration.kind !== 'root',
    schema,
    component_group_uuid: declaration.group ? groupUuid(declaration.group) : null,
  };
}

/** Every declaration's component and the groups they name, as the Management API takes them. */
export function collectSpaceSchema(
  declarations: readonly ComponentDeclaration[],
  options: SpaceSchemaOptions,
): StoryblokSpaceSchema {
  const groupNames = new Set<string>();
  for (const declaration of declarations) {
    if (declaration.group) groupNames.add(declaration.group);
    for (const { definition } of Object.values(declaration.fields)) {
      for (const name of definition.group_whitelist ?? []) groupNames.add(name);
    }
  }
  return {
    components: declarations.map((declaration) => toStoryblokComponent(declaration, options)),
    component_groups: [...groupNames].sort().map((name) => ({ uuid: options.groupUuid(name), name })),
  };
}

const COMPONENT_NAME = /^[a-z0-9_-]+$/;

/**
 * What would make the schema wrong in a space: a duplicate or malformed name, a bloks or rich-text
 * field that allows a component nobody declared (or one that cannot be nested), a reference or link
 * to a content type that is not one, a group nobody declared, a content type that is not a root.
 * Empty when the schema is sound.
 */
export function checkSpaceSchema(
  { components, component_groups }: StoryblokSpaceSchema,
  { contentTypes = [] }: { contentTypes?: readonly string[] } = {},
): string[] {
  const problems: string[] = [];
  const byName = new Map<string, StoryblokComponent>();
  for (const component of components) {
    if (byName.has(component.name)) problems.push(`component "${component.name}" is declared twice`);
    if (!COMPONENT_NAME.test(component.name)) problems.push(`component "${component.name}" has a malformed name`);
    byName.set(component.name, component);
  }
  const groups = new Set(component_groups.map((group) => group.uuid));
  const groupNames = component_groups.map((group) => group.name);
  if (new Set(groupNames).size !== groupNames.length) problems.push('a component group is listed twice');

  for (const name of contentTypes) {
    const component = byName.get(name);
    if (!component) problems.push(`content type "${name}" has no component`);
    else if (!component.is_root) problems.push(`content type "${name}" is not a root component (is_root)`);
  }

  for (const component of components) {
    if (component.component_group_uuid !== null && !groups.has(component.component_group_uuid)) {
      problems.push(`component "${component.name}" names an unknown group`);
    }
    for (const [key, definition] of Object.entries(component.schema)) {
      const where = `${component.name}.${key}`;
      const nested = definition.type === 'bloks' || definition.type === 'richtext';
      for (const name of nested ? (definition.component_whitelist ?? []) : []) {
        const allowed = byName.get(name);
        if (!allowed) problems.push(`${where} allows "${name}", which is not declared`);
        else if (!allowed.is_nestable) problems.push(`${where} allows "${name}", which cannot be nested`);
      }
      const storyTypes =
        definition.type === 'multilink' ? (definition.component_whitelist ?? []) : (definition.filter_content_type ?? []);
      for (const name of storyTypes) {
        if (!byName.get(name)?.is_root) problems.push(`${where} points to "${name}", which is not a content type`);
      }
      for (const uuid of definition.component_group_whitelist ?? []) {
        if (!groups.has(uuid)) problems.push(`${where} allows an unknown group`);
      }
      if (definition.type === 'bloks' && definition.restrict_components && !definition.component_whitelist?.length && !definition.component_group_whitelist?.length) {
        problems.push(`${where} restricts its components but allows none`);
      }
    }
  }
  return problems;
}

/** The fields declarations parse but cannot give Storyblok yet (`site_config.footer`). */
export function unmodelledFields(declarations: readonly ComponentDeclaration[]): string[] {
  return declarations.flatMap((declaration) => declaration.unmodelled.map((key) => `${declaration.name}.${key}`));
}
