import { z } from 'zod';
import { BodyError, readLimitedText } from '@clavis/http';
import type { SearchIndex } from '../engine/createSearchIndex';
import type { FacetSearchResponse, SearchResponse, SortOrder } from '../engine/types';
import { encodeParams, rawParams, searchParams, SearchRequestError } from './searchParams';

/** InstantSearch sends a few requests per keystroke; a body far larger is not one of them. */
const MAX_BODY_BYTES = 64 * 1024;

const requestSchema = z
  .object({
    indexName: z.string().min(1),
    params: z.union([z.string(), z.record(z.string(), z.unknown())]).optional(),
    type: z.enum(['default', 'facet']).optional(),
    facet: z.string().min(1).optional(),
  })
  .catchall(z.unknown());

const bodySchema = z.object({
  requests: z.array(requestSchema).min(1).max(50),
  strategy: z.enum(['none', 'stopIfEnoughMatches']).optional(),
});

/** An index of this server and the order its name asks for (a replica sorted by date). */
export interface ResolvedIndex {
  index: SearchIndex;
  order: SortOrder;
}

export interface MultiQueryHandlerOptions {
  /** The index behind a name, or null (the request answers 404). May build the index on first use. */
  resolveIndex: (indexName: string) => Promise<ResolvedIndex | null> | ResolvedIndex | null;
  /**
   * How many answers to keep (per request of a body, until its index changes): everyone typing
   * the same word asks the same prefixes. 0 turns the cache off. @default 2000
   */
  cacheSize?: number;
}

export type SearchResult = (SearchResponse | (FacetSearchResponse & { facetQuery?: string })) & Record<string, unknown>;

/** Algolia's error body: `{ message, status }`. */
export function algoliaError(message: string, status: number): Response {
  return Response.json({ message, status }, { status, headers: { 'cache-control': 'no-store' } });
}

/** The body as text, at most MAX_BODY_BYTES (413 in Algolia's error shape beyond). */
async function readBodyText(request: Request): Promise<string> {
  try {
    return await readLimitedText(request, MAX_BODY_BYTES);
  } catch (error) {
    if (error instanceof BodyError) throw new SearchRequestError('Request body too large', 413);
    throw error;
  }
}

function parseBody(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    throw new SearchRequestError('Request body is not valid JSON');
  }
}

const JSON_HEADERS = { 'content-type': 'application/json', 'cache-control': 'no-store' };

/**
 * Answers Algolia's multi-query body (`{ requests: [{ indexName, params }] }`, `params` a query
 * string or an object, or the v5 clients' flat requests; `type: 'facet'` for facet search) with
 * `{ results }`, so InstantSearch works against it unchanged.
 */
export function createMultiQueryHandler({ resolveIndex, cacheSize = 2000 }: MultiQueryHandlerOptions) {
  const answers = new Map<string, { index: SearchIndex; version: number; result: SearchResult }>();

  function cached(key: string, index: SearchIndex, compute: () => SearchResult): SearchResult {
    if (cacheSize <= 0) return compute();
    const known = answers.get(key);
    if (known && known.index === index && known.version === index.version) {
      // Most recently used last: the first key is the one to drop.
      answers.delete(key);
      answers.set(key, known);
      return known.result;
    }
    const result = compute();
    answers.set(key, { index, version: index.version, result });
    if (answers.size > cacheSize) answers.delete(answers.keys().next().value as string);
    return result;
  }

  // Whole answers by body text, for a body asked again while its indexes have not changed: no
  // parsing, no checking, no serializing.
  const bodies = new Map<string, { indexes: { index: SearchIndex; version: number }[]; text: string }>();

  async function run(body: unknown): Promise<{ results: SearchResult[] }> {
    return (await runWithIndexes(body)).answer;
  }

  async function runWithIndexes(body: unknown): Promise<{ answer: { results: SearchResult[] }; indexes: SearchIndex[] }> {
    const parsed = bodySchema.safeParse(body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      throw new SearchRequestError(`Invalid body: ${issue.path.join('.') || 'body'}: ${issue.message}`);
    }
    const resolved = await Promise.all(parsed.data.requests.map((entry) => resolveIndex(entry.indexName)));
    const missing = parsed.data.requests.find((_, index) => !resolved[index]);
    if (missing) throw new SearchRequestError(`Index ${missing.indexName} does not exist`, 404);

    const results = parsed.data.requests.map((entry, position): SearchResult =>
      cached(JSON.stringify(entry), resolved[position]!.index, () => answer(entry, resolved[position]!)),
    );
    return { answer: { results }, indexes: resolved.map((item) => item!.index) };
  }

  function answer(entry: z.infer<typeof requestSchema>, { index, order }: ResolvedIndex): SearchResult {
    const started = performance.now();
    const { indexName, params, type, facet, ...flat } = entry;
    const raw = { ...flat, ...rawParams(params) };
    const options = searchParams(raw);
    if (type === 'facet') {
      const name = facet ?? (typeof raw.facetName === 'string' ? raw.facetName : undefined);
      if (!name) throw new SearchRequestError('A facet search needs facet');
      const answer = index.searchForFacetValues(name, options);
      return { ...answer, processingTimeMS: Math.round(performance.now() - started) };
    }
    const outcome = index.search(options, order);
    return {
      ...outcome,
      exhaustiveNbHits: true,
      exhaustiveFacetsCount: true,
      query: options.query,
      params: encodeParams(raw),
      index: indexName,
      processingTimeMS: Math.round(performance.now() - started),
    };
  }

  return {
    /** The results of a parsed body; throws SearchRequestError for a bad one. */
    run,
    /** `POST /api/search` as a fetch-style handler. */
    async handle(request: Request): Promise<Response> {
      try {
        const raw = await readBodyText(request);
        const known = cacheSize > 0 ? bodies.get(raw) : undefined;
        if (known && known.indexes.every(({ index, version }) => index.version === version)) return new Response(known.text, { headers: JSON_HEADERS });
        const { answer, indexes } = await runWithIndexes(parseBody(raw));
        const text = JSON.stringify(answer);
        if (cacheSize > 0) {
          bodies.delete(raw);
          bodies.set(raw, { indexes: indexes.map((index) => ({ index, version: index.version })), text });
          if (bodies.size > cacheSize) bodies.delete(bodies.keys().next().value as string);
        }
        return new Response(text, { headers: JSON_HEADERS });
      } catch (error) {
        if (error instanceof SearchRequestError) return algoliaError(error.message, error.status);
        throw error;
      }
    },
  };
}

export type MultiQueryHandler = ReturnType<typeof createMultiQueryHandler>;
