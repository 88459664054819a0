/** @jest-environment node */
import { CmsClientError } from '@clavis/cms-client';
import { createCheckStorySlugsHandler } from './checkStorySlugs/checkStorySlugs';
import { createCustomLandingHandler } from './customLanding/customLanding';
import { createVersionHandler } from './version/version';

const finder = (existing: string[]) => ({
  async get(slug: string) {
    const fullSlug = existing.find((item) => item === slug);
    if (!fullSlug) throw new CmsClientError('Not found', { status: 404 });
    return { story: { full_slug: fullSlug, name: fullSlug }, cv: 1, rels: [], links: [] } as never;
  },
});
const broken = { get: async () => Promise.reject(new CmsClientError('down', { status: 503 })) };

describe('GET /api/checkStorySlugs', () => {
  const handler = createCheckStorySlugsHandler({
    market: 'germany',
    client: () => finder(['de/global/produkte/futura']),
  });
  const get = (query: string) =>
    handler(new Request(`http://127.0.0.1:3000/api/checkStorySlugs${query}`));

  it('answers the canonical path and its language', async () => {
    const response = await get('?path=/de/global/produkte/futura&locale=de');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ path: '/produkte/futura', lang: 'de' });
  });

  it('answers 404 for a canonical path or nothing found, 400 for a bad query', async () => {
    expect((await get('?path=/produkte/futura')).status).toBe(404);
    expect((await get('?path=/de/global/produkte/gone')).status).toBe(404);
    expect((await get('')).status).toBe(400);
    expect((await get('?path=relative')).status).toBe(400);
    expect((await get('?path=/x&locale=it')).status).toBe(400);
  });
});

describe('GET /api/getCustomLanding/{path}', () => {
  const call = (client: ReturnType<typeof finder> | typeof broken, path: string[]) =>
    createCustomLandingHandler({ market: 'germany', client: () => client })(
      new Request('http://x'),
      { params: Promise.resolve({ path }) },
    );

  it('answers the whole story of a custom landing path', async () => {
    const response = await call(finder(['en/global/thank-you']), ['en', 'thank-you']);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ full_slug: 'en/global/thank-you' });
  });

  it('answers 404 for other paths and 500 with the spec message when the CMS fails', async () => {
    expect((await call(finder([]), ['uber-uns'])).status).toBe(404);
    const failed = await call(broken, ['thank-you']);
    expect(failed.status).toBe(500);
    expect(await failed.json()).toMatchObject({
      message: 'There were some errors retrieving data',
    });
  });
});

describe('GET /api/version', () => {
  it('answers the build id', async () => {
    expect(await createVersionHandler(() => 'abc123')().json()).toEqual({ buildId: 'abc123' });
  });
});
