import { parseFocus } from '@clavis/blocks/image';
import type { ExtranetFile, ExtranetPicture } from '../payload';
import { assetPath, assetUrl } from './assetPaths';
import type { DownloadSigner, LinkGrant } from './downloadLinks';
import { fileTypeOf } from './fileTypes';

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

/** The path of an asset the extranet may hand out (a CMS asset path of a file type it offers), else null. */
function offeredPath(filename: string): string | null {
  const path = assetPath(filename);
  return path && fileTypeOf(path) ? path : null;
}

export interface AssetProtectorOptions {
  signer: DownloadSigner;
  /** What every link of this answer is minted for: its holder, and the area that served it. */
  grant: LinkGrant;
  /** `/api/extranet/`: where the signed links point (root-relative, on the site's own origin). */
  apiBase: string;
  /** Where the CMS serves its files, asked for documents' sizes. */
  assetOrigin: string;
  fetch: typeof fetch;
}

/**
 * Replaces every CMS asset of an API answer with a signed link minted for the answer's holder and
 * area (protected files are never linked by their CMS asset URL), documents with their size in
 * bytes. An asset it cannot sign (a shape it does not know, a file type the extranet does not
 * offer) is left as it is, for `withoutCmsAssetUrls` to leave out.
 */
export function createAssetProtector({ signer, grant, apiBase, assetOrigin, fetch }: AssetProtectorOptions) {
  const sizes = new Map<string, number | undefined>();
  const href = (path: string) => `${apiBase}${signer.sign(grant, { kind: 'file', path })}`;

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
      const path = offeredPath(value.filename);
      if (path && fileTypeOf(path)?.kind === 'document') into.add(path);
    } else if (typeof value === 'object' && value !== null) Object.values(value).forEach((item) => collectDocuments(item, into));
  }

  function rewrite(value: unknown): unknown {
    if (Array.isArray(value)) return value.map(rewrite);
    if (isAsset(value)) {
      const path = offeredPath(value.filename);
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

    /** One asset field as a partner file; undefined when it is no asset the extranet hands out. */
    file(value: unknown): ExtranetFile | undefined {
      if (!isAsset(value)) return undefined;
      const path = offeredPath(value.filename);
      if (!path) return undefined;
      const bytes = sizes.get(path);
      return { href: href(path), label: labelOf(value, path), name: path.split('/').pop() as string, ...(bytes ? { bytes } : {}) };
    },

    /** One asset field as a gallery picture; undefined when it is no picture the extranet hands out. */
    picture(value: unknown): ExtranetPicture | undefined {
      if (!isAsset(value) || fileTypeOf(offeredPath(value.filename) ?? '')?.kind !== 'picture') return undefined;
      const file = this.file(value);
      if (!file) return undefined;
      const size = /\/(\d+)x(\d+)\//.exec(value.filename);
      const width = Number(size?.[1]);
      const height = Number(size?.[2]);
      const focus = typeof value['focus'] === 'string' && parseFocus(value['focus']) ? value['focus'].trim() : undefined;
      return { ...file, alt: value.alt ?? file.label, ...(width && height ? { width, height } : {}), ...(focus && { focus }) };
    },

    /** Documents' sizes must be known before `file` reports them: `protect` them first. */
    async measure(value: unknown): Promise<void> {
      await this.protect(value);
    },
  };
}

export type AssetProtector = ReturnType<typeof createAssetProtector>;
