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
  content: Record<string, unknown> & { component?: string };
}


/** Types whose date makes the year facet. */
const DATED_TYPES = new Set(['news', 'event', 'press_release']);
const TEXT_FIELDS = ['description', 'excerpt', 'intro', 'text', 'headline', 'subtitle', 'title', 'location', 'department', 'role', 'company', 'region', 'address'];
const MAX_TEXT = 3000;

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
    const node = value as Record<string, unknown>;
    // Rich text: `{ type: 'text', text }` leaves inside paragraphs.
    if (node.type === 'text' && typeof node.text === 'string') {
      into.push(node.text);
      return;
    }
    for (const [field, inner] of Object.entries(node)) {
      if (field === '_uid' || field === 'component' || field === 'image' || field === 'images' || field === 'file') continue;
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
  const categoryId = type === 'product' ? str(content.category) : undefined;
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
  if (date !== undefined && DATED_TYPES.has(type)) record.year = String(new Date(date * 1000).getUTCFullYear());
  const code = str(content.code);
  if (code) record.code = code;
  if (categoryId) {
    record.categoryId = categoryId;
    const category = categoryTitle(categoryId);
    if (category) record.category = category;
  }
  if (type === 'product') record.attributes = [str(content.segment), str(content.kind)].filter((value): value is string => Boolean(value));
  return record;
}
