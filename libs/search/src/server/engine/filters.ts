import type { SearchRecord } from './types';

export type NumericOperator = '=' | '!=' | '<' | '<=' | '>' | '>=';

/**
 * A request's filters as one boolean tree: `filters`, `facetFilters`, `numericFilters` and
 * `tagFilters` all become one of these, and every one of them must hold.
 */
export type Filter =
  /** `category:"Car keys"`: the attribute's value (or one of its values) is this one. */
  | { kind: 'facet'; attribute: string; value: string }
  /** `date >= 1767225600`. */
  | { kind: 'numeric'; attribute: string; operator: NumericOperator; value: number }
  /** `year:2024 TO 2026`, both ends included. */
  | { kind: 'range'; attribute: string; from: number; to: number }
  | { kind: 'and'; filters: Filter[] }
  | { kind: 'or'; filters: Filter[] }
  | { kind: 'not'; filter: Filter };

export const ALL: Filter = { kind: 'and', filters: [] };

/** The conjunction of filters, flattened (an empty one holds for every record). */
export function allOf(filters: readonly Filter[]): Filter {
  const flat = filters.flatMap((filter) => (filter.kind === 'and' ? filter.filters : [filter]));
  return flat.length === 1 ? flat[0]! : { kind: 'and', filters: flat };
}

function values(record: SearchRecord, attribute: string): unknown[] {
  const value = (record as unknown as Record<string, unknown>)[attribute];
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

function numbers(record: SearchRecord, attribute: string): number[] {
  return values(record, attribute).filter((value): value is number => typeof value === 'number' && Number.isFinite(value));
}

function compare(left: number, operator: NumericOperator, right: number): boolean {
  switch (operator) {
    case '=':
      return left === right;
    case '!=':
      return left !== right;
    case '<':
      return left < right;
    case '<=':
      return left <= right;
    case '>':
      return left > right;
    case '>=':
      return left >= right;
  }
}

/** Whether a record passes a filter. A record without the attribute fails a condition on it (and so passes its NOT). */
export function matchesFilter(record: SearchRecord, filter: Filter): boolean {
  switch (filter.kind) {
    case 'facet':
      return values(record, filter.attribute).some((value) => String(value) === filter.value);
    case 'numeric':
      return numbers(record, filter.attribute).some((value) => compare(value, filter.operator, filter.value));
    case 'range':
      return numbers(record, filter.attribute).some((value) => value >= filter.from && value <= filter.to);
    case 'and':
      return filter.filters.every((inner) => matchesFilter(record, inner));
    case 'or':
      return filter.filters.some((inner) => matchesFilter(record, inner));
    case 'not':
      return !matchesFilter(record, filter.filter);
  }
}

/** The conditions of a filter tree (facet, numeric and range leaves). */
export function conditionCount(filter: Filter): number {
  switch (filter.kind) {
    case 'and':
    case 'or':
      return filter.filters.reduce((sum, inner) => sum + conditionCount(inner), 0);
    case 'not':
      return conditionCount(filter.filter);
    default:
      return 1;
  }
}
