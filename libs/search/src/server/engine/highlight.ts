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
  matchedBy: readonly QueryWord[];
}

const NONE: readonly QueryWord[] = [];

/** The query words of one search, and which of them reach a word of a text. */
export interface WordMatcher {
  readonly words: readonly QueryWord[];
  reaching(word: string): readonly QueryWord[];
}

/**
 * One search's matcher: a word's answer is remembered for the other hits of the same answer, which
 * meet the same words again; it lives as long as the answer being built, so its size follows the
 * answer's (bounded), and no query leaves anything behind.
 */
export function createWordMatcher(words: readonly QueryWord[], analyzer: Analyzer): WordMatcher {
  const known = new Map<string, readonly QueryWord[]>();
  return {
    words,
    reaching(word) {
      let matched = known.get(word);
      if (matched === undefined) {
        const terms = analyzer.wordTerms(word);
        const reaching = words.filter((queryWord) => terms.some((term) => wordReaches(queryWord, term)));
        matched = reaching.length > 0 ? reaching : NONE;
        known.set(word, matched);
      }
      return matched;
    },
  };
}

/** The words of a text with the query words reaching each; stops after `limit` words once one matched. */
function wordSpans(text: string, matcher: WordMatcher, limit = Number.POSITIVE_INFINITY): WordSpan[] {
  const spans: WordSpan[] = [];
  const searching = matcher.words.length > 0;
  let firstMatch = -1;
  for (const match of text.matchAll(WORD)) {
    const matchedBy = searching ? matcher.reaching(match[0]) : NONE;
    if (firstMatch < 0 && matchedBy.length > 0) firstMatch = spans.length;
    spans.push({ start: match.index, end: match.index + match[0].length, matchedBy });
    if (spans.length >= Math.max(limit, firstMatch + limit)) break;
    if (firstMatch < 0 && spans.length >= limit && !searching) break;
  }
  return spans;
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
export function highlight(text: string, matcher: WordMatcher, tags: Tags): HighlightValue {
  const { words } = matcher;
  if (words.length === 0) return { value: text, matchLevel: 'none', matchedWords: [], fullyHighlighted: false };
  const spans = wordSpans(text, matcher);
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
  matcher: WordMatcher,
  tags: Tags & { ellipsis: string },
): { value: string; matchLevel: HighlightValue['matchLevel'] } {
  const { words } = matcher;
  const spans = wordSpans(text, matcher, length * 2);
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
