/**
 * The bounds of what a caller may ask of the embedded engine: the protocol answers 400 past them
 * (Algolia's `{ message, status }`, the message naming the bound), the search page keeps its URL's
 * query within them, and the engine's own work per query stays within the 50 ms a request may
 * hold the event loop. Algolia's own limits where it has them.
 */
export const searchLimits = {
  /** `query` and `facetQuery`, in UTF-8 bytes (Algolia's limit for `query`). */
  queryBytes: 512,
  /** Words of `query` (runs of letters and digits): each is looked up with its typos. */
  queryWords: 32,
  /** `highlightPreTag`, `highlightPostTag`, `snippetEllipsisText`, in characters: each may wrap every word of every hit. */
  tagLength: 64,
  /** `hitsPerPage`: more is read as this, as Algolia does. */
  hitsPerPage: 1000,
  /** `page`, from 0. */
  page: 10_000,
  /** `length` (Algolia's limit) and `offset`. */
  length: 1000,
  offset: 10_000,
  /** Entries of `attributesToRetrieve`, `attributesToHighlight`, `attributesToSnippet` and `facets` each. */
  attributes: 32,
  /** `filters`, in characters. */
  filterLength: 8192,
  /** Parentheses and NOTs nested in `filters`. */
  filterDepth: 16,
  /** Conditions of one request's `filters`, `facetFilters`, `numericFilters` and `tagFilters` together: each is checked on every record. */
  filterConditions: 128,
  /** Requests of one multi-query body. */
  requests: 50,
  /** A multi-query or REST body, in bytes (413 past it). */
  bodyBytes: 64 * 1024,
  /**
   * A body's answer, in characters of its JSON: building and writing it is most of a large
   * answer's cost, and it is held until sent. About 300 hits with their whole text fit.
   */
  answerLength: 1024 * 1024,
} as const;

const QUERY_WORD = /[\p{L}\p{N}]+/gu;

/** The words of a query as the limits count them (runs of letters and digits). */
export const queryWordCount = (query: string): number => query.match(QUERY_WORD)?.length ?? 0;

/** A code point's length in UTF-8 (a lone surrogate is sent as U+FFFD, three bytes). */
const utf8Length = (codePoint: number) => (codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4);

/** A text's length in UTF-8 bytes, without encoding it. */
export function utf8ByteLength(text: string): number {
  let bytes = 0;
  for (const char of text) bytes += utf8Length(char.codePointAt(0) ?? 0);
  return bytes;
}

/**
 * The query cut to the limits (its first `queryBytes` bytes, whole characters, then its first
 * `queryWords` words): what the search page asks for a longer one typed or linked.
 */
export function truncateQuery(query: string): string {
  let bytes = 0;
  let end = 0;
  for (const char of query) {
    bytes += utf8Length(char.codePointAt(0) ?? 0);
    if (bytes > searchLimits.queryBytes) break;
    end += char.length;
  }
  const cut = query.slice(0, end);
  let words = 0;
  let lastEnd = 0;
  for (const match of cut.matchAll(QUERY_WORD)) {
    words += 1;
    if (words > searchLimits.queryWords) return cut.slice(0, lastEnd);
    lastEnd = match.index + match[0].length;
  }
  return cut;
}
