import type { RouteName } from '@clavis/i18n-routing';
import { mayOpen, requiredGroupOf } from '../areaAccess';
import { assetPath } from './assetPaths';
import type { DownloadSigner } from './downloadLinks';
import { extranetLocation } from './extranetLocation';
import { fileTypeOf } from './fileTypes';

/** What the search index holds for a hit: its story's full slug and its image (`@clavis/search`'s record). */
export interface SearchRecordRef {
  fullSlug: string;
  image?: string;
}

/** The stored record behind a hit of an index, or undefined (the engine's `resolveWithExtranet(index).record(objectID)`). */
export type SearchRecords = (indexName: string, objectID: string) => Promise<SearchRecordRef | undefined> | SearchRecordRef | undefined;

/** The record attributes that are CMS assets: the only ones a hit's links are minted for. */
const ASSET_ATTRIBUTES = ['image'] as const;

/** Where the extranet search serves the public catalogue's hits: the search area's own group opens their pictures. */
const SEARCH_AREA: RouteName = 'extranet-search';

export interface SearchAnswerOptions {
  market: Parameters<typeof extranetLocation>[0];
  signer: DownloadSigner;
  /** The holder's id, groups and session, as the request was just verified. */
  holder: { id: string; groups: readonly string[]; epoch: string };
  records: SearchRecords | undefined;
  apiBase: string;
  /** A record whose asset is left out (no route, a group the holder lacks, a shape not signed). */
  leftOut: (fullSlug: string, attribute: string) => void;
}

/** The area a record's story is served in: its extranet route, the search's own for the public catalogue; null when none. */
function areaOf(market: SearchAnswerOptions['market'], fullSlug: string): RouteName | null {
  const [locale, folder, ...rest] = fullSlug.replace(/^\/+|\/+$/g, '').split('/');
  if (!locale) return null;
  if (folder !== 'extranet') return SEARCH_AREA;
  return extranetLocation(market, locale, rest)?.route ?? null;
}

/**
 * An extranet search answer (Algolia's `{ results }`) whose hits' asset attributes are links
 * minted from the index's own record of the hit (never from the answer's text, which echoes what
 * the caller sent), for the area the record's story is served in and only when the holder's groups
 * open it; any other value of those attributes, and their highlighted or snippeted forms, is left out.
 */
export async function protectSearchAnswer(answer: unknown, { market, signer, holder, records, apiBase, leftOut }: SearchAnswerOptions): Promise<unknown> {
  const results = (answer as { results?: unknown } | null)?.results;
  if (!Array.isArray(results)) return answer;
  const signed = await Promise.all(
    results.map(async (result: unknown) => {
      const { hits, index } = (result ?? {}) as { hits?: unknown; index?: unknown };
      if (!Array.isArray(hits)) return result;
      const protectedHits = await Promise.all(
        hits.map(async (hit: unknown) => {
          if (typeof hit !== 'object' || hit === null) return hit;
          const { objectID, _highlightResult, _snippetResult, ...fields } = hit as Record<string, unknown>;
          const out: Record<string, unknown> = { ...fields, ...(objectID === undefined ? {} : { objectID }) };
          for (const [name, derived] of [['_highlightResult', _highlightResult], ['_snippetResult', _snippetResult]] as const) {
            if (typeof derived !== 'object' || derived === null) continue;
            out[name] = Object.fromEntries(Object.entries(derived).filter(([attribute]) => !(ASSET_ATTRIBUTES as readonly string[]).includes(attribute)));
          }
          const wanted = ASSET_ATTRIBUTES.filter((attribute) => attribute in out);
          if (wanted.length === 0) return out;
          for (const attribute of wanted) delete out[attribute];
          const record = typeof index === 'string' && typeof objectID === 'string' ? await records?.(index, objectID) : undefined;
          if (!record) return out;
          for (const attribute of wanted) {
            const value = record[attribute];
            if (!value) continue;
            const area = areaOf(market, record.fullSlug);
            const path = assetPath(value);
            if (!area || !mayOpen(area, holder.groups) || !path || !fileTypeOf(path)) {
              leftOut(record.fullSlug, attribute);
              continue;
            }
            const grant = { holder: holder.id, area, group: requiredGroupOf(area), epoch: holder.epoch };
            out[attribute] = `${apiBase}${signer.sign(grant, { kind: 'file', path })}`;
          }
          return out;
        }),
      );
      return { ...(result as Record<string, unknown>), hits: protectedHits };
    }),
  );
  return { ...(answer as Record<string, unknown>), results: signed };
}
