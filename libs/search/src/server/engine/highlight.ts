import type { Analyzer } from '../language/createAnalyzer';
import type { HighlightValue } from './types';
import { wordReaches, type QueryWord } from './queryWords';

const WORD = /[\p{L}\p{N}]+(?:[-./][\p{L}\p{N}]+)*/gu;

interface Tags {
  pre: string;
  post: string;
}

interface WordSpan {
  start: number;
  end: number;
  matchedBy: QueryWord[];
}

const NONE: QueryWord[] = [];

/** The words of a text with the query words reaching each; stops after `limit` words once one matched. */
function wordSpans(text: string, words: readonly QueryWord[], analyzer: Analyzer, limit = Number.POSITIVE_INFINITY): WordSpan[] {
  const spans: WordSpan[] = [];
  let firstMatch = -1;
  for (const match of text.matchAll(WORD)) {
    let matchedBy = NONE;
    if (words.length > 0) {
      const terms = analyzer.wordTerms(match[0]);
      matchedBy = words.filter((word) => terms.some((term) => reaches(word, term)));
    }
    if (firstMatch < 0 && matchedBy.length > 0) firstMatch = spans.length;
    spans.push({ start: match.index, end: match.index + match[0].length, matchedBy });
    if (spans.length >= Math.max(limit, firstMatch + limit)) break;
    if (firstMatch < 0 && spans.length >= limit && words.length === 0) break;
  }
  return spans;
}

/**
 * wordReaches, remembered per query word and term: queries repeat (every keystroke of everyone
 * typing the same word) and meet the same words in every hit. Bounded; forgotten when full.
 */
const reachCache = new Map<string, Map<string, boolean>>();
const REACH_CACHE_WORDS = 5_000;
const REACH_CACHE_TERMS = 20_000;
function reaches(word: QueryWord, term: string): boolean {
  let known = reachCache.get(word.key);
  if (!known) {
    if (reachCache.size >= REACH_CACHE_WORDS) reachCache.clear();
    reachCache.set(word.key, (known = new Map()));
  }
  let answer = known.get(term);
  if (answer === undefined) {
    if (known.size >= REACH_CACHE_TERMS) known.clear();
    known.set(term, (answer = wordReaches(word, term)));
  }
  return answer;
}

function levelOf(matched: Set<QueryWord>, words: readonly QueryWord[]): HighlightValue['matchLevel'] {
  if (matched.size === 0) return 'none';
  return matched.size === words.length ? 'full' : 'partial';
}

function wrap(text: string, spans: readonly WordSpan[], tags: Tags, from = 0, to = text.length): string {
  let out = '';
  let at = from;
  for (const span of spans) {
    if (span.start < from || span.end > to || span.matchedBy.length === 0) continue;
    out += text.slice(at, span.start) + tags.pre + text.slice(span.start, span.end) + tags.post;
    at = span.end;
  }
  return out + text.slice(at, to);
}

/** An attribute's `_highlightResult`: every word a query word reaches wrapped in the tags sent. */
export function highlight(text: string, words: readonly QueryWord[], analyzer: Analyzer, tags: Tags): HighlightValue {
  if (words.length === 0) return { value: text, matchLevel: 'none', matchedWords: [], fullyHighlighted: false };
  const spans = wordSpans(text, words, analyzer);
  const matched = new Set(spans.flatMap((span) => span.matchedBy));
  const highlighted = spans.filter((span) => span.matchedBy.length > 0);
  return {
    value: wrap(text, spans, tags),
    matchLevel: levelOf(matched, words),
    matchedWords: words.filter((word) => matched.has(word)).map((word) => word.token),
    fullyHighlighted: spans.length > 0 && highlighted.length === spans.length,
  };
}

/**
 * An attribute's `_snippetResult`: about `length` words around the first match (or the opening
 * words), highlighted, with the ellipsis where text was cut.
 */
export function snippet(
  text: string,
  length: number,
  words: readonly QueryWord[],
  analyzer: Analyzer,
  tags: Tags & { ellipsis: string },
): { value: string; matchLevel: HighlightValue['matchLevel'] } {
  const spans = wordSpans(text, words, analyzer, length * 2);
  const first = Math.max(0, spans.findIndex((span) => span.matchedBy.length > 0));
  const startIndex = Math.max(0, Math.min(first - Math.floor(length / 3), spans.length - length));
  const window = spans.slice(startIndex, startIndex + length);
  const matched = new Set(window.flatMap((span) => span.matchedBy));
  if (window.length === 0) return { value: text, matchLevel: 'none' };
  const from = startIndex === 0 ? 0 : window[0]!.start;
  const cutEnd = startIndex + length < spans.length;
  const to = cutEnd ? window.at(-1)!.end : text.length;
  const value = (from > 0 ? tags.ellipsis : '') + wrap(text, window, tags, from, to) + (cutEnd ? ` ${tags.ellipsis}` : '');
  return { value, matchLevel: levelOf(matched, words) };
}
