/** @jest-environment node */
import { buildTestContent } from './testing/buildTestContent';
import { createContentServer, DEFAULT_TOKENS, type ContentServer } from './createContentServer';

let server: ContentServer;
let baseUrl: string;

beforeAll(async () => {
  server = await createContentServer({ content: buildTestContent() });
  baseUrl = await server.listen({ port: 0 });
});
afterAll(() => server.close());

describe('bad input', () => {
  it('answers a slug that does not decode with 400, never 500', async () => {
    for (const path of ['/v2/cdn/stories/de/global/%25', '/v2/cdn/stories/de/%25zz', '/v2/cdn/stories/%zz', '/v2/cdn/stories/%E0%A4%A']) {
      const response = await fetch(`${baseUrl}${path}?token=${DEFAULT_TOKENS.public}`);
      expect([path, response.status]).toEqual([path, 400]);
      expect(await response.text()).not.toMatch(/ at .*\.ts/);
    }
  });
});
