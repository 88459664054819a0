import type { Analyzer } from '../language/createAnalyzer';
import { isStopWord } from '../language/stopWords';
import { synonymsOf } from '../language/synonyms';
import { allowedTypos, typoDistance } from '../language/typoTolerance';

/** One word of a query and the index terms it accepts. */
export interface QueryWord {
  /** The folded word as typed. */
  token: string;
  /** Its index terms (folded word, stem; a code without separators). */
  terms: string[];
  typos: number;
  /** The last word while typing: it also matches the words it begins. */
  prefix: boolean;
  code: boolean;
  /** One-way synonyms the word also reaches (whole words, no typos). */
  alternatives?: readonly string[];
  /** A code's beginning typed with its separator (`FU-`): it reaches the codes it begins, in `code` only. */
  codePrefix?: boolean;
  /** A German or Dutch compound's parts, all words of the index (`schlusselrohling` -> `schlussel`, `rohling`): found together, they match it too, ranked lower. */
  parts?: readonly string[];
}

/** The product codes of an index, by their key (`fu100`): what a query's words may join into. */
export interface KnownCodes {
  has(key: string): boolean;
  /** Whether some code begins with the key. */
  begins(key: string): boolean;
}

/** A code's key: folded, without separators or spaces (`FU-100`, `fu 100`, `FU100` -> `fu100`). */
export const codeKey = (text: string, analyzer: Analyzer) => analyzer.tokenize(text).join('').replace(/[-./]/g, '');

const LETTER = /\p{L}/u;
const DIGIT = /\p{N}/u;
/** A query ending in a separator right after a word: `FU-`, `ac.` */
const TRAILING_SEPARATOR = /[\p{L}\p{N}][-./]$/u;

function word(token: string, analyzer: Analyzer, prefix: boolean, code = analyzer.isCode(token)): QueryWord {
  const typos = allowedTypos(token, code);
  const found: QueryWord = { token, terms: code ? [token.replace(/[-./]/g, '')] : analyzer.terms(token), typos, prefix, code };
  const parts = code ? [] : analyzer.compounds.split(token, { whole: true });
  return parts.length > 0 ? { ...found, parts } : found;
}

/**
 * Typos one query may carry in all its words. Each typo a word may carry widens its lookup to the
 * index terms within that distance (MiniSearch's fuzzy search over the whole vocabulary, the
 * engine's main cost per query): past the first words' share, the others match as typed. Four
 * words of nine letters or more, or eight of five, keep theirs.
 */
export const QUERY_TYPOS = 8;

function withinTypoBudget(words: QueryWord[]): QueryWord[] {
  let left = QUERY_TYPOS;
  return words.map((word) => {
    if (word.typos <= left) {
      left -= word.typos;
      return word;
    }
    left = 0;
    return { ...word, typos: 0 };
  });
}

/**
 * The words of a query: prefix match on the last word unless the query ends with a space. Words
 * that together spell a product code of the index (`FU 100`, `ac cg1`) are that code, matched
 * whole and without typos; a code's beginning with its separator (`FU-`) lists the codes it begins.
 */
export function queryWords(query: string, analyzer: Analyzer, codes?: KnownCodes): QueryWord[] {
  const typing = !/\s$/.test(query);
  const all = analyzer.tokenize(query);
  // Stop words go (Algolia's removeStopWords), unless nothing else is left or the last is still being typed.
  const kept = all.filter((token, index) => !isStopWord(analyzer.locale, token) || (typing && index === all.length - 1));
  const tokens = kept.length > 0 ? kept : all;
  const words: QueryWord[] = [];
  for (let index = 0; index < tokens.length; index += 1) {
    let joined: { token: string; length: number } | undefined;
    for (let length = Math.min(3, tokens.length - index); codes && length >= 2 && !joined; length -= 1) {
      const run = tokens.slice(index, index + length).join('');
      const key = run.replace(/[-./]/g, '');
      if (!LETTER.test(key) || !DIGIT.test(key)) continue;
      const last = index + length === tokens.length;
      if (codes.has(key) || (typing && last && codes.begins(key))) joined = { token: key, length };
    }
    if (joined) {
      words.push(word(joined.token, analyzer, typing && index + joined.length === tokens.length, true));
      index += joined.length - 1;
      continue;
    }
    const token = tokens[index]!;
    const last = index === tokens.length - 1;
    if (last && typing && codes && TRAILING_SEPARATOR.test(query) && codes.begins(token.replace(/[-./]/g, ''))) {
      words.push({ ...word(token, analyzer, true, true), codePrefix: true });
      continue;
    }
    const plain = word(token, analyzer, typing && last);
    const alternatives = synonymsOf(analyzer.locale, token);
    words.push(alternatives.length > 0 ? { ...plain, alternatives } : plain);
  }
  return withinTypoBudget(words);
}

/** Whether an index term is one a query word reaches: the same, begun by it, or within its typos. */
export function wordReaches(word: QueryWord, indexTerm: string): boolean {
  if (word.codePrefix) return DIGIT.test(indexTerm) && word.terms.some((term) => indexTerm.startsWith(term));
  return word.terms.some(
    (term) =>
      term === indexTerm ||
      (word.prefix && indexTerm.startsWith(term)) ||
      (word.typos > 0 && typoDistance(term, indexTerm, word.typos) <= word.typos) ||
      (word.prefix && word.typos > 0 && indexTerm.length > term.length && typoDistance(term, indexTerm.slice(0, term.length), word.typos) <= word.typos),
  );
}
