import { readdir } from 'node:fs/promises';
import { relative, sep } from 'node:path';

/** Asset paths already written below an assets folder, keyed by `assetKey`. */
export type CommittedAssets = ReadonlyMap<string, string>;

/** A file's name and size segment (`800x600`, `0x0`, or none for a document). */
export const assetKey = (name: string, size: string | null) => `${size ?? '-'}:${name}`;

/**
 * Indexes the files of an assets folder (`287000/800x600/{hash}/futura.jpg`,
 * `287000/{hash}/partner-bulletin.pdf`), so content can be built at run time without drawing
 * pictures and PDFs again: the same name and size always name the same file.
 */
export async function readCommittedAssets(assetsDir: string): Promise<CommittedAssets> {
  const entries = await readdir(assetsDir, { recursive: true, withFileTypes: true });
  const index = new Map<string, string>();
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const path = relative(assetsDir, `${entry.parentPath}${sep}${entry.name}`).split(sep).join('/');
    const segments = path.split('/');
    const size = segments.length === 4 ? (segments[1] as string) : null;
    index.set(assetKey(entry.name, size), path);
  }
  return index;
}
