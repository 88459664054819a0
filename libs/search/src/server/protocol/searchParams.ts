import { queryWordCount, searchLimits, utf8ByteLength } from '../../searchLimits';
import { SearchRequestError } from '../engine/searchRequestError';
import { allOf, conditionCount } from '../engine/filters';
import type { Filter } from '../engine/filters';
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

/** A list of attribute names (`attributesToHighlight`, `facets`...), each named once. */
function strings(name: string, value: RawValue): string[] | null {
  const items = list(name, value);
  if (!items) return null;
  if (!items.every((item): item is string => typeof item === 'string')) throw new SearchRequestError(`${name} must list strings`);
  const unique = [...new Set(items)];
  if (unique.length > searchLimits.attributes) throw new SearchRequestError(`${name} must list at most ${searchLimits.attributes} attributes`);
  return unique;
}

function integer(name: string, value: RawValue, fallback: number, min: number, max: number): number {
  if (value === undefined || value === null || value === '') return fallback;
  const number = typeof value === 'number' ? value : Number(value);
  if (!Number.isInteger(number) || number < min || number > max) throw new SearchRequestError(`${name} must be an integer from ${min} to ${max}`);
  return number;
}

function text(name: string, value: RawValue, fallback: string, maxLength: number): string {
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'string') throw new SearchRequestError(`${name} must be a string`);
  if (value.length > maxLength) throw new SearchRequestError(`${name} must be at most ${maxLength} characters`);
  return value;
}

/** `query` or `facetQuery`: at most `queryBytes` bytes, as Algolia; a query also at most `queryWords` words. */
function queryText(name: string, value: RawValue, { words }: { words: boolean }): string {
  const query = text(name, value, '', Number.POSITIVE_INFINITY);
  // More characters than bytes allowed is too long whatever they are: never measured, nor split into words.
  if (query.length > searchLimits.queryBytes || utf8ByteLength(query) > searchLimits.queryBytes) {
    throw new SearchRequestError(`${name} must be at most ${searchLimits.queryBytes} bytes`);
  }
  if (words && queryWordCount(query) > searchLimits.queryWords) throw new SearchRequestError(`${name} must have at most ${searchLimits.queryWords} words`);
  return query;
}

const tag = (name: string, value: RawValue, fallback: string) => text(name, value, fallback, searchLimits.tagLength);

/** A filter list in either shape: an array, JSON in a string, or one entry as a string. */
function filterList(name: string, value: RawValue): unknown {
  if (typeof value === 'string' && !value.trimStart().startsWith('[')) return value.trim() ? [value] : undefined;
  return list(name, value);
}

/** Every filter of a request as one tree, at most `filterConditions` conditions in all. */
function requestFilters(raw: Record<string, RawValue>): Filter {
  const filters = allOf([
    parseFilters(text('filters', raw.filters, '', searchLimits.filterLength)),
    parseFacetFilters(filterList('facetFilters', raw.facetFilters)),
    parseNumericFilters(list('numericFilters', raw.numericFilters)),
    parseTagFilters(list('tagFilters', raw.tagFilters)),
  ]);
  if (conditionCount(filters) > searchLimits.filterConditions) {
    throw new SearchRequestError(`filters, facetFilters, numericFilters and tagFilters must have at most ${searchLimits.filterConditions} conditions together`);
  }
  return filters;
}

/** Algolia's query parameters, read from either shape and checked against searchLimits. */
export function searchParams(raw: Record<string, RawValue>): SearchParams {
  // Accepted without effect (the pages are `page` and `hitsPerPage`), yet bounded as Algolia bounds them.
  integer('length', raw.length, 0, 0, searchLimits.length);
  integer('offset', raw.offset, 0, 0, searchLimits.offset);
  return {
    query: queryText('query', raw.query, { words: true }),
    page: integer('page', raw.page, 0, 0, searchLimits.page),
    // Algolia caps hitsPerPage rather than refusing more.
    hitsPerPage: Math.min(searchLimits.hitsPerPage, integer('hitsPerPage', raw.hitsPerPage, 20, 0, Number.MAX_SAFE_INTEGER)),
    facets: strings('facets', raw.facets) ?? [],
    filters: requestFilters(raw),
    maxValuesPerFacet: integer('maxValuesPerFacet', raw.maxValuesPerFacet, 100, 1, 1000),
    maxFacetHits: integer('maxFacetHits', raw.maxFacetHits, 10, 1, 100),
    highlightPreTag: tag('highlightPreTag', raw.highlightPreTag, '<em>'),
    highlightPostTag: tag('highlightPostTag', raw.highlightPostTag, '</em>'),
    attributesToHighlight: strings('attributesToHighlight', raw.attributesToHighlight),
    attributesToSnippet: (strings('attributesToSnippet', raw.attributesToSnippet) ?? []).map((entry) => {
      const [attribute = '', words = '10'] = entry.split(':');
      return { attribute, words: integer('attributesToSnippet', words, 10, 1, 200) };
    }),
    attributesToRetrieve: strings('attributesToRetrieve', raw.attributesToRetrieve),
    snippetEllipsisText: tag('snippetEllipsisText', raw.snippetEllipsisText, '…'),
    facetQuery: queryText('facetQuery', raw.facetQuery, { words: false }),
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
