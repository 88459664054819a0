import type { AssetOptions } from '../core/types';

export interface StoryFile {
  href: string;
  /** The asset's title or alt text, else the file name. */
  label: string;
}

/** A file field (`attachment`, `file`) as a download link, served like every asset; undefined when empty. */
export function storyFile(value: unknown, assets: AssetOptions): StoryFile | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const asset = value as { filename?: unknown; title?: unknown; alt?: unknown };
  if (typeof asset.filename !== 'string' || !asset.filename) return undefined;
  const href = /^https?:/.test(asset.filename) ? asset.filename : `${assets.baseUrl}${asset.filename}`;
  const named = [asset.title, asset.alt].find((text): text is string => typeof text === 'string' && text.trim() !== '');
  return { href, label: named ?? asset.filename.split('/').pop() ?? asset.filename };
}
