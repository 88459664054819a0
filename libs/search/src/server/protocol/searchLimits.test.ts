/** @jest-environment node */
import { searchLimits } from '../../searchLimits';
import { createSearchEngine, type SearchEngine } from '../engine/createSearchEngine';
import { fixtureStory, fixtureUrl, germanStories } from '../testing/fixtureStories';
import { createMultiQueryHandler } from './createMultiQueryHandler';
import { createExtranetSearchHandler, createPublicSearch } from './createSearchRoutes';
import { SearchRequestError } from './searchParams';

type Params = Record<string, unknown>;
type Answer = { status: number; json: Record<string, any> };

let engine: SearchEngine;
let search: ReturnType<typeof createPublicSearch>;

beforeAll(() => {
  engine = createSearchEngine({ market: 'germany', locales: ['de'], loadStories: async () => germanStories(), loadExtranetStories: async () => [], urlOf: fixtureUrl });
  search = createPublicSearch(engine);
});

const post = (path: string, body: unknown) => new Request(`http://127.0.0.1${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const read = async (response: Response): Promise<Answer> => ({ status: response.status, json: (await response.json()) as Record<string, any> });
const multiQuery = (params: Params) => ({ requests: [{ indexName: 'germany_de', params }] });

/** Every entry the embedded engine answers, each asked for one query with these parameters. */
const entries: Record<string, (params: Params) => Promise<Answer>> = {
  'POST /api/search': async (params) => read(await search.handle(post('/api/search', multiQuery(params)))),
  'POST /1/indexes/*/queries': async (params) => read(await search.handleRest(post('/1/indexes/*/queries', multiQuery(params)))),
  'POST /1/indexes/{index}/query': async (params) => read(await search.handleRest(post('/1/indexes/germany_de/query', params))),
  'POST /1/indexes/{index}/facets/{facet}/query': async (params) => read(await search.handleRest(post('/1/indexes/germany_de/facets/category/query', params))),
  'POST /api/extranet/search': async (params) => read(await createExtranetSearchHandler({ engine, verify: async () => ({ ok: true }) })(post('/api/extranet/search', multiQuery(params)))),
  'the search page, on the server (run)': async (params) => {
    try {
      return { status: 200, json: await search.run(multiQuery(params)) };
    } catch (error) {
      if (!(error instanceof SearchRequestError)) throw error;
      return { status: error.status, json: { message: error.message, status: error.status } };
    }
  },
};

const randomWords = (count: number) => Array.from({ length: count }, (_, index) => `w${(index * 7919).toString(36)}x`).join(' ');
const nested = (depth: number) => `${'('.repeat(depth)}type:news${')'.repeat(depth)}`;
const names = (count: number) => Array.from({ length: count }, (_, index) => `attribute${index}`);

describe.each(Object.keys(entries))('%s: an input past its limit answers 400 in Algolia shape, naming the limit', (entry) => {
  it.each<[string, Params, RegExp]>([
    ['a query of 5,000 random words', { query: randomWords(5000) }, /^query must be at most 512 bytes$/],
    ['a query of 513 bytes in 257 characters', { query: 'ü'.repeat(256) + 'a' }, /^query must be at most 512 bytes$/],
    ['a query of 33 words', { query: 'a '.repeat(33) }, /^query must have at most 32 words$/],
    ['a highlightPreTag of 30 KB', { highlightPreTag: '<'.repeat(30_000) }, /^highlightPreTag must be at most 64 characters$/],
    ['a highlightPostTag of 65 characters', { highlightPostTag: 'x'.repeat(65) }, /^highlightPostTag must be at most 64 characters$/],
    ['a snippetEllipsisText of 30 KB', { snippetEllipsisText: 'x'.repeat(30_000) }, /^snippetEllipsisText must be at most 64 characters$/],
    ['33 attributesToHighlight', { attributesToHighlight: names(33) }, /^attributesToHighlight must list at most 32 attributes$/],
    ['33 attributesToSnippet', { attributesToSnippet: names(33).map((name) => `${name}:10`) }, /^attributesToSnippet must list at most 32 attributes$/],
    ['33 attributesToRetrieve', { attributesToRetrieve: names(33).join(',') }, /^attributesToRetrieve must list at most 32 attributes$/],
    ['33 facets', { facets: names(33) }, /^facets must list at most 32 attributes$/],
    ['a facetQuery of 513 bytes', { facetQuery: 'a'.repeat(513) }, /^facetQuery must be at most 512 bytes$/],
    ['filters of 8,193 characters', { filters: `type:"${'x'.repeat(8186)}"` }, /^filters must be at most 8192 characters$/],
    ['filters 10,000 parentheses deep', { filters: nested(10_000) }, /^filters must be at most 8192 characters$/],
    ['filters of 10,000 NOTs', { filters: `${'NOT '.repeat(10_000)}type:news` }, /^filters must be at most 8192 characters$/],
    ['filters 17 parentheses deep', { filters: nested(17) }, /^filters: More than 16 parentheses and NOTs nested at col 17$/],
    ['filters of 17 NOTs', { filters: `${'NOT '.repeat(17)}type:news` }, /^filters: More than 16 parentheses and NOTs nested at col 65$/],
    ['129 facetFilters', { facetFilters: Array.from({ length: 129 }, (_, index) => `type:t${index}`) }, /^filters, facetFilters, numericFilters and tagFilters must have at most 128 conditions together$/],
    ['65 filters and 64 tagFilters', { filters: Array.from({ length: 65 }, () => 'type:news').join(' OR '), tagFilters: Array.from({ length: 64 }, (_, index) => `t${index}`) }, /conditions together$/],
    ['page 10,001', { page: 10_001 }, /^page must be an integer from 0 to 10000$/],
    ['length 1,001', { length: 1001 }, /^length must be an integer from 0 to 1000$/],
    ['offset 10,001', { offset: 10_001 }, /^offset must be an integer from 0 to 10000$/],
  ])('%s', async (_, params, message) => {
    const { status, json } = await entries[entry]!(params);
    expect({ status, json }).toEqual({ status: 400, json: { message: expect.stringMatching(message), status: 400 } });
  });

  it('answers the inputs at their limits', async () => {
    const { status } = await entries[entry]!({
      query: 'a '.repeat(31) + 'maschine',
      highlightPreTag: '<'.repeat(64),
      attributesToHighlight: names(32),
      filters: `${'NOT '.repeat(15)}(type:news)`,
      facetFilters: Array.from({ length: 127 }, () => 'type:news'),
      page: 10_000,
      length: 1000,
      offset: 10_000,
    });
    expect(status).toBe(200);
  });
});

describe('hitsPerPage', () => {
  it('is read as 1000 past it, as Algolia does', async () => {
    const { status, json } = await entries['POST /api/search']!({ query: '', hitsPerPage: 100_000 });
    expect(status).toBe(200);
    expect(json.results[0]).toMatchObject({ hitsPerPage: searchLimits.hitsPerPage, nbHits: 11, nbPages: 1 });
  });
});

describe('GET /1/indexes/{index}/{objectID}', () => {
  it('answers 400 to more than 32 attributesToRetrieve', async () => {
    const response = await search.handleRest(new Request(`http://127.0.0.1/1/indexes/germany_de/prod-futura?attributesToRetrieve=${names(33).join(',')}`));
    expect(await read(response)).toEqual({ status: 400, json: { message: 'attributesToRetrieve must list at most 32 attributes', status: 400 } });
  });
});

describe('a large answer', () => {
  // 400 stories of 3,000 characters each: every hit with its text weighs about 3 KB.
  const words = Array.from({ length: 500 }, (_, index) => `wort${index}`).join(' ');
  const long = Array.from({ length: 400 }, (_, index) => fixtureStory(`de/germany/seiten/seite-${index}`, { component: 'page', title: `Seite ${index}`, intro: words }));
  let large: ReturnType<typeof createPublicSearch>;
  beforeAll(() => {
    large = createPublicSearch(createSearchEngine({ market: 'germany', locales: ['de'], loadStories: async () => long, urlOf: fixtureUrl }));
  });
  const ask = async (handler: ReturnType<typeof createPublicSearch>, requests: Params[]) =>
    read(await handler.handle(post('/api/search', { requests: requests.map((params) => ({ indexName: 'germany_de', params })) })));
  const tooLarge = { status: 400, json: { message: expect.stringMatching(/^The answer would pass 1048576 characters: ask for fewer hits \(hitsPerPage\) or attributes/), status: 400 } };

  it('answers 400 when its hits would pass the answer limit, 1000 hits with their text', async () => {
    expect(await ask(large, [{ query: 'wort1', hitsPerPage: 1000, attributesToRetrieve: ['text'] }])).toEqual(tooLarge);
    const fewer = await ask(large, [{ query: 'wort1', hitsPerPage: 100, attributesToRetrieve: ['text'] }]);
    expect(fewer.status).toBe(200);
    expect(fewer.json.results[0].hits).toHaveLength(100);
  });

  it('counts the answers of all the requests of a body together', async () => {
    const pages = Array.from({ length: 4 }, (_, page) => ({ query: 'wort2', hitsPerPage: 100, page, attributesToRetrieve: ['text'] }));
    expect((await ask(large, pages.slice(0, 2))).status).toBe(200);
    expect(await ask(large, pages)).toEqual(tooLarge);
  });
});

describe('the answer cache', () => {
  it('stays within its bytes after many answers, and keeps none heavier than an entry may be', async () => {
    const handler = createMultiQueryHandler({ resolveIndex: (name) => engine.resolvePublic(name), cacheBytes: 256 * 1024, cacheEntryBytes: 8 * 1024 });
    const ask = async (params: Params) => (await handler.handle(post('/api/search', multiQuery(params)))).status;
    // 300 answers of about 3.5 KB each, every one kept twice (by request and by body): 2 MB unbounded.
    for (let index = 0; index < 300; index += 1) {
      expect(await ask({ query: '', hitsPerPage: 5, highlightPreTag: `<mark-${index}>`, attributesToRetrieve: ['title', 'url'] })).toBe(200);
      expect(handler.cachedBytes).toBeLessThanOrEqual(256 * 1024);
    }
    expect(handler.cachedBytes).toBeGreaterThan(128 * 1024);
    const before = handler.cachedBytes;
    // Every hit with everything, highlighted in long tags (about 11 KB): past an entry's 8 KiB, not kept.
    const tag = 'x'.repeat(64);
    expect(await ask({ query: 'maschine', attributesToHighlight: ['title', 'text', 'category'], attributesToSnippet: ['text:200'], highlightPreTag: tag, highlightPostTag: tag })).toBe(200);
    expect(handler.cachedBytes).toBe(before);
  });
});

describe('a body of many requests', () => {
  it('answers each request in its own turn of the event loop, so others are served between them', async () => {
    const requests = Array.from({ length: 50 }, (_, index) => ({ indexName: 'germany_de', params: { query: `maschine ${index}` } }));
    let turns = 0;
    let answering = true;
    const count = () => {
      turns += 1;
      if (answering) setImmediate(count);
    };
    setImmediate(count);
    await search.run({ requests });
    answering = false;
    expect(turns).toBeGreaterThanOrEqual(49);
  });
});
