import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { describe, it } from 'node:test';
import { assetUrlShapes, echoedAssetBodies, echoLeaks, fuzzEchoedAssetSearch } from './extranetSearchEchoFuzz.mjs';

const ASSET_ORIGIN = 'http://127.0.0.1:3390';
const FORBIDDEN = 'f/287000/0b11de39f9/bu-italia-document-4.pdf';
const PICTURE = 'f/287000/800x600/e912e81191/partner-photo-17.jpg';
const link = (path) => `/api/extranet/files/eyJoIjoiYSJ9.c2ln/${path}`;

/** A generator of [0, 1) from a seed (mulberry32), as check:resilience seeds its fuzz. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('assetUrlShapes', () => {
  it('spells a document with and without a size segment, on every host, bare and encoded', () => {
    const shapes = assetUrlShapes(FORBIDDEN, ASSET_ORIGIN);
    for (const shape of [`${ASSET_ORIGIN}/${FORBIDDEN}`, `${ASSET_ORIGIN}/f/287000/0x0/0b11de39f9/bu-italia-document-4.pdf`, `https://a.storyblok.com/${FORBIDDEN}`, `/${FORBIDDEN}`, FORBIDDEN, encodeURIComponent(encodeURIComponent(`${ASSET_ORIGIN}/${FORBIDDEN}`))]) {
      assert.ok(shapes.includes(shape), shape);
    }
    assert.ok(assetUrlShapes(PICTURE, ASSET_ORIGIN).includes(`${ASSET_ORIGIN}/${PICTURE}`));
  });
});

describe('echoedAssetBodies', () => {
  it('puts a URL into a caller-controlled field of every body, the same bodies for the same seed', () => {
    const urls = assetUrlShapes(FORBIDDEN, ASSET_ORIGIN);
    const bodies = echoedAssetBodies({ urls, indexName: 'germany_de_extranet', count: 200, next: random(1) });
    assert.equal(bodies.length, 200);
    assert.deepEqual(echoedAssetBodies({ urls, indexName: 'germany_de_extranet', count: 200, next: random(1) }), bodies);
    for (const body of bodies) assert.ok(urls.some((url) => JSON.stringify(body).includes(JSON.stringify(url).slice(1, -1)) || JSON.stringify(body).includes(encodeURIComponent(url))), JSON.stringify(body));
    const fields = new Set(bodies.flatMap((body) => body.requests.flatMap((request) => [...Object.keys(request), ...(typeof request.params === 'object' ? Object.keys(request.params) : ['params string'])])));
    for (const field of ['query', 'params string', 'highlightPreTag', 'facetQuery', 'facet', 'indexName', 'filters', 'facetFilters', 'attributesToRetrieve', 'snippetEllipsisText']) assert.ok(fields.has(field), field);
  });
});

describe('echoLeaks', () => {
  it('finds the finding: an echoed query signed into a link to a file the partner may not see', () => {
    const answer = JSON.stringify({ results: [{ query: link(FORBIDDEN), hits: [] }] });
    assert.deepEqual(echoLeaks(answer, { assetOrigin: ASSET_ORIGIN, forbidden: [FORBIDDEN] }).forbiddenLinks, [link(FORBIDDEN)]);
  });

  it('finds a CMS asset URL however it is spelt, and passes signed links to files the partner may see', () => {
    for (const echoed of [`${ASSET_ORIGIN}/${PICTURE}`, `/${PICTURE}`, encodeURIComponent(`${ASSET_ORIGIN}/${PICTURE}`), `query=${encodeURIComponent(encodeURIComponent(`/${PICTURE}`))}`]) {
      const found = echoLeaks(JSON.stringify({ results: [{ params: echoed }] }), { assetOrigin: ASSET_ORIGIN, forbidden: [FORBIDDEN] });
      assert.equal(found.assetUrls.length, 1, echoed);
    }
    const clean = echoLeaks(JSON.stringify({ results: [{ hits: [{ image: link(PICTURE), url: '/extranet/fotogalerie/plant' }], params: 'query=' }] }), { assetOrigin: ASSET_ORIGIN, forbidden: [FORBIDDEN] });
    assert.deepEqual(clean, { links: [link(PICTURE)], forbiddenLinks: [], assetUrls: [], names: [] });
  });
});

describe('fuzzEchoedAssetSearch', () => {
  /** A stand-in extranet search: `answer(body)` is what it sends back. */
  async function searchServer(answer) {
    const server = createServer((request, response) => {
      let text = '';
      request.on('data', (chunk) => (text += chunk));
      request.on('end', () => {
        if (request.url?.startsWith('/api/extranet/files/')) return response.end('%PDF-1.7 Listino prezzi BU Italia 2026');
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify(answer(JSON.parse(text))));
      });
    });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    return { origin: `http://127.0.0.1:${server.address().port}`, close: () => new Promise((resolve) => server.close(resolve)) };
  }
  const bodies = echoedAssetBodies({ urls: assetUrlShapes(FORBIDDEN, ASSET_ORIGIN), indexName: 'germany_de_extranet', count: 20, next: random(2) });
  const options = { authorization: 'Bearer x', bodies, assetOrigin: ASSET_ORIGIN, forbidden: [FORBIDDEN], markers: ['Listino prezzi BU Italia 2026'], concurrency: 4 };

  it('counts every leak of a search that echoes what it was sent, and of the links it hands out', async () => {
    const echoing = await searchServer((body) => ({ results: body.requests.map((request) => ({ query: request.params?.query ?? '', params: JSON.stringify(request.params ?? ''), hits: [{ image: link(PICTURE) }] })) }));
    try {
      const outcome = await fuzzEchoedAssetSearch({ ...options, origin: echoing.origin });
      assert.ok(outcome.leaks.some((line) => line.includes('CMS asset URL')), outcome.leaks.join('\n'));
      assert.ok(outcome.leaks.some((line) => line.includes('serves Listino')), outcome.leaks.join('\n'));
      assert.equal(outcome.statuses.get(200), bodies.length);
    } finally {
      await echoing.close();
    }
  });

  it('counts none for a search that answers only its own records', async () => {
    const clean = await searchServer((body) => ({ results: body.requests.map(() => ({ hits: [{ title: 'Plant' }], params: '' })) }));
    try {
      const outcome = await fuzzEchoedAssetSearch({ ...options, origin: clean.origin });
      assert.deepEqual([outcome.leaks, outcome.serverErrors, outcome.links], [[], [], 0]);
    } finally {
      await clean.close();
    }
  });
});
