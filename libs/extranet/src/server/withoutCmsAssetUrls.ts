import { LINK_PREFIXES } from '../linkPrefixes';
import type { DownloadSigner } from './downloadLinks';

export interface AssetUrlGuardOptions {
  /** Where the CMS serves its files. */
  assetOrigin: string;
  /** `/api/extranet/`: where this site's signed links point. */
  apiBase: string;
  /** Tells this site's signed links from text that only looks like one. */
  signer: Pick<DownloadSigner, 'verify'>;
  /** @default console.warn */
  warn?: (message: string) => void;
}

const DROP = Symbol('drop');
/**
 * A CMS asset path anywhere in a text, on any host, glued to anything (`/f/287000/...`,
 * `index_f/287000/...`): a text of an extranet answer has no other use for `f/{digits}/`.
 */
const ASSET_PATH_IN_TEXT = /f\/\d+\//;
/** Lines already logged, so a story served again and again warns once; bounded. */
const MAX_WARNED = 1000;

/** A text as a reader might decode it: raw, then up to three rounds of percent-decoding, and `/` written as an HTML entity. */
function readings(text: string): string[] {
  const forms = [text];
  let current = text;
  for (let round = 0; round < 3 && /%[0-9a-f]{2}/i.test(current); round += 1) {
    current = current.replace(/(?:%[0-9a-f]{2})+/gi, (run) => {
      try {
        return decodeURIComponent(run);
      } catch {
        return run.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
      }
    });
    forms.push(current);
  }
  return forms.map((form) => form.replace(/&#x0*2f;|&#0*47;|&sol;/gi, '/').toLowerCase());
}

/** An object that is nothing without its URL: an asset field, a link (`multilink`), a rich-text link mark. */
function isLinkLike(value: Record<string, unknown>): boolean {
  return value['fieldtype'] === 'asset' || typeof value['linktype'] === 'string' || value['type'] === 'link';
}

function storySlug(value: Record<string, unknown>): string | null {
  return typeof value['full_slug'] === 'string' && typeof value['content'] === 'object' ? value['full_slug'] : null;
}

/**
 * The last word on an extranet answer: no CMS asset URL leaves the site. Every text is read as it
 * is and decoded; one that names the asset origin or a CMS asset path is left out, unless it is
 * exactly a link this site signed. An asset field or link whose URL goes is left out whole (it is
 * nothing without it), and each story whose answer lost something is logged once, by its slug and
 * the fields, never the URL.
 */
export function createAssetUrlGuard({ assetOrigin, apiBase, signer, warn = (message) => console.warn(message) }: AssetUrlGuardOptions) {
  const host = new URL(assetOrigin).host.toLowerCase();
  const signedLink = new RegExp(`^${apiBase.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}(${LINK_PREFIXES.file}|${LINK_PREFIXES.zip})/([^/]+)/(.+)$`);
  const warned = new Set<string>();

  function isSigned(text: string): boolean {
    const match = signedLink.exec(text);
    if (!match) return false;
    const kind = match[1] === LINK_PREFIXES.file ? 'file' : 'zip';
    return signer.verify(match[2] as string, { kind, path: match[3] as string }).ok;
  }

  function carriesAssetUrl(text: string): boolean {
    if (isSigned(text)) return false;
    return readings(text).some((form) => form.includes(host) || ASSET_PATH_IN_TEXT.test(form));
  }

  /** Logs, once, what an answer about `story` left out. */
  function leftOut(story: string, fields: readonly string[]): void {
    const line = `[extranet] ${story}: left out CMS asset URLs the site does not sign (${fields.join(', ')})`;
    if (warned.has(line)) return;
    if (warned.size >= MAX_WARNED) warned.clear();
    warned.add(line);
    warn(line);
  }

  /** `value` without any text that carries a CMS asset URL; `label` names the answer in the log where no story does. */
  function withoutCmsAssetUrls<T>(value: T, label: string): T {
    const left = new Map<string, string[]>();
    const note = (story: string, field: string) => left.set(story, [...(left.get(story) ?? []), field || '(the answer)']);

    const walk = (item: unknown, story: string, path: string): unknown => {
      if (typeof item === 'string') return carriesAssetUrl(item) ? DROP : item;
      if (Array.isArray(item)) {
        return item.flatMap((inner, index) => {
          const kept = walk(inner, story, `${path}${path ? '.' : ''}${index}`);
          if (kept !== DROP) return [kept];
          note(story, `${path}${path ? '.' : ''}${index}`);
          return [];
        });
      }
      if (typeof item !== 'object' || item === null) return item;
      const record = item as Record<string, unknown>;
      const own = storySlug(record);
      const here = own ?? story;
      const base = own ? '' : path;
      const out: Record<string, unknown> = {};
      for (const [key, inner] of Object.entries(record)) {
        const field = `${base}${base ? '.' : ''}${key}`;
        const kept = walk(inner, here, field);
        if (kept !== DROP) out[key] = kept;
        else if (isLinkLike(record) && !own) return DROP;
        else note(here, field);
      }
      return out;
    };

    const kept = walk(value, label, '');
    for (const [story, fields] of left) leftOut(story, fields);
    return (kept === DROP ? null : kept) as T;
  }

  return { withoutCmsAssetUrls, leftOut };
}

export type AssetUrlGuard = ReturnType<typeof createAssetUrlGuard>;
