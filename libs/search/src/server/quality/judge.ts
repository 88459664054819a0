import type { SearchIndex } from '../engine/createSearchIndex';
import { searchParams } from '../protocol/searchParams';

/** One judged query: the pages (full slugs) a person expects, graded 3 (the answer), 2 (right), 1 (acceptable). */
export interface JudgedQuery {
  locale: string;
  /** code, name, misspelling, type, phrase. */
  kind: string;
  query: string;
  note?: string;
  relevant: Record<string, number>;
}

export interface Judgement {
  queries: number;
  /** Share of queries whose first hit has the query's highest grade. */
  successAt1: number;
  /** Mean nDCG@10, gain 2^grade - 1. */
  ndcgAt10: number;
}

export interface QueryOutcome {
  query: JudgedQuery;
  ranked: string[];
  success: boolean;
  ndcg: number;
}

const gain = (grade: number) => 2 ** grade - 1;
const discount = (position: number) => Math.log2(position + 2);

/** The first hit's success and nDCG@10 of one query's ranked full slugs. */
export function judgeRanking(query: JudgedQuery, ranked: readonly string[]): QueryOutcome {
  const grades = Object.values(query.relevant);
  const best = Math.max(...grades);
  const dcg = ranked.slice(0, 10).reduce((sum, slug, position) => sum + gain(query.relevant[slug] ?? 0) / discount(position), 0);
  const ideal = [...grades].sort((a, b) => b - a).slice(0, 10).reduce((sum, grade, position) => sum + gain(grade) / discount(position), 0);
  return { query, ranked: [...ranked], success: ranked.length > 0 && query.relevant[ranked[0]!] === best, ndcg: ideal > 0 ? dcg / ideal : 0 };
}

/** The ranked full slugs an index answers a query with (the first ten). */
export function rankedSlugs(index: SearchIndex, query: string): string[] {
  return index
    .search(searchParams({ query, hitsPerPage: 10 }))
    .hits.map((hit) => index.record(hit.objectID)?.fullSlug)
    .filter((slug): slug is string => slug !== undefined);
}

/** Success@1 and nDCG@10 of a set of outcomes. */
export function summarize(outcomes: readonly QueryOutcome[]): Judgement {
  const count = outcomes.length;
  return {
    queries: count,
    successAt1: count ? outcomes.filter((outcome) => outcome.success).length / count : 0,
    ndcgAt10: count ? outcomes.reduce((sum, outcome) => sum + outcome.ndcg, 0) / count : 0,
  };
}

/** Runs a judged set against the index of each query's locale; outcomes in the set's order. */
export async function judgeQueries(queries: readonly JudgedQuery[], indexOf: (locale: string) => Promise<SearchIndex>): Promise<QueryOutcome[]> {
  const outcomes: QueryOutcome[] = [];
  for (const query of queries) outcomes.push(judgeRanking(query, rankedSlugs(await indexOf(query.locale), query.query)));
  return outcomes;
}
