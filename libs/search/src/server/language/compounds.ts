import { isStopWord } from './stopWords';
import type { SearchLocale } from './stemmers';

/**
 * The linking elements a compound's parts may carry before the next part (`Sicherheit·s·schloss`,
 * `Bohrmulde·n·schlüssel`, `veiligheid·s·sleutel`), longest first.
 */
const LINKING: Partial<Record<SearchLocale, readonly string[]>> = {
  de: ['es', 'en', 's', 'n', 'e'],
  nl: ['en', 's', 'e'],
};

/** Whether the locale's compounds are split (German, Dutch). */
export const splitsCompounds = (locale: SearchLocale): boolean => Object.hasOwn(LINKING, locale);

/** The shortest part a compound splits into (`auto`, `rohling`); shorter ones are too often accidents. */
export const MIN_PART = 4;
/** Longer words are left whole: no real compound is, and splitting costs a lookup per letter pair. */
export const MAX_SPLIT_LENGTH = 40;
/** At most this many parts of one word, nested parts included. */
export const MAX_PARTS = 6;
/** Dictionary lookups one word's split may make (about 20 x 20 letter pairs and their linking elements). */
export const MAX_LOOKUPS = 4000;
/** The longest ending a stemmer takes off (German `-ern`, `-end`, Dutch `-heden`, rarely more). */
const STEM_ENDING = 5;
/** Words whose split is remembered; cleared when the dictionary learns words. */
const MEMO_LIMIT = 50_000;

const LETTERS = /^\p{L}+$/u;

export interface CompoundSplitter {
  /** Whether the locale splits compounds (German, Dutch). */
  readonly enabled: boolean;
  /** Adds words (folded tokens) of the index to the dictionary. */
  learn(tokens: Iterable<string>): void;
  /**
   * The parts of a folded word, never the word itself: `autoschlussel` -> `auto`, `schlussel`;
   * empty when it is no compound of known words. With `whole`, only a split whose every part is a
   * known word (a query's word, whose parts must all be found); otherwise a word may begin with an
   * unknown part (`bohrmuldenschlussel` -> `bohrmulden`, `schlussel`) and known parts are split again.
   */
  split(token: string, options?: { whole?: boolean }): readonly string[];
  /** Whether a folded word is in the dictionary (a word of the index, or its stem). */
  knows(word: string): boolean;
}

/**
 * A dictionary compound splitter over the index's own vocabulary, as Lucene's
 * DictionaryCompoundWordTokenFilter does with a word list: a part is a word of the dictionary, or
 * one whose stem is, at least MIN_PART letters, optionally followed by a linking element.
 */
export function createCompoundSplitter(locale: SearchLocale, stem: (word: string) => string): CompoundSplitter {
  const linking = LINKING[locale];
  const words = new Set<string>();
  const memo = new Map<string, readonly string[]>();
  const NONE: readonly string[] = [];

  function learn(tokens: Iterable<string>) {
    if (!linking) return;
    const before = words.size;
    for (const token of tokens) {
      if (token.length < MIN_PART || words.has(token) || !LETTERS.test(token) || isStopWord(locale, token)) continue;
      words.add(token);
      const stemmed = stem(token);
      if (stemmed.length >= MIN_PART) words.add(stemmed);
    }
    if (words.size !== before) memo.clear();
  }

  /**
   * Whether a part's stem is a word of the dictionary. A stem is the part less an ending of a few
   * letters, so the stemmer (the costly step) runs only when such a beginning is known.
   */
  function knownByStem(part: string): boolean {
    for (let cut = 1; cut <= STEM_ENDING && part.length - cut >= MIN_PART; cut += 1) {
      if (words.has(part.slice(0, -cut))) return words.has(stem(part));
    }
    return false;
  }

  /** For each position, the fewest known parts that spell the word from there to its end, or null (parts longest first). */
  function coversOf(word: string, budget: { lookups: number }): (string[] | null)[] {
    const covers: (string[] | null)[] = new Array(word.length + 1).fill(null);
    covers[word.length] = [];
    for (let from = word.length - MIN_PART; from >= 0 && budget.lookups > 0; from -= 1) {
      let best: string[] | null = null;
      // On equal parts, a word of the dictionary before one known by its stem (`sicherheit` + s, not `sicherheits`).
      let bestDirect = false;
      for (let to = word.length; to >= from + MIN_PART && budget.lookups > 0; to -= 1) {
        if (from === 0 && to === word.length) continue;
        budget.lookups -= 1;
        const part = word.slice(from, to);
        const direct = words.has(part);
        if (!direct && !knownByStem(part)) continue;
        for (const link of to === word.length ? [''] : ['', ...linking!]) {
          // A linking element joins two parts: it never ends the word.
          if (link && (to + link.length >= word.length || !word.startsWith(link, to))) continue;
          const rest = covers[to + link.length];
          if (rest && (!best || rest.length + 1 < best.length || (rest.length + 1 === best.length && direct && !bestDirect))) {
            best = [part, ...rest];
            bestDirect = direct;
          }
        }
      }
      covers[from] = best;
    }
    return covers;
  }

  function splitOnce(word: string, whole: boolean, budget: { lookups: number }): string[] {
    if (word.length < 2 * MIN_PART || word.length > MAX_SPLIT_LENGTH || !LETTERS.test(word)) return [];
    const covers = coversOf(word, budget);
    if (covers[0] || whole) return covers[0] ?? [];
    // An unknown beginning (a word the index never has alone) before known parts.
    for (let from = MIN_PART; from <= word.length - MIN_PART; from += 1) {
      const rest = covers[from];
      if (rest) return [word.slice(0, from), ...rest];
    }
    return [];
  }

  function split(token: string, { whole = false } = {}): readonly string[] {
    if (!linking) return NONE;
    const key = whole ? `=${token}` : token;
    const known = memo.get(key);
    if (known) return known;
    const budget = { lookups: MAX_LOOKUPS };
    const parts = splitOnce(token, whole, budget);
    if (!whole) {
      // Parts that are compounds themselves (`frasmaschine`) give theirs too.
      for (const part of [...parts]) for (const inner of splitOnce(part, true, budget)) if (!parts.includes(inner)) parts.push(inner);
    }
    const result = parts.length > 0 ? parts.slice(0, MAX_PARTS) : NONE;
    if (memo.size < MEMO_LIMIT) memo.set(key, result);
    return result;
  }

  return { enabled: linking !== undefined, learn, split, knows: (word) => words.has(word) };
}
