import type { BlockContext } from '../../core/types';
import type { ListingLabels, ListingSort, SortKey } from './listingTypes';

type Context = Pick<BlockContext, 'intl'>;

/** A message's ICU pattern, uncompiled, for the browser to fill in a count. */
function pattern(context: Context, id: string): string {
  const raw = context.intl.messages[id];
  return typeof raw === 'string' ? raw : context.intl.formatMessage({ id });
}

/** A listing's visible strings in the page's locale (catalogue keys `listing.*`). */
export function listingLabels(context: Context, { list, emptyId }: { list: string; emptyId: string }): ListingLabels {
  const t = (id: string) => context.intl.formatMessage({ id });
  return {
    sortBy: t('listing.sort_by'),
    all: t('listing.filters.all'),
    reset: t('listing.filters.reset'),
    apply: t('listing.filters.apply'),
    filters: t('listing.filters'),
    results: pattern(context, 'listing.results'),
    page: pattern(context, 'listing.page'),
    previous: t('listing.previous'),
    next: t('listing.next'),
    empty: t(emptyId),
    list,
  };
}

/** Sort choices with their catalogue labels (`listing.sort.*`). */
export function listingSorts(context: Context, keys: readonly SortKey[]): ListingSort[] {
  return keys.map((value) => ({ value, label: context.intl.formatMessage({ id: `listing.sort.${value}` }) }));
}
