import type { StoredStory } from './types';

/** Reads `a.b.c` from content; `content.x` and top-level story fields are allowed in sort_by. */
function readPath(source: unknown, path: string): unknown {
  let value: unknown = source;
  for (const key of path.split('.')) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** Slug lists with `*` wildcards (`de/global/produkte/*`), as by_slugs and excluding_slugs take them. */
export function slugMatcher(list: string): (fullSlug: string) => boolean {
  const patterns = list
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => new RegExp(`^${item.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`));
  return (fullSlug) => patterns.some((pattern) => pattern.test(fullSlug) || pattern.test(fullSlug.replace(/\/$/, '')));
}

const asList = (value: string) => value.split(',').map((item) => item.trim());

/** One `filter_query[field][operation]=value` condition (the operators the CDN API documents). */
export function matchesFilter(content: unknown, field: string, operation: string, raw: string): boolean {
  const value = readPath(content, field);
  const text = value === undefined || value === null ? '' : String(value);
  switch (operation) {
    case 'is':
      if (raw === 'empty') return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
      if (raw === 'not_empty') return !(value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0));
      if (raw === 'true' || raw === 'false') return String(Boolean(value)) === raw;
      return text === raw;
    case 'in':
      return asList(raw).includes(text);
    case 'not_in':
      return !asList(raw).includes(text);
    case 'like':
    case 'not_like': {
      const pattern = new RegExp(`^${raw.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`, 'i');
      return operation === 'like' ? pattern.test(text) : !pattern.test(text);
    }
    case 'any_in_array':
    case 'all_in_array': {
      const items = Array.isArray(value) ? value.map(String) : [];
      const wanted = asList(raw);
      return operation === 'any_in_array'
        ? wanted.some((item) => items.includes(item))
        : wanted.every((item) => items.includes(item));
    }
    case 'gt_date':
    case 'lt_date': {
      const left = Date.parse(text);
      const right = Date.parse(raw);
      if (Number.isNaN(left) || Number.isNaN(right)) return false;
      return operation === 'gt_date' ? left > right : left < right;
    }
    case 'gt_int':
    case 'lt_int':
    case 'gt_float':
    case 'lt_float': {
      const left = Number(text);
      const right = Number(raw);
      if (text === '' || Number.isNaN(left) || Number.isNaN(right)) return false;
      return operation.startsWith('gt') ? left > right : left < right;
    }
    default:
      throw new UnknownOperatorError(operation);
  }
}

export class UnknownOperatorError extends Error {
  constructor(operation: string) {
    super(`Unknown filter_query operation: ${operation}`);
  }
}

/** Pulls `filter_query[field][op]` and `filter_query[__or][0][field][op]` out of a flat query. */
export function parseFilterQuery(query: Record<string, string>): { or: boolean; conditions: [string, string, string][][] } {
  const and: [string, string, string][] = [];
  const or = new Map<string, [string, string, string][]>();
  for (const [key, value] of Object.entries(query)) {
    const orMatch = /^filter_query\[__or\]\[(\d+)\]\[([^\]]+)\]\[([^\]]+)\]$/.exec(key);
    if (orMatch) {
      const group = or.get(orMatch[1] as string) ?? [];
      group.push([orMatch[2] as string, orMatch[3] as string, value]);
      or.set(orMatch[1] as string, group);
      continue;
    }
    const match = /^filter_query\[([^\]]+)\]\[([^\]]+)\]$/.exec(key);
    if (match) and.push([match[1] as string, match[2] as string, value]);
  }
  if (or.size > 0) return { or: true, conditions: [...or.values()].map((group) => [...group, ...and]) };
  return { or: false, conditions: [and] };
}

/** `sort_by=content.date:desc`, `name:asc`, `content.price:asc:float`; several separated by commas. */
export function sortStories(stories: StoredStory[], sortBy: string | undefined, contentOf: (story: StoredStory) => unknown): StoredStory[] {
  const keys = (sortBy ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => {
      const [field = 'position', direction = 'asc', type = 'string'] = item.split(':');
      return { field, direction: direction === 'desc' ? -1 : 1, type };
    });
  // Without sort_by: position, then slug, so pages are stable.
  if (keys.length === 0) keys.push({ field: 'position', direction: 1, type: 'int' }, { field: 'full_slug', direction: 1, type: 'string' });
  const read = (story: StoredStory, field: string): unknown =>
    field.startsWith('content.') ? readPath(contentOf(story), field.slice('content.'.length)) : (story as unknown as Record<string, unknown>)[field];
  return [...stories].sort((a, b) => {
    for (const key of keys) {
      const left = read(a, key.field);
      const right = read(b, key.field);
      let order: number;
      if (key.type === 'int' || key.type === 'float' || (typeof left === 'number' && typeof right === 'number')) {
        order = Number(left ?? 0) - Number(right ?? 0);
      } else {
        order = String(left ?? '').localeCompare(String(right ?? ''));
      }
      if (order !== 0) return order * key.direction;
    }
    return a.full_slug.localeCompare(b.full_slug);
  });
}

/** Every uuid a story's content holds at `component.field` relation paths. */
export function collectRelations(content: unknown, relations: Map<string, Set<string>>, found: string[] = []): string[] {
  if (Array.isArray(content)) {
    for (const item of content) collectRelations(item, relations, found);
    return found;
  }
  if (typeof content !== 'object' || content === null) return found;
  const record = content as Record<string, unknown>;
  const fields = typeof record['component'] === 'string' ? relations.get(record['component']) : undefined;
  for (const [key, value] of Object.entries(record)) {
    if (fields?.has(key)) {
      if (typeof value === 'string') found.push(value);
      else if (Array.isArray(value)) for (const item of value) if (typeof item === 'string') found.push(item);
    } else if (typeof value === 'object' && value !== null) {
      collectRelations(value, relations, found);
    }
  }
  return found;
}

/** Every story uuid that multilink fields (`linktype: story`) point to. */
export function collectLinks(content: unknown, found: string[] = []): string[] {
  if (Array.isArray(content)) {
    for (const item of content) collectLinks(item, found);
    return found;
  }
  if (typeof content !== 'object' || content === null) return found;
  const record = content as Record<string, unknown>;
  if (record['fieldtype'] === 'multilink' && record['linktype'] === 'story' && typeof record['id'] === 'string' && record['id']) {
    found.push(record['id']);
  }
  for (const value of Object.values(record)) if (typeof value === 'object' && value !== null) collectLinks(value, found);
  return found;
}
