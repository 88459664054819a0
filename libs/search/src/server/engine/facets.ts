import { facetAttributes, isCountedFacet } from './settings';
import type { FacetHit, SearchRecord } from './types';

function valueOf(record: SearchRecord, attribute: string): string | undefined {
  const value = (record as unknown as Record<string, unknown>)[attribute];
  return value === undefined || value === null ? undefined : String(value);
}

/**
 * The facets asked for (`*` for all), each value with its number of matching records, most first.
 * As Algolia, an attribute the settings do not declare countable is left out, without an error.
 */
export function countFacets(records: readonly SearchRecord[], asked: readonly string[], maxValues: number): Record<string, Record<string, number>> {
  const attributes = asked.includes('*') ? facetAttributes : asked.filter(isCountedFacet);
  const facets: Record<string, Record<string, number>> = {};
  for (const attribute of attributes) {
    const counts = new Map<string, number>();
    for (const record of records) {
      const value = valueOf(record, attribute);
      if (value !== undefined) counts.set(value, (counts.get(value) ?? 0) + 1);
    }
    if (counts.size === 0) continue;
    const top = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, maxValues);
    facets[attribute] = Object.fromEntries(top);
  }
  return facets;
}

/** Facet search: the values of a facet whose words begin with the query's words, highlighted. */
export function searchFacetValues(
  records: readonly SearchRecord[],
  attribute: string,
  facetQuery: string,
  { fold, tags, limit }: { fold: (text: string) => string; tags: { pre: string; post: string }; limit: number },
): FacetHit[] {
  const counts = countFacets(records, [attribute], Number.POSITIVE_INFINITY)[attribute] ?? {};
  const wanted = fold(facetQuery).split(' ').filter(Boolean);
  const hits: FacetHit[] = [];
  for (const [value, count] of Object.entries(counts)) {
    const words = value.split(/(\s+)/);
    const folded = words.map((word) => fold(word));
    if (!wanted.every((query) => folded.some((word) => word.startsWith(query)))) continue;
    const highlighted = words
      .map((word, index) => {
        const query = wanted.find((candidate) => folded[index]!.startsWith(candidate));
        return query ? `${tags.pre}${word.slice(0, query.length)}${tags.post}${word.slice(query.length)}` : word;
      })
      .join('');
    hits.push({ value, highlighted, count });
  }
  return hits.sort((a, b) => b.count - a.count || a.value.localeCompare(b.value)).slice(0, limit);
}
