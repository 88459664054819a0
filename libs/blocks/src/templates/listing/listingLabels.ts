import type { BlockContext } from '../../core/types';
import type { ListingLabels, ListingSort, SortKey } from './listingTypes';

type Context = Pick<BlockContext, 'intl'>;

/** A listing's visible strings in the page's locale (catalogue keys `listing.*`), for a list of `count` items at most. */
export function listingLabels(context: Context, { list, emptyId, count }: { list: string; emptyId: string; count: number }): ListingLabels {
  const t = (id: string) => context.intl.formatMessage({ id });
  return {
    sortBy: t('listing.sort_by'),
    all: t('listing.filters.all'),
    reset: t('listing.filters.reset'),
    apply: t('listing.filters.apply'),
    filters: t('listing.filters'),
    results: Array.from({ length: count + 1 }, (_, index) => context.intl.formatMessage({ id: 'listing.results' }, { count: index })),
    page: context.intl.formatMessage({ id: 'listing.page' }, { page: '{page}', total: '{total}' }),
    previous: t('listing.previous'),
    next: t('listing.next'),
    empty: t(emptyId),
    list,
    pages: context.intl.formatMessage({ id: 'listing.pages' }, { list }),
  };
}

/** Sort choices with their catalogue labels (`listing.sort.*`). */
export function listingSorts(context: Context, keys: readonly SortKey[]): ListingSort[] {
  return keys.map((value) => ({ value, label: context.intl.formatMessage({ id: `listing.sort.${value}` }) }));
}
