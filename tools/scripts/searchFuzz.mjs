// A CPU and memory fuzz of the search inputs, for check:resilience: random requests within the
// engine's limits and far past them (long queries, many words, large highlight tags, deeply nested
// filters, huge hitsPerPage, many attributes, bodies of many requests) over /api/search, Algolia's
// REST paths and the search page, while one visitor keeps loading a page. No search may hold the
// others up: the page's p99 stays under 100 ms, nothing answers 5xx, inputs far past any limit
// answer 400 (the search page: its results for the query cut to the limits), and the server's
// memory comes back within 10% once the fuzz is over.

const PAGE_P99_GOAL_MS = 100;
const MEMORY_GOAL = 0.1;
/** How long the server may take to give memory back after the fuzz (its GC moment). */
const SETTLE_MS = 15_000;
/** Requests of the same kinds sent before the fuzz (see fuzzSearch). */
const WARM_UP = 500;
/** Searches in flight at once: a few visitors' worth, so the figure is what one request costs the others. */
const CONCURRENCY = Number(process.env.SEARCH_FUZZ_CONCURRENCY ?? 4);

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Sends every item through `send`, CONCURRENCY at a time. */
async function inTurn(items, send) {
  let position = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (position < items.length) await send(items[position++]);
    }),
  );
}
const percentile = (values, p) =>
  [...values].sort((a, b) => a - b)[
    Math.min(values.length - 1, Math.floor((values.length * p) / 100))
  ] ?? 0;

/**
 * Search parameters drawn from `next` (a generator of [0, 1)): most within the limits, the costliest
 * they allow among them; the others with one parameter past a limit, `far` when it is far past any.
 */
function inputs(next) {
  const pick = (list) => list[Math.floor(next() * list.length)];
  const int = (max) => Math.floor(next() * max);
  const word = () =>
    pick([
      'schlüssel',
      'maschine',
      'futura',
      'rohling',
      'fräse',
      'transponder',
      'zylinder',
      'FU-100',
      'messe',
      'key',
      'auto',
    ]);
  const randomWord = () =>
    Array.from({ length: 3 + int(12) }, () => String.fromCharCode(97 + int(26))).join('');
  const words = (count, make = () => (next() < 0.5 ? word() : randomWord())) =>
    Array.from({ length: count }, make).join(' ');
  const typo = (text) => text.replace(/[aeiou]/, 'x');
  const nested = (depth) => `${'('.repeat(depth)}type:news${')'.repeat(depth)}`;
  const heavy = {
    hitsPerPage: 1000,
    attributesToHighlight: ['title', 'text', 'category', 'code'],
    attributesToSnippet: ['text:200', 'title:200'],
    facets: ['*'],
  };
  const tag = 'x'.repeat(64);

  // [within the limits, past them] for each kind of parameter.
  const kinds = [
    [
      [
        () => ({ query: word() }),
        () => ({ query: typo(word()) }),
        () => ({ query: words(1 + int(4)) }),
        () => ({ query: words(32, () => typo(word())).slice(0, 512) }),
        () => ({ query: words(32, randomWord).slice(0, 512) }),
        () => ({ query: pick(['', 's', 'e', 'sc', 'ma']) }),
      ],
      [
        () => ({ query: words(40 + int(200)) }),
        () => ({ query: words(5000), far: true }),
        () => ({ query: 'ü'.repeat(2000 + int(8000)), far: true }),
        () => ({ query: '🔑 '.repeat(3000), far: true }),
      ],
    ],
    [
      [
        () => ({}),
        () => ({ highlightPreTag: '<mark>', highlightPostTag: '</mark>' }),
        () => ({ highlightPreTag: tag, highlightPostTag: tag, snippetEllipsisText: tag }),
      ],
      [
        () => ({ highlightPreTag: 'x'.repeat(65 + int(200)) }),
        () => ({ highlightPreTag: '<'.repeat(30_000), far: true }),
        () => ({ snippetEllipsisText: '…'.repeat(15_000), far: true }),
      ],
    ],
    [
      [
        () => ({}),
        () => ({ filters: 'type:product OR type:news' }),
        () => ({ filters: nested(1 + int(16)) }),
        () => ({ filters: `${'NOT '.repeat(1 + int(16))}type:page` }),
        () => ({
          facetFilters: Array.from({ length: 1 + int(127) }, (_, index) => `category:c${index}`),
        }),
      ],
      [
        () => ({ filters: nested(17 + int(100)) }),
        () => ({ filters: nested(10_000), far: true }),
        () => ({ filters: `${'NOT '.repeat(10_000)}type:page`, far: true }),
        () => ({
          filters: Array.from({ length: 1000 }, () => 'type:news').join(' OR '),
          far: true,
        }),
        () => ({ filters: '((((type:news' }),
      ],
    ],
    [
      [
        () => ({}),
        () => ({ hitsPerPage: pick([0, 1, 10, 20, 100]) }),
        () => heavy,
        () => ({ ...heavy, hitsPerPage: pick([100_000, 1e9, Number.MAX_SAFE_INTEGER]) }),
        () => ({ page: pick([0, 1, 50, 10_000]), length: pick([undefined, 10, 1000]) }),
      ],
      [
        () => ({ hitsPerPage: pick([-1, 'many', 1.5]) }),
        () => ({ page: pick([10_001, 1e9]) }),
        () => ({ offset: 20_000 }),
        () => ({
          attributesToRetrieve: Array.from({ length: 33 + int(60) }, (_, index) => `a${index}`),
        }),
        () => ({ facets: Array.from({ length: 33 + int(60) }, (_, index) => `f${index}`) }),
      ],
    ],
  ];
  return () => {
    const past = next() < 0.4 ? int(kinds.length) : -1;
    const parts = kinds.map(([within, over], index) => pick(index === past ? over : within)());
    const far = parts.some((part) => part.far);
    const params = Object.assign({}, ...parts.map(({ far: _far, ...part }) => part));
    return { params, far };
  };
}

/** One request of the fuzz: where it goes, how, and whether it is far past the limits. */
function requests({ indexName, searchPage, count, next }) {
  const draw = inputs(next);
  const post = (path, body) => ({ method: 'POST', path, body: JSON.stringify(body) });
  return Array.from({ length: count }, () => {
    const { params, far } = draw();
    const roll = next();
    if (roll < 0.1) {
      // The search page renders its first results on the server: never an error, never a stall.
      // Its URL stays within what Node reads of a request's head (16 KiB).
      let q = String(params.query);
      while (encodeURIComponent(q).length > 6000) q = q.slice(0, Math.floor(q.length / 2));
      const query = new URLSearchParams({ q });
      if (next() < 0.3)
        for (let index = 0; index < 100; index += 1) query.append('type', `t${index}`);
      if (next() < 0.3) query.set('page', String(Math.floor(next() * 1e9)));
      return { method: 'GET', path: `${searchPage}?${query}`, far: false, page: true };
    }
    const copies = next() < 0.1 ? 2 + Math.floor(next() * 48) : 1;
    const multi = {
      requests: Array.from({ length: copies }, (_, index) => ({
        indexName,
        params: copies > 1 ? { ...params, page: index } : params,
      })),
    };
    if (roll < 0.55) return { ...post('/api/search', multi), far };
    if (roll < 0.7) return { ...post('/1/indexes/*/queries', multi), far };
    if (roll < 0.85) return { ...post(`/1/indexes/${indexName}/query`, params), far };
    return {
      ...post(`/1/indexes/${indexName}/facets/category/query`, {
        ...params,
        facetQuery: String(params.query).slice(0, 600),
      }),
      far,
    };
  });
}

/**
 * Runs the fuzz against a started site and adds its rows to check:resilience's table:
 * `origin` of the site, `indexName` searched, `searchPage` (the search page's path, `/suchen`),
 * `page` (the path the concurrent visitor loads), `count` requests, `next` (a seeded generator of
 * [0, 1)), `memoryMb` (the server's resident memory now), `row` and `log` of check:resilience.
 */
export async function fuzzSearch({
  origin,
  indexName,
  searchPage,
  page,
  count = 1000,
  next,
  memoryMb,
  row,
  log,
}) {
  log(`search fuzz: ${count} requests, ${CONCURRENCY} at a time, while ${page} is loaded`);
  const timed = async (path, init) => {
    const started = performance.now();
    try {
      const response = await fetch(`${origin}${path}`, {
        ...init,
        signal: AbortSignal.timeout(15_000),
      });
      const body = await response.text();
      return { status: response.status, body, ms: performance.now() - started };
    } catch {
      return { status: 0, body: '', ms: performance.now() - started };
    }
  };
  const send = (request) =>
    timed(
      request.path,
      request.method === 'POST'
        ? { method: 'POST', headers: { 'content-type': 'application/json' }, body: request.body }
        : {},
    );
  // A first round of the same kinds of input, not counted: the index built, the code compiled, and
  // V8's young generation grown to what such answers need (it keeps that size), so the memory
  // measured around the fuzz is what the fuzz itself leaves behind.
  await inTurn(requests({ indexName, searchPage, count: WARM_UP, next }), send);
  const idle = [];
  for (let index = 0; index < 50; index += 1) idle.push((await timed(page)).ms);
  await sleep(2000);
  const memoryBefore = memoryMb();

  const planned = requests({ indexName, searchPage, count, next });
  const statuses = new Map();
  const serverErrors = [];
  const notRefused = [];
  const pageTimes = [];
  let fuzzing = true;
  const visitor = (async () => {
    while (fuzzing) {
      const { status, ms } = await timed(page);
      pageTimes.push(ms);
      if (status !== 200) serverErrors.push(`${status} ${page} (the visitor's page)`);
    }
  })();
  const started = Date.now();
  await inTurn(planned, async (request) => {
    const { status, body } = await send(request);
    const group = status >= 100 ? `${Math.floor(status / 100)}xx` : 'no answer';
    statuses.set(group, (statuses.get(group) ?? 0) + 1);
    const where = `${request.method} ${request.path.slice(0, 60)}`;
    if (status >= 500 || status === 0) serverErrors.push(`${status} ${where}`);
    // A URL past the request guard's 2,048 characters is refused before any search: 414.
    else if (request.page && status !== 200 && !(status === 414 && request.path.length > 2048))
      serverErrors.push(`${status} ${where} (the search page)`);
    // Far past the limits: refused, 400, or 413 when copies of it pass the body's size.
    else if (request.far && status !== 400 && status !== 413)
      notRefused.push(`${status} ${where} ${body.slice(0, 80)}`);
  });
  fuzzing = false;
  await visitor;
  const seconds = (Date.now() - started) / 1000;

  // The GC moment: the lowest the server's memory falls to within SETTLE_MS.
  let memoryAfter = memoryMb();
  for (
    let waited = 0;
    waited < SETTLE_MS && memoryAfter > memoryBefore * (1 + MEMORY_GOAL);
    waited += 1000
  ) {
    await sleep(1000);
    memoryAfter = Math.min(memoryAfter, memoryMb());
  }

  const counts = [...statuses]
    .sort()
    .map(([group, total]) => `${group} ${total}`)
    .join(', ');
  const p99 = Math.round(percentile(pageTimes, 99));
  row(
    'search fuzz',
    `${planned.length} requests, ${CONCURRENCY} at a time (${seconds.toFixed(0)} s): answers`,
    counts,
  );
  row(
    'search fuzz',
    '5xx or no answer in 15 s (search), the search page not 200',
    serverErrors.length,
    '0',
    serverErrors.length === 0,
  );
  row(
    'search fuzz',
    'inputs far past the limits not answered 400',
    notRefused.length,
    '0',
    notRefused.length === 0,
  );
  row(
    'search fuzz',
    `${page} loaded meanwhile: p99 ms (${pageTimes.length} loads; ${Math.round(percentile(idle, 99))} ms idle)`,
    p99,
    `< ${PAGE_P99_GOAL_MS}`,
    p99 < PAGE_P99_GOAL_MS,
  );
  const grown = (memoryAfter - memoryBefore) / memoryBefore;
  row(
    'search fuzz',
    `server memory before -> after (MB, after up to ${SETTLE_MS / 1000} s)`,
    `${memoryBefore} -> ${memoryAfter}`,
    'within 10%',
    grown <= MEMORY_GOAL,
  );
  for (const example of [...serverErrors, ...notRefused].slice(0, 5))
    log(`search fuzz: ${example}`);
}
