import type { Analyzer } from '../language/createAnalyzer';
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
  /** What decides the terms it reaches (prefix, typos, token): a cache key. */
  key: string;
}

/** The words of a query: prefix match on the last word unless the query ends with a space. */
export function queryWords(query: string, analyzer: Analyzer): QueryWord[] {
  const tokens = analyzer.tokenize(query);
  const typing = !/\s$/.test(query);
  return tokens.map((token, index) => {
    const code = analyzer.isCode(token);
    const typos = allowedTypos(token, code);
    const prefix = typing && index === tokens.length - 1;
    return { token, terms: analyzer.terms(token), typos, prefix, code, key: `${prefix ? 1 : 0}${typos}${token}` };
  });
}

/** Whether an index term is one a query word reaches: the same, begun by it, or within its typos. */
export function wordReaches(word: QueryWord, indexTerm: string): boolean {
  return word.terms.some(
    (term) =>
      term === indexTerm ||
      (word.prefix && indexTerm.startsWith(term)) ||
      (word.typos > 0 && typoDistance(term, indexTerm, word.typos) <= word.typos) ||
      (word.prefix && word.typos > 0 && indexTerm.length > term.length && typoDistance(term, indexTerm.slice(0, term.length), word.typos) <= word.typos),
  );
}
