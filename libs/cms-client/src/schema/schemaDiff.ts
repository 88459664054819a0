import type { StoryblokComponent, StoryblokField, StoryblokSpaceSchema } from './storyblokComponent';

/** One difference between the declared schema and a space's. */
export type SchemaChange =
  | { kind: 'group-missing'; group: string }
  | { kind: 'component-missing'; component: string }
  | { kind: 'component-extra'; component: string }
  | { kind: 'property'; component: string; property: string; declared: unknown; space: unknown }
  | { kind: 'field-missing'; component: string; field: string }
  | { kind: 'field-extra'; component: string; field: string }
  | { kind: 'field'; component: string; field: string; setting: string; declared: unknown; space: unknown };

const COMPONENT_PROPERTIES = ['display_name', 'description', 'is_root', 'is_nestable', 'component_group_uuid'] as const;

/** Settings whose absence Storyblok answers with an empty value. */
const isEmpty = (value: unknown): boolean =>
  value === undefined || value === null || value === false || value === '' || (Array.isArray(value) && value.length === 0);

const same = (a: unknown, b: unknown): boolean => (isEmpty(a) && isEmpty(b)) || JSON.stringify(a) === JSON.stringify(b);

/**
 * A component as a space answers it, cut to what a declaration says: the read-only parts
 * (`id`, `created_at`, `real_name`, presets, a field's `id`) are left out.
 */
export function toDeclaredShape(component: Record<string, unknown>): StoryblokComponent {
  const schema: Record<string, StoryblokField> = {};
  for (const [key, definition] of Object.entries((component['schema'] ?? {}) as Record<string, Record<string, unknown>>)) {
    const { id: _id, ...rest } = definition;
    schema[key] = Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined)) as unknown as StoryblokField;
  }
  return {
    name: component['name'] as string,
    display_name: (component['display_name'] as string | null) ?? (component['name'] as string),
    ...(component['description'] ? { description: component['description'] as string } : {}),
    is_root: Boolean(component['is_root']),
    is_nestable: Boolean(component['is_nestable']),
    schema,
    component_group_uuid: (component['component_group_uuid'] as string | null | undefined) ?? null,
  };
}

/**
 * The schema with every group uuid replaced through `uuidOf` (a group's uuid in one space for its
 * uuid in another, matched by name); a uuid it does not know stays.
 */
export function remapGroupUuids(schema: StoryblokSpaceSchema, uuidOf: (uuid: string) => string | undefined): StoryblokSpaceSchema {
  const map = (uuid: string) => uuidOf(uuid) ?? uuid;
  return {
    component_groups: schema.component_groups.map((group) => ({ ...group, uuid: map(group.uuid) })),
    components: schema.components.map((component) => ({
      ...component,
      component_group_uuid: component.component_group_uuid === null ? null : map(component.component_group_uuid),
      schema: Object.fromEntries(
        Object.entries(component.schema).map(([key, definition]) => [
          key,
          definition.component_group_whitelist
            ? { ...definition, component_group_whitelist: definition.component_group_whitelist.map(map) }
            : definition,
        ]),
      ),
    })),
  };
}

/**
 * What differs between the declared schema and a space's (both with the same group uuids, see
 * `remapGroupUuids`): groups and components missing from the space, components only the space
 * has, and each property and field setting that differs, by component and field.
 */
export function diffSpaceSchema(declared: StoryblokSpaceSchema, space: StoryblokSpaceSchema): SchemaChange[] {
  const changes: SchemaChange[] = [];
  const spaceGroups = new Set(space.component_groups.map((group) => group.name));
  for (const group of declared.component_groups) {
    if (!spaceGroups.has(group.name)) changes.push({ kind: 'group-missing', group: group.name });
  }
  const spaceComponents = new Map(space.components.map((component) => [component.name, component]));
  const declaredNames = new Set(declared.components.map((component) => component.name));
  for (const component of declared.components) {
    const other = spaceComponents.get(component.name);
    if (!other) {
      changes.push({ kind: 'component-missing', component: component.name });
      continue;
    }
    for (const property of COMPONENT_PROPERTIES) {
      if (!same(component[property], other[property])) {
        changes.push({ kind: 'property', component: component.name, property, declared: component[property], space: other[property] });
      }
    }
    for (const [key, definition] of Object.entries(component.schema)) {
      const otherField = other.schema[key];
      if (!otherField) {
        changes.push({ kind: 'field-missing', component: component.name, field: key });
        continue;
      }
      const settings = new Set([...Object.keys(definition), ...Object.keys(otherField)]);
      for (const setting of [...settings].sort()) {
        const declaredValue = (definition as unknown as Record<string, unknown>)[setting];
        const spaceValue = (otherField as unknown as Record<string, unknown>)[setting];
        if (!same(declaredValue, spaceValue)) {
          changes.push({ kind: 'field', component: component.name, field: key, setting, declared: declaredValue, space: spaceValue });
        }
      }
    }
    for (const key of Object.keys(other.schema)) {
      if (!(key in component.schema)) changes.push({ kind: 'field-extra', component: component.name, field: key });
    }
  }
  for (const component of space.components) {
    if (!declaredNames.has(component.name)) changes.push({ kind: 'component-extra', component: component.name });
  }
  return changes;
}

const shown = (value: unknown) => (value === undefined ? '(none)' : JSON.stringify(value));

/** One line a person reads: `~ teaser.headline max_length: space 40, declared 20`. */
export function formatSchemaChange(change: SchemaChange): string {
  switch (change.kind) {
    case 'group-missing':
      return `+ component group "${change.group}" (not in the space)`;
    case 'component-missing':
      return `+ ${change.component} (not in the space)`;
    case 'component-extra':
      return `- ${change.component} (only in the space, not declared)`;
    case 'property':
      return `~ ${change.component} ${change.property}: space ${shown(change.space)}, declared ${shown(change.declared)}`;
    case 'field-missing':
      return `+ ${change.component}.${change.field} (not in the space)`;
    case 'field-extra':
      return `- ${change.component}.${change.field} (only in the space, not declared)`;
    case 'field':
      return `~ ${change.component}.${change.field} ${change.setting}: space ${shown(change.space)}, declared ${shown(change.declared)}`;
  }
}
