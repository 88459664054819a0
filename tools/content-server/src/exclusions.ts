// `excluding_fields` and `excluding_story_fields` of the CDN API: what a client leaves out of the
// stories it asks for, to keep large answers small.

/**
 * The top-level story fields `excluding_story_fields` may drop (storyblok-js-client's
 * `ExcludableStoryField`); Storyblok ignores any other name, so the story keeps its identity
 * (`id`, `uuid`, `name`, `slug`, `full_slug`) and its `content`.
 */
export const EXCLUDABLE_STORY_FIELDS: ReadonlySet<string> = new Set([
  'alternates',
  'created_at',
  'default_full_slug',
  'first_published_at',
  'group_id',
  'is_startpage',
  'lang',
  'meta_data',
  'parent_id',
  'path',
  'position',
  'published_at',
  'release_id',
  'sort_by_date',
  'tag_list',
  'taxonomy_terms',
  'translated_slugs',
  'updated_at',
]);

/** A block's own keys, which are no fields of its type: every block keeps them. */
const BLOCK_KEYS: ReadonlySet<string> = new Set(['component', '_uid']);

export interface Exclusions {
  /** Content field names, dropped from the content at any depth (nested blocks included). */
  fields: ReadonlySet<string>;
  /** Top-level story fields, among EXCLUDABLE_STORY_FIELDS. */
  storyFields: ReadonlySet<string>;
}

const names = (value: string | undefined) => (value ?? '').split(',').map((name) => name.trim()).filter(Boolean);

/** The exclusions a query asks for (comma-separated lists, as storyblok-js-client sends them). */
export function parseExclusions(query: Record<string, string | undefined>): Exclusions {
  return {
    fields: new Set(names(query['excluding_fields']).filter((name) => !BLOCK_KEYS.has(name))),
    storyFields: new Set(names(query['excluding_story_fields']).filter((name) => EXCLUDABLE_STORY_FIELDS.has(name))),
  };
}

/**
 * A copy of content without the named fields in every block at any depth (the content type's
 * block, the blocks nested in its fields, blocks inside rich text). Only blocks (objects with a
 * `component`) lose fields: a field's own value (an asset's `title`, a rich text node's `text`)
 * is no field of a content type. The input is not changed.
 */
export function withoutFields(value: unknown, fields: ReadonlySet<string>): unknown {
  if (Array.isArray(value)) return value.map((item) => withoutFields(item, fields));
  if (typeof value !== 'object' || value === null) return value;
  const isBlock = typeof (value as Record<string, unknown>)['component'] === 'string';
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (!(isBlock && fields.has(key))) copy[key] = withoutFields(item, fields);
  }
  return copy;
}

/**
 * A CDN story without what the exclusions name: its top-level excludable fields, and (unless
 * `contentFields` is false, as for stories resolved as links) the named fields of its content.
 */
export function applyExclusions<T extends { content?: unknown }>(story: T, exclusions: Exclusions, { contentFields = true } = {}): T {
  const dropContent = contentFields && exclusions.fields.size > 0;
  if (!dropContent && exclusions.storyFields.size === 0) return story;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(story)) {
    if (exclusions.storyFields.has(key)) continue;
    copy[key] = key === 'content' && dropContent ? withoutFields(value, exclusions.fields) : value;
  }
  return copy as T;
}
