import { SearchRequestError } from '../engine/searchRequestError';
import { allOf } from '../engine/filters';
import type { SearchParams } from '../engine/types';
import { parseFacetFilters, parseFilters, parseNumericFilters, parseTagFilters } from './filterSyntax';

export { SearchRequestError };

type RawValue = unknown;

/** `params` as Algolia sends it: a URL-encoded string (v4 clients) or an object (v5, InstantSearch). */
export function rawParams(params: unknown): Record<string, RawValue> {
  if (params === undefined || params === null) return {};
  if (typeof params === 'string') {
    const out: Record<string, RawValue> = {};
    for (const [key, value] of new URLSearchParams(params)) out[key] = value;
    return out;
  }
  if (typeof params === 'object' && !Array.isArray(params)) return params as Record<string, RawValue>;
  throw new SearchRequestError('params must be a string or an object');
}

/** In the string shape, arrays travel as JSON (`["type"]`) or comma lists (`type,category`). */
function list(name: string, value: RawValue): RawValue[] | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (Array.isArray(value)) return value;
  if (typeof value === 'string') {
    if (value.trimStart().startsWith('[')) {
      try {
        const parsed: unknown = JSON.parse(value);
        if (Array.isArray(parsed)) return parsed;
      } catch {
        throw new SearchRequestError(`${name}: invalid JSON`);
      }
    }
    return value.split(',').map((item) => item.trim()).filter(Boolean);
  }
  throw new SearchRequestError(`${name} must be an array or a string`);
}

function strings(name: string, value: RawValue): string[] | null {
  const items = list(name, value);
  if (!items) return null;
  if (!items.every((item): item is string => typeof item === 'string')) throw new SearchRequestError(`${name} must list strings`);
  return items;
}

function integer(name: string, value: RawValue, fallback: number, min: number, max: number): number {
  if (value === undefined || value === null || value === '') return fallback;
  const number = typeof value === 'number' ? value : Number(value);
  if (!Number.isInteger(number) || number < min || number > max) throw new SearchRequestError(`${name} must be an integer from ${min} to ${max}`);
  return number;
}

function text(name: string, value: RawValue, fallback: string): string {
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'string') throw new SearchRequestError(`${name} must be a string`);
  return value;
}

/** A filter list in either shape: an array, JSON in a string, or one entry as a string. */
function filterList(name: string, value: RawValue): unknown {
  if (typeof value === 'string' && !value.trimStart().startsWith('[')) return value.trim() ? [value] : undefined;
  return list(name, value);
}

/** Algolia's query parameters, read from either shape and checked. */
export function searchParams(raw: Record<string, RawValue>): SearchParams {
  return {
    query: text('query', raw.query, ''),
    page: integer('page', raw.page, 0, 0, 10_000),
    // Algolia caps hitsPerPage at 1000 rather than refusing more.
    hitsPerPage: Math.min(1000, integer('hitsPerPage', raw.hitsPerPage, 20, 0, Number.MAX_SAFE_INTEGER)),
    facets: strings('facets', raw.facets) ?? [],
    filters: allOf([
      parseFilters(text('filters', raw.filters, '')),
      parseFacetFilters(filterList('facetFilters', raw.facetFilters)),
      parseNumericFilters(list('numericFilters', raw.numericFilters)),
      parseTagFilters(list('tagFilters', raw.tagFilters)),
    ]),
    maxValuesPerFacet: integer('maxValuesPerFacet', raw.maxValuesPerFacet, 100, 1, 1000),
    maxFacetHits: integer('maxFacetHits', raw.maxFacetHits, 10, 1, 100),
    highlightPreTag: text('highlightPreTag', raw.highlightPreTag, '<em>'),
    highlightPostTag: text('highlightPostTag', raw.highlightPostTag, '</em>'),
    attributesToHighlight: strings('attributesToHighlight', raw.attributesToHighlight),
    attributesToSnippet: (strings('attributesToSnippet', raw.attributesToSnippet) ?? []).map((entry) => {
      const [attribute = '', words = '10'] = entry.split(':');
      return { attribute, words: integer('attributesToSnippet', words, 10, 1, 200) };
    }),
    attributesToRetrieve: strings('attributesToRetrieve', raw.attributesToRetrieve),
    snippetEllipsisText: text('snippetEllipsisText', raw.snippetEllipsisText, '…'),
    facetQuery: text('facetQuery', raw.facetQuery, ''),
  };
}

/** The parameters as Algolia echoes them in a result's `params`. */
export function encodeParams(raw: Record<string, RawValue>): string {
  const out = new URLSearchParams();
  for (const [key, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    out.set(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  return out.toString();
}
