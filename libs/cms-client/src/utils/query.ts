/** A query value as the Storyblok CDN API takes it: scalars, comma lists and nested filter objects. */
export type QueryValue =
  | string
  | number
  | boolean
  | null
  | undefined
  | readonly (string | number)[]
  | { readonly [key: string]: QueryValue };

/**
 * Serialises params the way the CDN API reads them: arrays become comma lists (`by_uuids=a,b`),
 * nested objects become bracket keys (`filter_query[component][in]=page`). Keys are sorted so that
 * equal params give an equal string (the cache key).
 */
export function toSearchParams(params: Record<string, QueryValue>): URLSearchParams {
  const search = new URLSearchParams();
  const add = (key: string, value: QueryValue) => {
    if (value === undefined || value === null) return;
    if (Array.isArray(value)) {
      if (value.length > 0) search.append(key, value.join(','));
      return;
    }
    if (typeof value === 'object') {
      for (const inner of Object.keys(value).sort()) {
        add(`${key}[${inner}]`, (value as Record<string, QueryValue>)[inner]);
      }
      return;
    }
    search.append(key, String(value));
  };
  for (const key of Object.keys(params).sort()) add(key, params[key]);
  return search;
}

export function chunk<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let index = 0; index < items.length; index += size) chunks.push(items.slice(index, index + size));
  return chunks;
}
