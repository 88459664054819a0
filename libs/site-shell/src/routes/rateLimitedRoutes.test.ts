/** @jest-environment node */
// Each endpoint a stranger can make expensive answers 429 with Retry-After once one address is
// over its limit (DESIGN.md section 6): the real exports the apps' route files re-export, with
// what sits behind the limit stubbed. RATE_LIMIT_SCALE shrinks every limit to a few requests.
import { PEER_ADDRESS_HEADER } from '../security/clientAddress';
import { RATE_LIMITS } from './withRateLimit';

jest.mock('server-only', () => ({}));
jest.mock('./revalidate', () => ({ revalidatePOST: jest.fn() }));
jest.mock('./draft', () => ({ draftGET: jest.fn(), draftExitGET: jest.fn() }));
jest.mock('../server/site', () => ({ cmsClient: jest.fn(), siteMarket: () => 'germany' }));
jest.mock('../search/searchEngine', () => ({ updateSearchIndex: jest.fn() }));
jest.mock('./checkStorySlugs/checkStorySlugs', () => ({
  createCheckStorySlugsHandler: () => async () => new Response('slugs'),
}));
jest.mock('./customLanding/customLanding', () => ({
  createCustomLandingHandler: () => async () => new Response('landing'),
}));
jest.mock('@clavis/search/server', () => ({
  createSearchEngine: () => ({}),
  createPublicSearch: () => ({
    handle: async () => Response.json({ results: [] }),
    handleRest: async () => Response.json({ results: [] }),
  }),
  createExtranetSearchHandler: () => async () => Response.json({ results: [] }),
}));
jest.mock('@clavis/extranet/server', () => ({
  LINK_PREFIXES: jest.requireActual('@clavis/extranet/server').LINK_PREFIXES,
  withPrivateAssets: (fetch: typeof globalThis.fetch) => fetch,
  createExtranetApi: () => ({
    GET: async () => new Response('file'),
    DELETE: async () => new Response(null, { status: 204 }),
    search: async () => Response.json({ results: [] }),
  }),
}));

const SCALE = 0.01;
process.env['RATE_LIMIT_SCALE'] = String(SCALE);
delete process.env['TRUST_PROXY_HOPS'];
process.env['MARKET'] = 'germany';

type Handler = (request: Request) => Response | Promise<Response>;

async function endpoints(): Promise<Array<[string, Handler, string, number]>> {
  const routes = await import('./index');
  const search = await import('./search');
  const extranet = await import('./extranet');
  return [
    ['POST /api/search', search.searchPOST, 'http://x/api/search', RATE_LIMITS.search],
    [
      'POST /1/indexes/*/queries',
      search.algoliaRestRoute,
      'http://x/1/indexes/*/queries',
      RATE_LIMITS.search,
    ],
    [
      'POST /api/extranet/search',
      extranet.extranetSearchPOST,
      'http://x/api/extranet/search',
      RATE_LIMITS.extranetSearch,
    ],
    [
      'GET /api/checkStorySlugs',
      routes.checkStorySlugsGET as Handler,
      'http://x/api/checkStorySlugs?path=%2Fde',
      RATE_LIMITS.slugCheck,
    ],
    [
      'GET /api/getCustomLanding',
      routes.customLandingGET as Handler,
      'http://x/api/getCustomLanding/de/thank-you',
      RATE_LIMITS.customLanding,
    ],
    [
      'GET /api/extranet/files (downloads)',
      extranet.extranetGET,
      'http://x/api/extranet/files/a.pdf',
      RATE_LIMITS.extranetFiles,
    ],
    [
      'GET /api/extranet/{page} (pages\' data)',
      extranet.extranetGET,
      'http://x/api/extranet/de/kataloge',
      RATE_LIMITS.extranet,
    ],
    [
      'GET /api/extranet/zip (gallery ZIPs)',
      extranet.extranetGET,
      'http://x/api/extranet/zip/g.s/de/extranet/fotogalerie/plant',
      RATE_LIMITS.extranet,
    ],
    [
      'DELETE /api/extranet/session (logout)',
      extranet.extranetDELETE,
      'http://x/api/extranet/session',
      RATE_LIMITS.extranet,
    ],
  ];
}

describe('rate-limited endpoints', () => {
  const names = [
    'POST /api/search',
    'POST /1/indexes/*/queries',
    'POST /api/extranet/search',
    'GET /api/checkStorySlugs',
    'GET /api/getCustomLanding',
    'GET /api/extranet/files (downloads)',
    'GET /api/extranet/{page} (pages\' data)',
    'GET /api/extranet/zip (gallery ZIPs)',
    'DELETE /api/extranet/session (logout)',
  ];
  it.each(names)(
    '%s answers 429 with Retry-After past its limit, whatever X-Forwarded-For says, and only for that address',
    async (name) => {
      const [, handler, url, perMinute] = (await endpoints()).find(([label]) => label === name)!;
      const limit = Math.max(1, Math.round(perMinute * SCALE));
      const from = (peer: string, forwarded?: string) =>
        handler(
          new Request(url, {
            method: url.includes('search') ? 'POST' : 'GET',
            headers: {
              [PEER_ADDRESS_HEADER]: peer,
              ...(forwarded && { 'x-forwarded-for': forwarded }),
            },
            body: url.includes('search') ? '{}' : undefined,
          }),
        );
      // An address of each endpoint's own: /api/search and Algolia's paths share one allowance.
      const subnet = `198.51.${100 + names.indexOf(name)}`;
      for (let i = 0; i < limit; i += 1)
        expect((await from(`${subnet}.9`, `192.0.2.${i}`)).status).not.toBe(429);
      const refused = await from(`${subnet}.9`, '192.0.2.200');
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
      // The search endpoints speak Algolia's error shape, which its clients read.
      if (name.includes('/api/search') || name.includes('/1/indexes'))
        expect(await refused.json()).toEqual({ message: expect.any(String), status: 429 });
      expect((await from(`${subnet}.10`)).status).not.toBe(429);
    },
  );
});

describe('the extranet API\'s two allowances', () => {
  const get = (path: string, peer: string) =>
    extranetGETOf().then((handler) => handler(new Request(`http://x${path}`, { headers: { [PEER_ADDRESS_HEADER]: peer } })));
  const extranetGETOf = async () => (await import('./extranet')).extranetGET;
  const pageLimit = Math.max(1, Math.round(RATE_LIMITS.extranet * SCALE));
  const fileLimit = Math.max(1, Math.round(RATE_LIMITS.extranetFiles * SCALE));

  it('gives signed files a larger allowance than the pages\' data', () => {
    expect(fileLimit).toBeGreaterThan(pageLimit);
  });

  it('serves a gallery\'s pictures to an address whose pages\' data is used up, and its pages to one whose pictures are', async () => {
    for (let i = 0; i < pageLimit; i += 1) expect((await get('/api/extranet/de/fotogalerie', '203.0.113.1')).status).not.toBe(429);
    expect((await get('/api/extranet/de/fotogalerie/plant', '203.0.113.1')).status).toBe(429);
    expect((await get('/api/extranet/files/g.s/f/1/a.jpg', '203.0.113.1')).status).not.toBe(429);

    for (let i = 0; i < fileLimit; i += 1) expect((await get(`/api/extranet/files/g.s/f/${i}/a.jpg`, '203.0.113.2')).status).not.toBe(429);
    expect((await get('/api/extranet/files/g.s/f/x/a.jpg', '203.0.113.2')).status).toBe(429);
    expect((await get('/api/extranet/de/fotogalerie', '203.0.113.2')).status).not.toBe(429);
  });

  it('counts a page path made to look like a file\'s against the pages\' allowance', async () => {
    for (let i = 0; i < pageLimit; i += 1) expect((await get('/api/extranet/de/kataloge', '203.0.113.3')).status).not.toBe(429);
    // URL normalisation reads `files/../de/kataloge` as the page it is, and so does the limit.
    expect((await get('/api/extranet/files/../de/kataloge', '203.0.113.3')).status).toBe(429);
  });
});
