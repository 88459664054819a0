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
