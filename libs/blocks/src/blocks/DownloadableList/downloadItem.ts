import type { Asset, Link, Story } from '@clavis/cms-client';
import { imageUrl } from '../../core/imageUrl';
import { blockHref } from '../../core/linkHref';
import type { BlockContext } from '../../core/types';
import { hasFile } from '../../shared/media';

/** One row of the list: what it is, and where its file (or page) is. */
export interface DownloadItem {
  id: string;
  title: string;
  description?: string;
  /** The kind of document in the page's language ("Katalog", "Zertifizierungen"). */
  kindLabel?: string;
  href: string;
  /** A file to save (`download` attribute) rather than a page to open. */
  download: boolean;
  /** The file's format from its name (`PDF`). */
  format?: string;
  /** The file's size, when the asset says it (`2,4 MB`). */
  size?: string;
}

/** Stories that carry a file to download, in the order the list shows them. */
export const DOWNLOAD_CONTENT_TYPES = ['catalogue', 'resource'] as const;

type Context = Pick<BlockContext, 'market' | 'intl' | 'assets'>;
type Content = Record<string, unknown>;

/** Resource kinds (CMS values) -> the catalogue's document folder names. */
const KIND_MESSAGES: Record<string, string> = {
  catalogue: 'documents.catalogue',
  software: 'documents.software-download',
  manuals: 'documents.instructions',
  instructions: 'documents.instructions',
  certifications: 'documents.certifications',
  videos: 'documents.video',
  brochure: 'documents.brochure',
  'price-list': 'documents.price-list',
  'technical-sheet': 'documents.technical-sheet',
};

function text(content: Content, field: string): string | undefined {
  const value = content[field];
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

function fileOf(value: unknown): Asset | undefined {
  return typeof value === 'object' && value !== null && hasFile(value as Asset) ? (value as Asset) : undefined;
}

/** `PDF` from `/f/.../katalog-2026.pdf`. */
export function fileFormat(filename: string): string | undefined {
  const match = /\.([a-z0-9]{2,5})(?:[?#].*)?$/i.exec(filename);
  return match?.[1]?.toUpperCase();
}

/** The size in bytes some assets carry (`size`, or `meta_data.size`), if any. */
function fileBytes(asset: Asset): number | undefined {
  const record = asset as Record<string, unknown>;
  const meta = record['meta_data'] as Record<string, unknown> | undefined;
  const value = record['size'] ?? meta?.['size'];
  const bytes = typeof value === 'string' ? Number(value) : value;
  return typeof bytes === 'number' && Number.isFinite(bytes) && bytes > 0 ? bytes : undefined;
}

/** `2,4 MB` / `830 kB` in the page's locale. */
export function formatFileSize(bytes: number, intl: Context['intl']): string {
  const [value, unit] = bytes >= 1_000_000 ? [bytes / 1_000_000, 'megabyte'] : [Math.max(bytes / 1000, 1), 'kilobyte'];
  return intl.formatNumber(value, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: value < 10 ? 1 : 0 });
}

function kindLabel(type: string, content: Content, intl: Context['intl']): string | undefined {
  const kind = type === 'catalogue' ? 'catalogue' : text(content, 'kind');
  const id = kind ? (KIND_MESSAGES[kind] ?? 'documents.other') : undefined;
  return id && intl.messages[id] ? intl.formatMessage({ id }) : undefined;
}

/**
 * A catalogue or resource story as a download row: its file (catalogue `file`, resource `file`),
 * else the page a resource links to; null when it offers neither.
 */
export function downloadItem(story: Story, context: Context): DownloadItem | null {
  const content = (story.content ?? {}) as Content;
  const type = text(content, 'component') ?? '';
  const file = fileOf(content['file']);
  const base = {
    id: story.uuid,
    title: text(content, 'title') ?? story.name,
    ...(text(content, 'description') ? { description: text(content, 'description') } : {}),
    ...(kindLabel(type, content, context.intl) ? { kindLabel: kindLabel(type, content, context.intl) } : {}),
  };
  if (file) {
    const bytes = fileBytes(file);
    const format = fileFormat(file.filename);
    return {
      ...base,
      href: imageUrl(file, {}, { ...context.assets, imageService: false }),
      download: true,
      ...(format ? { format } : {}),
      ...(bytes ? { size: formatFileSize(bytes, context.intl) } : {}),
    };
  }
  const href = blockHref(content['link'] as Link | undefined, context);
  return href ? { ...base, href, download: false } : null;
}
