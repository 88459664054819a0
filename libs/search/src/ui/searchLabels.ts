import { searchTypeMessageIds } from '../searchTypes';

/** Every text the search UI shows, formatted by the server from the message catalogue. */
export interface SearchLabels {
  /** The search box's accessible name. */
  label: string;
  placeholder: string;
  submit: string;
  clear: string;
  /** SPEC.md section 8's no-results message. */
  noResults: string;
  reset: string;
  /** The filters' landmark name. */
  filters: string;
  /** ICU plural message with `count` (`{count, plural, one {# result} other {# results}}`). */
  results: string;
  facetType: string;
  facetCategory: string;
  facetYear: string;
  sortBy: string;
  sortRelevance: string;
  sortNewest: string;
  sortOldest: string;
  previous: string;
  next: string;
  /** `Page {page} of {total}`. */
  page: string;
  /** The name of each content type (`product` -> `Produkt`). */
  types: Readonly<Record<string, string>>;
}

/** What searchLabels reads of an IntlShape (react-intl's or @formatjs/intl's). */
export interface SearchLabelsIntl {
  formatMessage(descriptor: { id: string }): string;
  messages: Readonly<Record<string, unknown>>;
}

/**
 * The search UI's texts from the page's message catalogue, for the given content types; the plural
 * and page texts go raw, since the UI formats them with their numbers.
 */
export function searchLabels(intl: SearchLabelsIntl, types: readonly string[]): SearchLabels {
  const t = (id: string) => intl.formatMessage({ id });
  return {
    label: t('search.label'),
    placeholder: t('search.placeholder'),
    submit: t('search.submit'),
    clear: t('search.clear'),
    noResults: t('search.no_results'),
    reset: t('listing.filters.reset'),
    filters: t('listing.filters'),
    results: intl.messages['search.results'] as string,
    facetType: t('search.facet.type'),
    facetCategory: t('search.facet.category'),
    facetYear: t('search.facet.year'),
    sortBy: t('listing.sort_by'),
    sortRelevance: t('search.sort.relevance'),
    sortNewest: t('listing.sort.newest'),
    sortOldest: t('listing.sort.oldest'),
    previous: t('listing.previous'),
    next: t('listing.next'),
    page: intl.messages['listing.page'] as string,
    types: Object.fromEntries(types.map((type) => [type, t(searchTypeMessageIds[type] ?? `search.type.${type}`)])),
  };
}
