import { createCompoundSplitter, type CompoundSplitter } from './compounds';
import { foldText } from './foldText';
import { stemmers, type SearchLocale } from './stemmers';

/** Words, and product codes kept whole with their separators (`FU-100`, `AC-CG1`). */
const TOKEN = /[\p{L}\p{N}]+(?:[-./][\p{L}\p{N}]+)*/gu;
const DIGIT = /\p{N}/u;

export interface Analyzer {
  readonly locale: SearchLocale;
  /** The words of a text, folded, in order: a code stays one token (`fu-100`), other hyphenated words split. */
  tokenize(text: string): string[];
  /** The index terms of one token: the folded word and its stem, or a code without separators. */
  terms(token: string): string[];
  /** The index terms of one word of a text as written (memoized: the vocabulary is small). */
  wordTerms(word: string): readonly string[];
  /** Whether a token is a product code or number, which never matches with a typo. */
  isCode(token: string): boolean;
  /** German and Dutch compounds split against the words the analyzer was taught (its index's vocabulary). */
  readonly compounds: CompoundSplitter;
}

/**
 * Tokens and words whose terms an analyzer remembers. An index's vocabulary is a few thousand
 * words (some twenty thousand at twenty times the catalogue); queries bring words of their own,
 * which fill the memo no further than this, a few MB per index.
 */
export const MEMO_LIMIT = 50_000;

/** The language rules of one locale (DESIGN.md section 6): folding, tokens, stems. */
export function createAnalyzer(locale: SearchLocale): Analyzer {
  const stem = stemmers[locale];
  const isCode = (token: string) => DIGIT.test(token);
  const termsByToken = new Map<string, string[]>();
  const termsByWord = new Map<string, string[]>();

  function tokenize(text: string): string[] {
    const tokens: string[] = [];
    for (const [match] of foldText(text, locale).matchAll(TOKEN)) {
      if (isCode(match)) tokens.push(match);
      else tokens.push(...match.split(/[-./]/));
    }
    return tokens;
  }

  function terms(token: string): string[] {
    let known = termsByToken.get(token);
    if (known) return known;
    if (isCode(token)) known = [token.replace(/[-./]/g, '')];
    else {
      // A stemmer may put marks back (the Romanian one writes ș): fold its answer again.
      const stemmed = foldText(stem(token), locale);
      known = stemmed === token || stemmed.length === 0 ? [token] : [token, stemmed];
    }
    if (termsByToken.size < MEMO_LIMIT) termsByToken.set(token, known);
    return known;
  }

  return {
    locale,
    isCode,
    compounds: createCompoundSplitter(locale, (word) => foldText(stem(word), locale)),
    tokenize,
    terms,
    wordTerms(word) {
      let known = termsByWord.get(word);
      if (!known) {
        known = tokenize(word).flatMap(terms);
        if (termsByWord.size < MEMO_LIMIT) termsByWord.set(word, known);
      }
      return known;
    },
  };
}
