import type { ListingQuery } from '../../pages/types';
import { sortKeys, type ListingItem, type SortKey } from './listingTypes';

const RESERVED = new Set(['page', 'sort']);

/** The cards on one page of a listing. */
export const LISTING_PAGE_SIZE = 12;

/**
 * Every query parameter a listing's view may hold: the filters listingConfig builds, its sort and
 * its page, in the order `listingSearch` writes them. The proxy hands a URL with any of them to the
 * listing's page rendered with that view.
 */
export const LISTING_QUERY_KEYS = ['category', 'status', 'department', 'year', 'region', 'city', 'sort', 'page'] as const;

/** Reads `?page=&sort=&<filter>=` (unknown filters and bad pages are ignored). */
export function parseListingQuery(search: string, filterNames: readonly string[]): ListingQuery {
  const params = new URLSearchParams(search);
  const page = Number.parseInt(params.get('page') ?? '', 10);
  const sort = params.get('sort') ?? undefined;
  const filters: Record<string, string> = {};
  for (const name of filterNames) {
    const value = params.get(name);
    if (value && !RESERVED.has(name)) filters[name] = value;
  }
  return { page: Number.isFinite(page) && page > 0 ? page : 1, sort: sort || undefined, filters };
}

/**
 * The query string of a view (`?sort=name_desc&category=x&page=2`); '' for the default view, so that
 * page 1 unsorted and unfiltered has the listing's plain URL. Other parameters of `base` are kept.
 */
export function listingSearch(query: ListingQuery, defaultSort: string | undefined, base = ''): string {
  const params = new URLSearchParams(base);
  params.delete('page');
  params.delete('sort');
  for (const name of Object.keys(query.filters)) params.delete(name);
  for (const [name, value] of Object.entries(query.filters)) if (value) params.set(name, value);
  if (query.sort && query.sort !== defaultSort) params.set('sort', query.sort);
  if (query.page > 1) params.set('page', String(query.page));
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** Whether two queries show the same view: they write the same query string. */
export function sameListingView(a: ListingQuery, b: ListingQuery): boolean {
  return listingSearch(a, undefined) === listingSearch(b, undefined);
}

function isSortKey(value: string | undefined): value is SortKey {
  return (sortKeys as readonly string[]).includes(value ?? '');
}

function compare(sort: SortKey, locale: string): (a: ListingItem, b: ListingItem) => number {
  const byName = (a: ListingItem, b: ListingItem) => a.title.localeCompare(b.title, locale);
  const byDate = (a: ListingItem, b: ListingItem) => Date.parse(a.date ?? '') - Date.parse(b.date ?? '');
  switch (sort) {
    case 'name_asc':
      return byName;
    case 'name_desc':
      return (a, b) => byName(b, a);
    case 'oldest':
      return byDate;
    case 'newest':
      return (a, b) => byDate(b, a);
    default:
      return () => 0;
  }
}

export interface ListingResult {
  items: readonly ListingItem[];
  /** Matching items on every page. */
  total: number;
  page: number;
  totalPages: number;
}

/** The items of one view: filtered, sorted (stable: `manual` keeps the CMS order), one page of them. */
export function applyListingQuery(
  items: readonly ListingItem[],
  query: ListingQuery,
  { pageSize, defaultSort, locale }: { pageSize: number; defaultSort: SortKey; locale: string },
): ListingResult {
  const filters = Object.entries(query.filters).filter(([, value]) => value);
  const matching = items.filter((item) => filters.every(([name, value]) => item.filters?.[name] === value));
  const sort = isSortKey(query.sort) ? query.sort : defaultSort;
  const sorted = [...matching].sort(compare(sort, locale));
  const totalPages = Math.max(1, Math.ceil(sorted.length / pageSize));
  const page = Math.min(Math.max(1, query.page), totalPages);
  return { items: sorted.slice((page - 1) * pageSize, page * pageSize), total: sorted.length, page, totalPages };
}
