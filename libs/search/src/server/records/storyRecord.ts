import type { SearchRecord } from '../engine/types';
import { publicSearchTypes } from '../../searchTypes';

export { extranetSearchTypes, publicSearchTypes } from '../../searchTypes';

/** The fields of a CMS story the records read (Storyblok's story shape, structurally). */
export interface IndexableStory {
  uuid: string;
  name: string;
  full_slug: string;
  published_at?: string | null;
  first_published_at?: string | null;
  tag_list?: readonly string[];
  content: Record<string, unknown> & { component?: string };
}


/** Types whose date makes the year facet. */
const DATED_TYPES = new Set(['news', 'event', 'press_release']);
const TEXT_FIELDS = ['description', 'excerpt', 'intro', 'text', 'headline', 'subtitle', 'title', 'location', 'department', 'role', 'company', 'region', 'address'];
const MAX_TEXT = 3000;

/**
 * A whole story put in place of a uuid by `resolve_relations` (a product's category and related
 * products, a news item's products) or attached to a story link: another story's text, never this one's.
 */
function isStory(value: object): value is IndexableStory {
  const record = value as Record<string, unknown>;
  return typeof record.uuid === 'string' && typeof record.full_slug === 'string' && typeof record.content === 'object' && record.content !== null;
}

function collectText(value: unknown, into: string[], key?: string): void {
  if (into.join(' ').length > MAX_TEXT) return;
  if (typeof value === 'string') {
    if (key && TEXT_FIELDS.includes(key)) into.push(value);
    return;
  }
  if (Array.isArray(value)) {
    for (const item of value) collectText(item, into);
    return;
  }
  if (value && typeof value === 'object') {
    if (isStory(value)) return;
    const node = value as Record<string, unknown>;
    // Rich text: `{ type: 'text', text }` leaves inside paragraphs.
    if (node.type === 'text' && typeof node.text === 'string') {
      into.push(node.text);
      return;
    }
    for (const [field, inner] of Object.entries(node)) {
      if (field === '_uid' || field === 'component' || field === 'image' || field === 'images' || field === 'file' || field === 'story') continue;
      collectText(inner, into, field);
    }
  }
}

/** The plain text of a story, without its title, de-duplicated sentence by sentence. */
export function storyText(content: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const [field, value] of Object.entries(content)) {
    if (field === 'title' || field === 'name') continue;
    collectText(value, parts, field);
  }
  return [...new Set(parts.map((part) => part.trim()).filter(Boolean))].join(' ').slice(0, MAX_TEXT);
}

function assetUrl(value: unknown): string | undefined {
  const asset = Array.isArray(value) ? value[0] : value;
  const filename = asset && typeof asset === 'object' ? (asset as { filename?: unknown }).filename : undefined;
  return typeof filename === 'string' && filename ? filename : undefined;
}

function dateOf(content: Record<string, unknown>): number | undefined {
  const raw = content.date ?? content.start_date ?? content.posted;
  if (typeof raw !== 'string' || !raw) return undefined;
  const time = Date.parse(raw.replace(' ', 'T'));
  return Number.isNaN(time) ? undefined : Math.floor(time / 1000);
}

const str = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/** A relation field's story uuid, whether the CMS answered the uuid or resolved it to the story. */
function relationUuid(value: unknown): string | undefined {
  if (typeof value === 'string') return str(value);
  if (value && typeof value === 'object' && isStory(value)) return value.uuid;
  return undefined;
}

/** The name a resolved relation carries (its title, else its name). */
function relationName(value: unknown): string | undefined {
  if (!value || typeof value !== 'object' || !isStory(value)) return undefined;
  return str(value.content.title) ?? str(value.content.name) ?? str(value.name);
}

export interface RecordContext {
  /** The page URL of a story on this market's site, or null when it has none there. */
  urlOf: (fullSlug: string) => string | null;
  /** A category story's title by uuid (for products' category facet). */
  categoryTitle: (uuid: string) => string | undefined;
}

/** The search record of a story, or null when the story is not a search result (its type, no URL). */
export function storyRecord(story: IndexableStory, { urlOf, categoryTitle }: RecordContext, types: readonly string[] = publicSearchTypes): SearchRecord | null {
  const { content } = story;
  const type = content.component ?? '';
  if (!types.includes(type)) return null;
  const url = urlOf(story.full_slug);
  if (url === null) return null;
  const date = dateOf(content);
  const categoryId = type === 'product' ? relationUuid(content.category) : undefined;
  const record: SearchRecord = {
    objectID: story.uuid,
    fullSlug: story.full_slug.replace(/^\/+|\/+$/g, ''),
    title: str(content.title) ?? str(content.name) ?? story.name,
    text: storyText(content),
    type,
    url,
  };
  const image = assetUrl(content.image) ?? assetUrl(content.images) ?? assetUrl(content.cover);
  if (image) record.image = image;
  if (date !== undefined) record.date = date;
  if (date !== undefined && DATED_TYPES.has(type)) record.year = new Date(date * 1000).getUTCFullYear();
  const tags = (story.tag_list ?? []).filter((tag) => typeof tag === 'string' && tag.trim());
  if (tags.length > 0) record._tags = [...tags];
  const code = str(content.code);
  if (code) record.code = code;
  const kind = str(content.kind);
  if (kind) record.kind = kind;
  const segment = str(content.segment);
  if (segment) record.segment = segment;
  if (categoryId) {
    record.categoryId = categoryId;
    // The index's own category stories name it (and follow a rename); a resolved relation does too.
    const category = categoryTitle(categoryId) ?? relationName(content.category);
    if (category) record.category = category;
  }
  return record;
}
