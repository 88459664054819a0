import { setImmediate as nextTurn } from 'node:timers/promises';
import { z } from 'zod';
import { BodyError, readLimitedText } from '@clavis/http';
import { searchLimits } from '../../searchLimits';
import type { SearchIndex } from '../engine/createSearchIndex';
import { jsonLength } from '../engine/jsonLength';
import { answerTooLarge, isSearchRequestError } from '../engine/searchRequestError';
import type { FacetSearchResponse, SearchResponse, SortOrder } from '../engine/types';
import { createAnswerCache, weightOf } from './answerCache';
import { unknownParameter } from './knownParams';
import { encodeParams, rawParams, searchParams, SearchRequestError } from './searchParams';

const requestSchema = z
  .object({
    indexName: z.string().min(1),
    params: z.union([z.string(), z.record(z.string(), z.unknown())]).optional(),
    type: z.enum(['default', 'facet']).optional(),
    facet: z.string().min(1).optional(),
  })
  .catchall(z.unknown());

const bodySchema = z.object({
  requests: z.array(requestSchema).min(1).max(searchLimits.requests),
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
   * What the answers kept may weigh together, in bytes (estimated from their JSON's length): the
   * answer to each request of a body and to each whole body, until their index changes, since
   * everyone typing the same word asks the same prefixes. 0 turns the cache off. @default 16 MiB
   */
  cacheBytes?: number;
  /** An answer heavier than this is not kept. @default 1 MiB */
  cacheEntryBytes?: number;
}

export type SearchResult = (SearchResponse | (FacetSearchResponse & { facetQuery?: string })) & Record<string, unknown>;

type CachedAnswer =
  | { kind: 'request'; index: SearchIndex; version: number; result: SearchResult; length: number }
  | { kind: 'body'; indexes: { name: string; index: SearchIndex; version: number }[]; text: string };

/** Algolia's error body: `{ message, status }`. */
export function algoliaError(message: string, status: number): Response {
  return Response.json({ message, status }, { status, headers: { 'cache-control': 'no-store' } });
}

/** The body as text, at most `searchLimits.bodyBytes` (413 in Algolia's error shape beyond). */
async function readBodyText(request: Request): Promise<string> {
  try {
    return await readLimitedText(request, searchLimits.bodyBytes);
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
const REST_HEADERS = { 'cache-control': 'no-store', 'access-control-allow-origin': '*' };
const PREFLIGHT_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  'access-control-allow-headers': 'content-type, x-algolia-api-key, x-algolia-application-id, x-algolia-agent, x-algolia-usertoken',
  'access-control-max-age': '86400',
};

/**
 * Answers Algolia's multi-query body (`{ requests: [{ indexName, params }] }`, `params` a query
 * string or an object, or the v5 clients' flat requests; `type: 'facet'` for facet search) with
 * `{ results }`, so InstantSearch works against it unchanged.
 */
export function createMultiQueryHandler({ resolveIndex, cacheBytes = 16 * 1024 * 1024, cacheEntryBytes = 1024 * 1024 }: MultiQueryHandlerOptions) {
  // One budget for the answers to single requests (by the request's JSON) and to whole bodies (by
  // the body's text, answered without parsing, checking or serializing again). A body's index
  // names are resolved again on a hit: an index built anew (the engine's reset or refresh, when an
  // instance catches up with content) is another index, and the old one must not keep answering.
  const cache = createAnswerCache<CachedAnswer>({ maxBytes: cacheBytes, maxEntryBytes: cacheEntryBytes });
  const caching = cacheBytes > 0;

  async function stillCurrent(indexes: readonly { name: string; index: SearchIndex; version: number }[]): Promise<boolean> {
    const current = await Promise.all(indexes.map(({ name }) => resolveIndex(name)));
    return indexes.every(({ index, version }, position) => current[position]?.index === index && index.version === version);
  }

  async function run(body: unknown): Promise<{ results: SearchResult[] }> {
    return (await runWithIndexes(body)).answer;
  }

  async function runWithIndexes(body: unknown): Promise<{ answer: { results: SearchResult[] }; indexes: { name: string; index: SearchIndex }[] }> {
    const parsed = bodySchema.safeParse(body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      throw new SearchRequestError(`Invalid body: ${issue.path.join('.') || 'body'}: ${issue.message}`);
    }
    const { requests } = parsed.data;
    const resolved = await Promise.all(requests.map((entry) => resolveIndex(entry.indexName)));
    const missing = requests.find((_, index) => !resolved[index]);
    if (missing) throw new SearchRequestError(`Index ${missing.indexName} does not exist`, 404);

    const results: SearchResult[] = [];
    let answerLength = 0;
    for (const [position, entry] of requests.entries()) {
      // Each request of a body is its own turn of the event loop: a body of many costly requests
      // delays everyone else by one of them at most, not by all of them.
      if (position > 0) await nextTurn();
      const { result, length } = cachedAnswer(entry, resolved[position]!, searchLimits.answerLength - answerLength);
      answerLength += length;
      if (answerLength > searchLimits.answerLength) throw answerTooLarge();
      results.push(result);
    }
    return { answer: { results }, indexes: resolved.map((item, position) => ({ name: requests[position]!.indexName, index: item!.index })) };
  }

  function cachedAnswer(entry: z.infer<typeof requestSchema>, resolved: ResolvedIndex, maxLength: number): { result: SearchResult; length: number } {
    const key = `request:${JSON.stringify(entry)}`;
    const known = caching ? cache.get(key) : undefined;
    if (known?.kind === 'request' && known.index === resolved.index && known.version === resolved.index.version) return known;
    const result = answer(entry, resolved, maxLength);
    const length = jsonLength(result);
    if (caching) cache.set(key, { kind: 'request', index: resolved.index, version: resolved.index.version, result, length }, weightOf(key.length + length));
    return { result, length };
  }

  function answer(entry: z.infer<typeof requestSchema>, { index, order }: ResolvedIndex, maxHitsLength: number): SearchResult {
    const started = performance.now();
    const { indexName, params, type, facet, ...flat } = entry;
    const { facetName, ...raw } = { ...flat, ...rawParams(params) };
    const unknown = unknownParameter(Object.keys(raw));
    if (unknown !== undefined) throw new SearchRequestError(`Unknown parameter: ${unknown}`);
    const options = searchParams(raw);
    if (type === 'facet') {
      const name = facet ?? (typeof facetName === 'string' ? facetName : undefined);
      if (!name) throw new SearchRequestError('A facet search needs facet');
      const answer = index.searchForFacetValues(name, options);
      return { ...answer, processingTimeMS: Math.round(performance.now() - started) };
    }
    const outcome = index.search(options, order, { maxHitsLength });
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

  /** One request of a multi-query body, answered alone (`/1/indexes/{index}/query` and facet search). */
  async function runOne(entry: Record<string, unknown>): Promise<SearchResult> {
    return (await run({ requests: [entry] })).results[0]!;
  }

  /** Algolia's `GET /1/indexes/{index}/{objectID}`: the stored record, `attributesToRetrieve` honoured. */
  async function getObject(indexName: string, objectID: string, url: URL): Promise<Response> {
    const resolved = await resolveIndex(indexName);
    if (!resolved) throw new SearchRequestError(`Index ${indexName} does not exist`, 404);
    const record = resolved.index.record(objectID);
    if (!record) throw new SearchRequestError('ObjectID does not exist', 404);
    const wanted = url.searchParams.get('attributesToRetrieve');
    const names = wanted ? [...new Set(wanted.split(',').map((name) => name.trim()))] : ['*'];
    if (names.length > searchLimits.attributes) throw new SearchRequestError(`attributesToRetrieve must list at most ${searchLimits.attributes} attributes`);
    const body = names.includes('*') ? record : Object.fromEntries(Object.entries(record).filter(([name]) => name === 'objectID' || names.includes(name)));
    return Response.json(body, { headers: REST_HEADERS });
  }

  async function readJsonObject(request: Request): Promise<Record<string, unknown>> {
    const raw = await readBodyText(request);
    if (!raw.trim()) return {};
    const body = parseBody(raw);
    if (!body || typeof body !== 'object' || Array.isArray(body)) throw new SearchRequestError('Request body must be a JSON object');
    return body as Record<string, unknown>;
  }

  async function rest(request: Request): Promise<Response> {
    const url = new URL(request.url);
    if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: PREFLIGHT_HEADERS });
    const prefix = '/1/indexes/';
    if (!url.pathname.startsWith(prefix)) throw new SearchRequestError('Not Found', 404);
    let path: string[];
    try {
      path = url.pathname.slice(prefix.length).split('/').map(decodeURIComponent);
    } catch {
      throw new SearchRequestError('Invalid path', 400);
    }
    const [indexName = '', second, third, fourth] = path;
    if (request.method === 'POST' && path.length === 2 && indexName === '*' && second === 'queries') {
      const answer = await run(await readJsonObject(request));
      return Response.json(answer, { headers: REST_HEADERS });
    }
    if (request.method === 'POST' && path.length === 2 && indexName && second === 'query') {
      const body = await readJsonObject(request);
      return Response.json(await runOne({ ...body, indexName }), { headers: REST_HEADERS });
    }
    if (request.method === 'POST' && path.length === 4 && indexName && second === 'facets' && third && fourth === 'query') {
      const body = await readJsonObject(request);
      const { facetHits, exhaustiveFacetsCount, processingTimeMS } = (await runOne({ ...body, indexName, type: 'facet', facet: third })) as FacetSearchResponse;
      return Response.json({ facetHits, exhaustiveFacetsCount, processingTimeMS }, { headers: REST_HEADERS });
    }
    if ((request.method === 'GET' || request.method === 'HEAD') && path.length === 2 && indexName && indexName !== '*' && second) {
      return getObject(indexName, second, url);
    }
    throw new SearchRequestError('Not Found', 404);
  }

  return {
    /** The results of a parsed body; throws SearchRequestError for a bad one. */
    run,
    /** What the answers kept weigh together now, in bytes (estimated): at most `cacheBytes`. */
    get cachedBytes() {
      return cache.bytes;
    },
    /**
     * Algolia's REST paths over the same indexes, so any Algolia client given only this host works:
     * `POST /1/indexes/*\/queries`, `POST /1/indexes/{index}/query`,
     * `POST /1/indexes/{index}/facets/{facet}/query`, `GET /1/indexes/{index}/{objectID}`;
     * errors as `{ message, status }`. Read-only public data: any origin may ask (CORS).
     */
    async handleRest(request: Request): Promise<Response> {
      try {
        return await rest(request);
      } catch (error) {
        if (isSearchRequestError(error)) {
          const response = algoliaError(error.message, error.status);
          response.headers.set('access-control-allow-origin', '*');
          return response;
        }
        throw error;
      }
    },
    /** `POST /api/search` as a fetch-style handler. */
    async handle(request: Request): Promise<Response> {
      try {
        const raw = await readBodyText(request);
        const key = `body:${raw}`;
        const known = caching ? cache.get(key) : undefined;
        if (known?.kind === 'body' && (await stillCurrent(known.indexes))) return new Response(known.text, { headers: JSON_HEADERS });
        const { answer, indexes } = await runWithIndexes(parseBody(raw));
        const text = JSON.stringify(answer);
        if (caching) {
          const current = indexes.map(({ name, index }) => ({ name, index, version: index.version }));
          cache.set(key, { kind: 'body', indexes: current, text }, weightOf(key.length + text.length));
        }
        return new Response(text, { headers: JSON_HEADERS });
      } catch (error) {
        if (isSearchRequestError(error)) return algoliaError(error.message, error.status);
        throw error;
      }
    },
  };
}

export type MultiQueryHandler = ReturnType<typeof createMultiQueryHandler>;
