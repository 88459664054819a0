import type { ImageFilters } from '../../core/imageUrl';

export interface RichTextImageSource {
  /** The asset URL without its query. */
  filename: string;
  /** Filters as the editor asked for them; `imageUrl` clamps or drops what is out of range. */
  filters: ImageFilters;
}

const FILTER_NAMES = ['quality', 'blur', 'brightness', 'rotate', 'format', 'grayscale'] as const;

function toFilters(read: (name: (typeof FILTER_NAMES)[number]) => unknown): ImageFilters {
  const filters: ImageFilters = {};
  for (const name of ['quality', 'blur', 'brightness', 'rotate'] as const) {
    const raw = read(name);
    const value = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() ? Number(raw) : undefined;
    if (value !== undefined && Number.isFinite(value)) filters[name] = value;
  }
  const format = read('format');
  if (typeof format === 'string' && format) filters.format = format.toLowerCase();
  const grayscale = read('grayscale');
  if (grayscale === true || grayscale === '' || grayscale === 'true' || grayscale === '1') filters.grayscale = true;
  return filters;
}

/**
 * Splits a rich-text image's `src` into the asset URL and its filters: from the src query
 * (`?quality=70&rotate=90`) and from the node's attrs (`filters: { ... }` or plain attributes);
 * attrs win over the query.
 */
export function richTextImageSource(src: string, attrs: Record<string, unknown> = {}): RichTextImageSource {
  const [filename = '', query = ''] = src.split('?', 2);
  const params = new URLSearchParams(query);
  const nested = typeof attrs['filters'] === 'object' && attrs['filters'] !== null ? (attrs['filters'] as Record<string, unknown>) : {};
  const fromQuery = toFilters((name) => params.get(name) ?? undefined);
  const fromAttrs = toFilters((name) => nested[name] ?? attrs[name]);
  return { filename, filters: { ...fromQuery, ...fromAttrs } };
}
