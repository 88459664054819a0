import type { BlockContext } from '../../core/types';
import type { ListingQuery, PageInput } from '../../pages/types';
import { listingConfig } from './listingConfig';
import { listedStories } from './listedStories';
import { applyListingQuery, LISTING_PAGE_SIZE, listingSearch } from './listingQuery';

/** One page of a listing's view, as its URL names it. */
export interface ListingPageView {
  query: ListingQuery;
  /** The page shown (1-based) and the view's number of pages. */
  page: number;
  totalPages: number;
  /** The query string of the view in its one form (`?category=x&page=2`), '' for the default view: the canonical URL's. */
  search: string;
  /** The query strings of the view's previous and next pages (`rel="prev"`, `rel="next"`), null at either end. */
  previous: string | null;
  next: string | null;
}

/**
 * The view of a listing page a URL query names (`page=2&category=x`), or null when it names what the
 * listing does not have: a parameter it does not filter by, a value none of its items has, a sort it
 * does not offer, a page past its last. A view's page is cached like the first page (site-shell), so
 * only views the listing can show get one: made-up queries are a 404, not a cache entry each.
 */
export function listingPageView(page: PageInput, context: Omit<BlockContext, 'renderBlocks'>, search: string): ListingPageView | null {
  const config = listingConfig(page.route, page.story, listedStories(page), context);
  const filters: Record<string, string> = {};
  let pageNumber = 1;
  let sort: string | undefined;
  for (const [name, value] of new URLSearchParams(search)) {
    if (value === '') continue;
    if (name === 'page') {
      if (!/^[1-9]\d{0,3}$/.test(value)) return null;
      pageNumber = Number(value);
    } else if (name === 'sort') {
      if (!(config.sortKeys as readonly string[]).includes(value)) return null;
      sort = value === config.defaultSort ? undefined : value;
    } else {
      const filter = config.filters.find((candidate) => candidate.name === name);
      if (!filter?.options.some((option) => option.value === value)) return null;
      filters[name] = value;
    }
  }
  const query: ListingQuery = { page: pageNumber, ...(sort ? { sort } : {}), filters };
  const result = applyListingQuery(config.items, query, { pageSize: LISTING_PAGE_SIZE, defaultSort: config.defaultSort, locale: context.locale });
  if (result.page !== pageNumber) return null;
  const at = (n: number) => listingSearch({ ...query, page: n }, config.defaultSort);
  return {
    query,
    page: result.page,
    totalPages: result.totalPages,
    search: at(result.page),
    previous: result.page > 1 ? at(result.page - 1) : null,
    next: result.page < result.totalPages ? at(result.page + 1) : null,
  };
}
