/**
 * The index settings, in Algolia's names and syntax: the one source for the embedded engine, which
 * enforces them as Algolia does, and for `npm run search:index`, which pushes them to Algolia.
 */
export const indexSettings = {
  /** Most important first: a match in an earlier attribute ranks higher (Algolia's `attribute` criterion). */
  searchableAttributes: ['code', 'title', 'category', 'text'],
  /** What `facets`, facet filters and facet search may name; `searchable()` allows facet search, `filterOnly()` no counts. */
  attributesForFaceting: ['type', 'searchable(category)', 'kind', 'segment', 'year', 'filterOnly(code)'],
  /** What numeric filters may name. */
  numericAttributesForFiltering: ['date', 'year'],
  /** Codes match as typed or not at all. */
  disableTypoToleranceOnAttributes: ['code'],
  attributesToHighlight: ['title', 'code', 'category'],
  attributesToSnippet: ['text:28'],
  /** Algolia's typo thresholds: one typo from 5 letters, two from 9. */
  minWordSizefor1Typo: 5,
  minWordSizefor2Typos: 9,
  /**
   * Algolia's ranking criteria, which the embedded engine follows in its own way: a title that is
   * the query first (`exact`), then, in German and Dutch, the records with more of the query's words
   * whole before those that have them only inside compounds, then relevance (attribute weights),
   * then the custom ranking by type and date.
   */
  ranking: ['typo', 'geo', 'words', 'filters', 'proximity', 'attribute', 'exact', 'custom'],
} as const;

/**
 * German and Dutch compounds' parts are indexed in fields of their own (`Autoschlüssel` in a title
 * adds `auto` and `schlüssel` to `titleParts`), each over some searchable attributes and weighted
 * below them, so a word found whole ranks above the same word found inside a compound.
 */
export const compoundPartFields = {
  titleParts: { of: ['title'], weight: 2 },
  textParts: { of: ['category', 'text'], weight: 0.5 },
} as const satisfies Record<string, { of: readonly (typeof indexSettings.searchableAttributes)[number][]; weight: number }>;
export type CompoundPartField = keyof typeof compoundPartFields;

/** The attributes whose compounds are split (Algolia's `decompoundedAttributes`, per language). */
export const decompoundedAttributes: readonly string[] = Object.values(compoundPartFields).flatMap((field) => field.of);

/**
 * The custom ranking by type: what people search the site for most, first on equal relevance. The
 * embedded engine weighs a record's score by it; Algolia ranks by the same order through a numeric
 * `typeRank` the push adds to each record (`customRanking: desc(typeRank)`, then the date).
 */
export const TYPE_WEIGHT: Readonly<Record<string, number>> = { product: 2, category: 2, page: 1, landing_page: 1, news: 0.5, press_release: 0.5, event: 0.5, job: 0.4 };

/** A type's weight (1 for a type not listed). */
export const typeWeight = (type: string | undefined): number => TYPE_WEIGHT[type ?? ''] ?? 1;

/** The searchable attributes' weights in the embedded engine, in `searchableAttributes`' order. */
export const searchableAttributes = { code: 6, title: 4, category: 1.5, text: 1 } as const satisfies Record<(typeof indexSettings.searchableAttributes)[number], number>;
export type SearchableAttribute = keyof typeof searchableAttributes;

const MODIFIER = /^(searchable|filterOnly|afterDistinct)\((.+)\)$/;

interface FacetDeclaration {
  name: string;
  searchable: boolean;
  filterOnly: boolean;
}

const declarations: FacetDeclaration[] = indexSettings.attributesForFaceting.map((entry) => {
  const match = MODIFIER.exec(entry);
  return { name: match ? match[2]! : entry, searchable: match?.[1] === 'searchable', filterOnly: match?.[1] === 'filterOnly' };
});

/** The attributes whose values are counted (`facets`, `*` for all of them). */
export const facetAttributes = declarations.filter((facet) => !facet.filterOnly).map((facet) => facet.name);
export type FacetAttribute = string;

/** Whether facet filters may name the attribute (declared in `attributesForFaceting`). */
export const isFacetAttribute = (name: string) => declarations.some((facet) => facet.name === name);
/** Whether `facets` counts the attribute's values. */
export const isCountedFacet = (name: string) => declarations.some((facet) => facet.name === name && !facet.filterOnly);
/** Whether facet search may search the attribute's values (`searchable(name)`). */
export const isSearchableFacet = (name: string) => declarations.some((facet) => facet.name === name && facet.searchable);
/** Whether numeric filters may name the attribute. */
export const isNumericAttribute = (name: string) => (indexSettings.numericAttributesForFiltering as readonly string[]).includes(name);
