/** @jest-environment node */
import { CmsClientError, type CmsClient, type StoryResponse } from '@clavis/cms-client';
import { createCheckStorySlugsHandler } from './checkStorySlugs';

/** A CMS that holds these stories and resolves dot segments as fetch does on the way to it. */
function fakeCms(existing: string[]) {
  const get = jest.fn(async (slug: string): Promise<StoryResponse> => {
    const resolved = new URL(`http://cms.test/${slug}`).pathname.slice(1);
    if (!existing.includes(resolved)) throw new CmsClientError('not found', { status: 404 });
    return { story: { full_slug: resolved } as StoryResponse['story'], cv: 1, rels: [], links: [] };
  });
  return { get };
}

function setup(existing: string[]) {
  const cms = fakeCms(existing);
  const handler = createCheckStorySlugsHandler({ market: 'germany', client: () => cms as unknown as Pick<CmsClient, 'get'> });
  /** `query` as it stands in the request line, encoded by hand. */
  const ask = (query: string) => handler(new Request(`http://127.0.0.1:3000/api/checkStorySlugs?path=${query}`));
  return { cms, ask };
}

const PRICE_LIST = 'de/extranet/documentazione-per-bu-italia/listino-prezzi-2026';

describe('GET /api/checkStorySlugs', () => {
  it('redirects the legacy global form of a public story', async () => {
    const { ask } = setup(['de/global/produkte/futura']);
    const response = await ask('/de/global/produkte/futura');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ path: '/produkte/futura', lang: 'de' });
  });

  it.each([
    '/de/global/../extranet/documentazione-per-bu-italia/listino-prezzi-2026',
    '/de/global/./produkte/futura',
    '/de/global/produkte/..',
    '/de/global/%2e%2e/extranet/documentazione-per-bu-italia/listino-prezzi-2026',
    '/de/global/%2E%2E/extranet/x',
    '/de/global/%2E./extranet/x',
    '/de/global/.%2e/extranet/x',
    '/de/global/%252e%252e/extranet/x',
    '/de/global/%25252E%25252e/extranet/x',
    '/de/global/..%5Cextranet',
    '/de/global/%5C..%5C..%5C__admin',
    '/de/global/..\\..\\__admin',
    '/de/global/a%252F..%252F..%252F__admin',
    '/de/global/produkte%2500',
  ])('answers 400 to %s without asking the CMS', async (query) => {
    const { cms, ask } = setup([PRICE_LIST]);
    const response = await ask(query);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: expect.stringContaining('Story path') });
    expect(cms.get).not.toHaveBeenCalled();
  });

  it('answers 404 for an extranet story, as for one that does not exist', async () => {
    const { ask } = setup([PRICE_LIST, 'de/extranet/global/kataloge']);
    const extranet = await ask('/de/extranet/global/kataloge');
    const missing = await ask('/de/extranet/global/nothing-here');
    expect([extranet.status, await extranet.json()]).toEqual([404, { error: 'Not found' }]);
    expect([missing.status, await missing.json()]).toEqual([404, { error: 'Not found' }]);
  });
});
