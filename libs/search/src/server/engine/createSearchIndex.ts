import MiniSearch, { type Query, type SearchResult } from 'minisearch';
import { createAnalyzer, type Analyzer } from '../language/createAnalyzer';
import { MIN_PART } from '../language/compounds';
import type { SearchLocale } from '../language/stemmers';
import { transpositions } from '../language/typoTolerance';
import { countFacets, searchFacetValues } from './facets';
import { matchesFilter } from './filters';
import { searchLimits } from '../../searchLimits';
import { createWordMatcher, highlight, snippet, type WordMatcher } from './highlight';
import { jsonLength } from './jsonLength';
import { answerTooLarge, SearchRequestError } from './searchRequestError';
import { codeKey, queryWords, type KnownCodes, type QueryWord } from './queryWords';
import { compoundPartFields, decompoundedAttributes, indexSettings, isSearchableFacet, typeWeight, type CompoundPartField } from './settings';
import {
  searchableAttributes,
  type FacetSearchResponse,
  type SearchHit,
  type SearchParams,
  type SearchRecord,
  type SortOrder,
} from './types';

export interface SearchIndex {
  readonly name: string;
  readonly locale: SearchLocale;
  readonly size: number;
  /** Changes whenever the records change: answers cached for an older version are stale. */
  readonly version: number;
  /** Adds or replaces records (by objectID). */
  save(records: readonly SearchRecord[]): void;
  /** Removes the record of a story, by objectID or full slug; true when there was one. */
  remove(idOrFullSlug: string): boolean;
  record(objectID: string): SearchRecord | undefined;
  records(): SearchRecord[];
  /**
   * The hits of a query, ranked, filtered, faceted and paginated as Algolia does. Hits past
   * `maxHitsLength` characters of JSON together (default `searchLimits.answerLength`) are not
   * built: SearchRequestError (400) instead.
   */
  search(params: SearchParams, order?: SortOrder, bounds?: { maxHitsLength?: number }): SearchOutcome;
  searchForFacetValues(facet: string, params: SearchParams): Omit<FacetSearchResponse, 'processingTimeMS'>;
  /** Products sharing the record's category or attributes, the record itself never. */
  related(objectID: string, limit: number): SearchRecord[];
}

export interface SearchOutcome {
  hits: SearchHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  facets: Record<string, Record<string, number>>;
}

const FIELDS = Object.keys(searchableAttributes) as (keyof typeof searchableAttributes)[];
/** Highlighted unless the request names others: the long text is shown through its snippet. */
const DEFAULT_HIGHLIGHT = ['title', 'code', 'category'];
const RETRIEVABLE = ['title', 'text', 'type', 'category', 'kind', 'segment', 'year', 'date', 'code', '_tags', 'image', 'url'] as const;

const PART_FIELDS = Object.keys(compoundPartFields) as CompoundPartField[];
const PART_BOOST = Object.fromEntries(PART_FIELDS.map((field) => [field, compoundPartFields[field].weight]));
const isPartField = (field: string | undefined): field is CompoundPartField => field !== undefined && Object.hasOwn(compoundPartFields, field);
/** A compound's parts found together match it too, below the word found whole. */
const PARTS_BOOST = 0.5;

const TYPO_FIELDS = [...FIELDS.filter((field) => !(indexSettings.disableTypoToleranceOnAttributes as readonly string[]).includes(field)), ...PART_FIELDS];
const EXACT_FIELDS = FIELDS.filter((field) => !TYPO_FIELDS.includes(field));

function partsQuery(word: QueryWord): Query[] {
  if (!word.parts) return [];
  const last = word.parts.length - 1;
  return [{ combineWith: 'AND', queries: word.parts.map((part, index) => ({ queries: [part], combineWith: 'OR', prefix: word.prefix && index === last })), boostTerm: () => PARTS_BOOST }];
}

/**
 * A word of the query as MiniSearch's query tree: the word with its typos, or one of its swaps, in
 * the attributes that tolerate typos; the word as typed in the others (codes). A code's beginning
 * typed with its separator (`FU-`) looks in the codes only.
 */
function wordQuery(word: QueryWord): Query {
  if (word.codePrefix) return { queries: [word.token], combineWith: 'OR', fields: ['code'], prefix: true };
  const synonyms: Query[] = word.alternatives?.length ? [{ queries: [...word.alternatives], combineWith: 'OR', boostTerm: () => 0.8 }] : [];
  const others = [...synonyms, ...partsQuery(word)];
  if (word.typos === 0) return others.length ? { combineWith: 'OR', queries: [{ queries: [word.token], combineWith: 'OR', prefix: word.prefix }, ...others] } : { queries: [word.token], combineWith: 'OR', prefix: word.prefix };
  return {
    combineWith: 'OR',
    queries: [
      ...others,
      { queries: [word.token], combineWith: 'OR', fuzzy: word.typos, maxFuzzy: word.typos, prefix: word.prefix, fields: TYPO_FIELDS },
      { queries: transpositions(word.token), combineWith: 'OR', fuzzy: 0, prefix: word.prefix, fields: TYPO_FIELDS, boostTerm: () => 0.6 },
      { queries: [word.token], combineWith: 'OR', prefix: word.prefix, fields: EXACT_FIELDS },
    ],
  };
}

function byDate(order: SortOrder) {
  const sign = order === 'date_asc' ? 1 : -1;
  return (a: SearchRecord, b: SearchRecord) => {
    if (a.date === b.date) return 0;
    if (a.date === undefined) return 1;
    if (b.date === undefined) return -1;
    return sign * (a.date - b.date);
  };
}

/** The embedded engine's index of one market and locale (`germany_de`), in memory. */
export function createSearchIndex({ name, locale, records = [] }: { name: string; locale: SearchLocale; records?: readonly SearchRecord[] }): SearchIndex {
  const analyzer: Analyzer = createAnalyzer(locale);
  const collator = new Intl.Collator(locale);
  // The order of an empty query (newest first, then by title), kept until the records change.
  let browseOrder: SearchRecord[] | null = null;
  let version = 0;
  const byId = new Map<string, SearchRecord>();
  const idBySlug = new Map<string, string>();
  const splitsCompounds = analyzer.compounds.enabled;
  const mini = new MiniSearch<SearchRecord>({
    idField: 'objectID',
    fields: splitsCompounds ? [...FIELDS, ...PART_FIELDS] : FIELDS,
    storeFields: [],
    extractField: (record, field) => {
      if (isPartField(field)) return compoundPartFields[field].of.map((attribute) => record[attribute]).filter(Boolean).join(' ');
      return (record as unknown as Record<string, unknown>)[field];
    },
    tokenize: (text, field) => (isPartField(field) ? analyzer.tokenize(text).flatMap((token) => (analyzer.isCode(token) ? [] : analyzer.compounds.split(token))) : analyzer.tokenize(text)),
    processTerm: (token) => analyzer.terms(token),
    searchOptions: { boost: { ...searchableAttributes, ...PART_BOOST }, combineWith: 'AND' },
    // The webhook replaces one story at a time; vacuum in the background after a few.
    autoVacuum: { minDirtCount: 20, minDirtFactor: 0.1, batchSize: 1000, batchWait: 10 },
  });

  function remove(idOrFullSlug: string): boolean {
    const id = byId.has(idOrFullSlug) ? idOrFullSlug : idBySlug.get(idOrFullSlug);
    if (!id) return false;
    const record = byId.get(id)!;
    mini.discard(id);
    browseOrder = null;
    codeKeys = null;
    version += 1;
    foldedTitles.delete(id);
    compoundHeads.delete(id);
    byId.delete(id);
    idBySlug.delete(record.fullSlug);
    return true;
  }

  function save(list: readonly SearchRecord[]) {
    browseOrder = null;
    codeKeys = null;
    version += 1;
    for (const record of list) {
      remove(record.objectID);
      // A story moved to another slug keeps its uuid; an old slug's record is replaced.
      remove(record.fullSlug);
      byId.set(record.objectID, record);
      idBySlug.set(record.fullSlug, record.objectID);
    }
    // The compound dictionary is the vocabulary: learnt before the records' compounds are split.
    if (splitsCompounds) for (const record of list) analyzer.compounds.learn(analyzer.tokenize(`${record.title} ${record.category ?? ''} ${record.text ?? ''}`));
    mini.addAll(list);
  }

  // The index's product codes by key (`fu100`), so a query's `FU 100` joins into the code.
  let codeKeys: Set<string> | null = null;
  const codes: KnownCodes = {
    has: (key) => (codeKeys ??= collectCodes()).has(key),
    begins: (key) => {
      for (const known of (codeKeys ??= collectCodes())) if (known.startsWith(key)) return true;
      return false;
    },
  };
  function collectCodes(): Set<string> {
    const keys = new Set<string>();
    for (const record of byId.values()) if (record.code) keys.add(codeKey(record.code, analyzer));
    return keys;
  }

  const foldedTitles = new Map<string, string>();
  function titleWords(id: string): string {
    let folded = foldedTitles.get(id);
    if (folded === undefined) {
      folded = analyzer.tokenize(byId.get(id)?.title ?? '').join(' ');
      foldedTitles.set(id, folded);
    }
    return folded;
  }

  function ranked(words: QueryWord[]): SearchRecord[] {
    if (words.length === 0) return (browseOrder ??= [...byId.values()].sort((a, b) => byDate('date_desc')(a, b) || collator.compare(a.title, b.title)));
    // One search per word (its fuzzy lookup over the vocabulary is the cost) serves both the
    // records with every word and, when there are none, those with the most of them.
    const perWord = words.map((word) => mini.search(wordQuery(word), { boostDocument }));
    let results = perWord.length === 1 ? perWord[0]! : allWords(perWord);
    // Nothing has every word: the records with the most of them (Algolia's removeWordsIfNoResults).
    if (results.length === 0 && words.length > 1) results = mostWords(perWord);
    // Algolia's "exact" criterion, roughly: a title that is the query itself comes first.
    const asked = words.map((word) => word.token).join(' ');
    const exact = (result: SearchResult) => (titleWords(String(result.id)) === asked ? 1 : 0);
    // Then the records with more of the words whole, then with more of a compound's parts whole.
    const whole = splitsCompounds ? wholeMatches(words, perWord) : null;
    const wholeWords = (result: SearchResult) => whole?.get(result.id)?.words ?? 0;
    const wholeParts = (result: SearchResult) => whole?.get(result.id)?.parts ?? 0;
    results.sort((a, b) => exact(b) - exact(a) || wholeWords(b) - wholeWords(a) || wholeParts(b) - wholeParts(a) || b.score - a.score);
    return results.map((result) => byId.get(String(result.id))).filter((record): record is SearchRecord => record !== undefined);
  }

  /**
   * How many of the query's words each record has whole, and how many of a compound word's parts:
   * the word itself (with its typos, stem or synonyms) in a searchable attribute, or as the head of
   * one of the record's compounds (German and Dutch compounds name a kind of their last part: an
   * Autoschlüssel is a Schlüssel). A word found only inside a compound before its head (Schlüssel
   * in Schlüsselfräsmaschine), or a compound found only by its parts, is not whole.
   */
  function wholeMatches(words: QueryWord[], perWord: SearchResult[][]): Map<unknown, { words: number; parts: number }> {
    const found = new Map<unknown, { whole: boolean[]; parts: number }>();
    const entry = (id: unknown) => {
      let known = found.get(id);
      if (!known) found.set(id, (known = { whole: words.map(() => false), parts: 0 }));
      return known;
    };
    words.forEach((word, index) => {
      const parts = (word.parts ?? []).map((part, at) => ({ terms: analyzer.terms(part), begins: word.prefix && at === word.parts!.length - 1 }));
      const partOf = (term: string) => parts.findIndex((part) => part.terms.includes(term) || (part.begins && part.terms.some((begun) => term.startsWith(begun))));
      for (const result of perWord[index]!) {
        const id = String(result.id);
        const wholeIn = (term: string, fields: string[]) => fields.some((field) => !isPartField(field)) || headsOf(id).has(term);
        let wholeWord = false;
        const wholeParts = new Set<number>();
        for (const term in result.match) {
          if (!wholeIn(term, result.match[term]!)) continue;
          const part = parts.length > 0 ? partOf(term) : -1;
          if (part >= 0) wholeParts.add(part);
          else {
            wholeWord = true;
            if (parts.length === 0) break;
          }
        }
        // A compound found by its parts is whole where the record's compound ends with it.
        if (!wholeWord && parts.length > 0 && word.terms.some((term) => headsOf(id).has(term))) wholeWord = true;
        if (wholeWord) entry(result.id).whole[index] = true;
        else entry(result.id).parts += wholeParts.size;
      }
    });
    // Two words typed apart that the record writes as one compound are both whole (`Schlüssel Daten`: Schlüsseldaten).
    for (let index = 0; index + 1 < words.length; index += 1) {
      const joined = analyzer.terms(words[index]!.token + words[index + 1]!.token);
      for (const [id, known] of found) {
        if (known.whole[index] && known.whole[index + 1]) continue;
        if (joined.some((term) => headsOf(String(id)).has(term))) known.whole[index] = known.whole[index + 1] = true;
      }
    }
    return new Map([...found].map(([id, known]) => [id, { words: known.whole.filter(Boolean).length, parts: known.parts }]));
  }

  // The heads of each record's compounds (`autoschlussel` -> `schlussel`), found on first need.
  const compoundHeads = new Map<string, Set<string>>();
  function headsOf(id: string): Set<string> {
    let heads = compoundHeads.get(id);
    if (heads) return heads;
    heads = new Set();
    const record = byId.get(id);
    const text = record ? decompoundedAttributes.map((attribute) => record[attribute as keyof SearchRecord] ?? '').join(' ') : '';
    for (const written of text.split(/\s+/)) {
      const tokens = analyzer.tokenize(written).filter((token) => !analyzer.isCode(token));
      // A hyphenated compound is also the compound written together (`Zylinderschlüssel-Rohling`).
      for (const compound of tokens.length > 1 ? [...tokens, tokens.join('')] : tokens) {
        // Its heads: itself, its last part, and the known words that end it (`rohling`, `schlusselrohling`).
        const parts = analyzer.compounds.split(compound);
        if (parts.length === 0) continue;
        for (const term of analyzer.terms(compound)) heads.add(term);
        for (const part of parts) if (compound.endsWith(part)) for (const term of analyzer.terms(part)) heads.add(term);
        for (let from = MIN_PART; from <= compound.length - MIN_PART; from += 1) {
          const tail = compound.slice(from);
          if (analyzer.compounds.knows(tail)) for (const term of analyzer.terms(tail)) heads.add(term);
        }
      }
    }
    compoundHeads.set(id, heads);
    return heads;
  }

  /** Custom ranking, as a weight: products and categories before pages, pages before news (`TYPE_WEIGHT`). */
  function boostDocument(id: unknown): number {
    return typeWeight(byId.get(String(id))?.type);
  }

  /**
   * The records every word found, scored as MiniSearch scores the AND of the words' queries: the
   * sum of each word's raw score (its score over the query terms it matched), times the distinct
   * query terms matched in all; in the last word's order before sorting, as MiniSearch combines.
   */
  function allWords(perWord: SearchResult[][]): SearchResult[] {
    const found = perWord.map((results) => new Map(results.map((result) => [result.id, result])));
    const combined: SearchResult[] = [];
    for (const result of perWord.at(-1)!) {
      let raw = 0;
      const terms = new Set<string>();
      const every = found.every((byId) => {
        const match = byId.get(result.id);
        if (!match) return false;
        raw += match.score / (match.queryTerms.length || 1);
        for (const term of match.queryTerms) terms.add(term);
        return true;
      });
      if (every) combined.push({ ...result, score: raw * (terms.size || 1) });
    }
    return combined.sort((a, b) => b.score - a.score);
  }

  /** The records matching any word, those matching more words first, then by score. */
  function mostWords(perWord: SearchResult[][]): SearchResult[] {
    const matched = new Map<string, { result: SearchResult; words: number; score: number }>();
    for (const results of perWord) {
      for (const result of results) {
        const id = String(result.id);
        const known = matched.get(id);
        if (known) {
          known.words += 1;
          known.score += result.score;
        } else matched.set(id, { result, words: 1, score: result.score });
      }
    }
    return [...matched.values()].sort((a, b) => b.words - a.words || b.score - a.score).map(({ result, score }) => ({ ...result, score }));
  }

  function hitOf(record: SearchRecord, matcher: WordMatcher, params: SearchParams): SearchHit {
    const tags = { pre: params.highlightPreTag, post: params.highlightPostTag };
    const retrieve = params.attributesToRetrieve?.includes('*') === false ? params.attributesToRetrieve : null;
    const hit: SearchHit = { objectID: record.objectID, _highlightResult: {} };
    for (const attribute of RETRIEVABLE) {
      if (record[attribute] !== undefined && (!retrieve || retrieve.includes(attribute))) (hit as unknown as Record<string, unknown>)[attribute] = record[attribute];
    }
    const toHighlight = params.attributesToHighlight ?? DEFAULT_HIGHLIGHT;
    for (const attribute of toHighlight) {
      const value = attribute === '*' ? undefined : record[attribute as keyof SearchRecord];
      if (typeof value === 'string') hit._highlightResult[attribute] = highlight(value, matcher, tags);
    }
    if (params.attributesToSnippet.length > 0) {
      hit._snippetResult = {};
      for (const { attribute, words: length } of params.attributesToSnippet) {
        const value = record[attribute as keyof SearchRecord];
        if (typeof value === 'string') hit._snippetResult[attribute] = snippet(value, length, matcher, { ...tags, ellipsis: params.snippetEllipsisText });
      }
    }
    return hit;
  }

  save(records);

  return {
    name,
    locale,
    get size() {
      return byId.size;
    },
    get version() {
      return version;
    },
    save,
    remove,
    record: (objectID) => byId.get(objectID),
    records: () => [...byId.values()],
    search(params, order = 'relevance', { maxHitsLength = searchLimits.answerLength } = {}) {
      const words = queryWords(params.query, analyzer, codes);
      let matching = ranked(words).filter((record) => matchesFilter(record, params.filters));
      if (order !== 'relevance') matching = [...matching].sort(byDate(order));
      const hitsPerPage = params.hitsPerPage;
      const nbPages = hitsPerPage > 0 ? Math.ceil(matching.length / hitsPerPage) : 0;
      const pageRecords = matching.slice(params.page * hitsPerPage, (params.page + 1) * hitsPerPage);
      const matcher = createWordMatcher(words, analyzer);
      let hitsLength = 0;
      const hits = pageRecords.map((record) => {
        const hit = hitOf(record, matcher, params);
        hitsLength += jsonLength(hit);
        if (hitsLength > maxHitsLength) {
          throw answerTooLarge();
        }
        return hit;
      });
      return {
        hits,
        nbHits: matching.length,
        page: params.page,
        nbPages,
        hitsPerPage,
        facets: countFacets(matching, params.facets, params.maxValuesPerFacet),
      };
    },
    searchForFacetValues(facet, params) {
      if (!isSearchableFacet(facet)) throw new SearchRequestError(`Cannot search in \`${facet}\` attribute, you need to add \`searchable(${facet})\` to attributesForFaceting.`);
      const words = queryWords(params.query, analyzer, codes);
      const matching = ranked(words).filter((record) => matchesFilter(record, params.filters));
      const facetHits = searchFacetValues(matching, facet, params.facetQuery, {
        fold: (text) => analyzer.tokenize(text).join(' '),
        tags: { pre: params.highlightPreTag, post: params.highlightPostTag },
        limit: params.maxFacetHits,
      });
      return { facetHits, exhaustiveFacetsCount: true };
    },
    related(objectID, limit) {
      const self = byId.get(objectID);
      if (!self) return [];
      const shared = (record: SearchRecord, attribute: 'kind' | 'segment') => (self[attribute] !== undefined && record[attribute] === self[attribute] ? 1 : 0);
      return [...byId.values()]
        .filter((record) => record.type === self.type && record.objectID !== objectID)
        .map((record) => ({
          record,
          score: (self.categoryId && record.categoryId === self.categoryId ? 2 : 0) + shared(record, 'segment') + shared(record, 'kind'),
        }))
        .filter(({ score }) => score > 0)
        .sort((a, b) => b.score - a.score || a.record.title.localeCompare(b.record.title, locale))
        .slice(0, limit)
        .map(({ record }) => record);
    },
  };
}
