import type { ExtranetFile, ExtranetPicture } from '../payload';
import { assetUrl, isAssetPath } from './assetPaths';
import type { DownloadHolder, DownloadSigner } from './downloadLinks';

interface AssetField {
  fieldtype: 'asset';
  filename: string;
  title?: string | null;
  alt?: string | null;
  [key: string]: unknown;
}

function isAsset(value: unknown): value is AssetField {
  return typeof value === 'object' && value !== null && (value as { fieldtype?: unknown }).fieldtype === 'asset' && typeof (value as { filename?: unknown }).filename === 'string';
}

/** `http://127.0.0.1:4100/f/287000/0x0/ab/x.pdf` or `/f/...` -> `f/287000/0x0/ab/x.pdf`; null for anything not a CMS asset. */
export function assetPath(filename: string): string | null {
  if (!filename) return null;
  const { pathname } = new URL(filename, 'http://asset.invalid');
  if (!pathname.startsWith('/f/')) return null;
  try {
    const path = decodeURIComponent(pathname.slice(1));
    return isAssetPath(path) ? path : null;
  } catch {
    return null;
  }
}

const DOCUMENT = /\.(pdf|zip|docx?|xlsx?)$/i;

export interface AssetProtectorOptions {
  signer: DownloadSigner;
  holder: DownloadHolder;
  /** `/api/extranet/`: where the signed links point (root-relative, on the site's own origin). */
  apiBase: string;
  /** Where the CMS serves its files, asked for documents' sizes. */
  assetOrigin: string;
  fetch: typeof fetch;
}

/**
 * Replaces every CMS asset of an API answer with a signed link (DESIGN.md section 6: protected files
 * are never linked by their CMS asset URL), documents with their size in bytes.
 */
export function createAssetProtector({ signer, holder, apiBase, assetOrigin, fetch }: AssetProtectorOptions) {
  const sizes = new Map<string, number | undefined>();
  const href = (path: string) => `${apiBase}${signer.sign(holder, { kind: 'file', path })}`;

  async function sizeOf(path: string): Promise<number | undefined> {
    try {
      const response = await fetch(assetUrl(assetOrigin, path), { method: 'HEAD' });
      await response.body?.cancel();
      const length = Number(response.headers.get('content-length'));
      return response.ok && Number.isFinite(length) && length > 0 ? length : undefined;
    } catch {
      return undefined;
    }
  }

  function collectDocuments(value: unknown, into: Set<string>): void {
    if (Array.isArray(value)) value.forEach((item) => collectDocuments(item, into));
    else if (isAsset(value)) {
      const path = assetPath(value.filename);
      if (path && DOCUMENT.test(path)) into.add(path);
    } else if (typeof value === 'object' && value !== null) Object.values(value).forEach((item) => collectDocuments(item, into));
  }

  function rewrite(value: unknown): unknown {
    if (Array.isArray(value)) return value.map(rewrite);
    if (isAsset(value)) {
      const path = assetPath(value.filename);
      if (!path) return value;
      const bytes = sizes.get(path);
      return { ...value, filename: href(path), ...(bytes ? { bytes } : {}) };
    }
    if (typeof value === 'object' && value !== null) {
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, rewrite(item)]));
    }
    return value;
  }

  const labelOf = (asset: AssetField, path: string) =>
    [asset.title, asset.alt].find((text): text is string => typeof text === 'string' && text.trim() !== '') ?? (path.split('/').pop() as string);

  return {
    /** A deep copy of `value` whose assets are signed links (documents with `bytes`). */
    async protect<T>(value: T): Promise<T> {
      const documents = new Set<string>();
      collectDocuments(value, documents);
      await Promise.all([...documents].filter((path) => !sizes.has(path)).map(async (path) => sizes.set(path, await sizeOf(path))));
      return rewrite(value) as T;
    },

    /** One asset field as a partner file; undefined when it is no CMS asset. */
    file(value: unknown): ExtranetFile | undefined {
      if (!isAsset(value)) return undefined;
      const path = assetPath(value.filename);
      if (!path) return undefined;
      const bytes = sizes.get(path);
      return { href: href(path), label: labelOf(value, path), name: path.split('/').pop() as string, ...(bytes ? { bytes } : {}) };
    },

    picture(value: unknown): ExtranetPicture | undefined {
      const file = this.file(value);
      if (!file || !isAsset(value)) return undefined;
      const size = /\/(\d+)x(\d+)\//.exec(value.filename);
      const width = Number(size?.[1]);
      const height = Number(size?.[2]);
      return { ...file, alt: value.alt ?? file.label, ...(width && height ? { width, height } : {}) };
    },

    /** Documents' sizes must be known before `file` reports them: `protect` them first. */
    async measure(value: unknown): Promise<void> {
      await this.protect(value);
    },
  };
}

export type AssetProtector = ReturnType<typeof createAssetProtector>;

/**
 * A deep copy of `value` in which every string that is a CMS asset URL on `assetOrigin` (a search
 * hit's picture, a document's link) is a signed link for `holder`: answers built elsewhere than the
 * extranet API (the extranet search) hand out no raw asset URL either.
 */
export function signAssetUrls<T>(value: T, { signer, holder, apiBase, assetOrigin }: Pick<AssetProtectorOptions, 'signer' | 'holder' | 'apiBase' | 'assetOrigin'>): T {
  const origin = new URL(assetOrigin).origin;
  const sign = (text: string): string => {
    if (!URL.canParse(text) || new URL(text).origin !== origin) return text;
    const path = assetPath(text);
    return path ? `${apiBase}${signer.sign(holder, { kind: 'file', path })}` : text;
  };
  const walk = (item: unknown): unknown => {
    if (typeof item === 'string') return sign(item);
    if (Array.isArray(item)) return item.map(walk);
    if (typeof item === 'object' && item !== null) return Object.fromEntries(Object.entries(item).map(([key, inner]) => [key, walk(inner)]));
    return item;
  };
  return walk(value) as T;
}
