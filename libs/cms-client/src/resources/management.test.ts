import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createCmsClient } from '../createCmsClient';

// A real HTTP server standing in for the management API: it records each request and answers
// with the status queued for it (200 when none).
let server: Server;
let managementUrl: string;
const received: { method: string; url: string; authorization: string | undefined; body: string; at: number }[] = [];
const statuses: number[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      received.push({ method: request.method ?? '', url: request.url ?? '', authorization: request.headers.authorization, body, at: performance.now() });
      const status = statuses.shift() ?? 200;
      response.writeHead(status, { 'content-type': 'application/json', ...(status === 429 ? { 'retry-after': '0' } : {}) });
      response.end(JSON.stringify(status === 200 ? { story: { id: received.length } } : { error: `status ${status}` }));
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  managementUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterAll(() => new Promise<void>((done) => server.close(() => done())));

beforeEach(() => {
  received.length = 0;
  statuses.length = 0;
});

describe('management calls', () => {
  it('sends the OAuth token and keeps to 3 requests a second', async () => {
    // Times are taken as each request leaves (the server's clock adds connection set-up to the first).
    const sent: number[] = [];
    const client = createCmsClient({
      oauthToken: 'oauth-secret',
      managementUrl,
      fetch: (input, init) => {
        sent.push(performance.now());
        return fetch(input, init);
      },
    });
    await Promise.all(
      Array.from({ length: 4 }, (_, index) => client.management.post('spaces/1/stories', { story: { name: `S${index}` } })),
    );
    await client.management.put('spaces/1/stories/5', { story: { name: 'renamed' } });
    await client.management.delete('spaces/1/stories/5');
    expect(received.map((request) => request.method)).toEqual(['POST', 'POST', 'POST', 'POST', 'PUT', 'DELETE']);
    expect(received.every((request) => request.authorization === 'oauth-secret')).toBe(true);
    expect(JSON.parse(received[0]?.body ?? '{}')).toEqual({ story: { name: 'S0' } });
    const times = sent;
    expect(times).toHaveLength(6);
    for (let index = 3; index < times.length; index += 1) {
      expect((times[index] as number) - (times[index - 3] as number)).toBeGreaterThanOrEqual(990);
    }
  });

  it('retries a mutation after a 429 but never after a 5xx', async () => {
    const client = createCmsClient({ oauthToken: 'oauth-secret', managementUrl, rateLimit: 3 });
    statuses.push(429);
    await expect(client.management.post('spaces/1/stories', { story: {} })).resolves.toEqual({ story: { id: 2 } });
    expect(received).toHaveLength(2);
    statuses.push(500);
    await expect(client.management.post('spaces/1/stories', { story: {} })).rejects.toMatchObject({ status: 500 });
    expect(received).toHaveLength(3);
  });

  it('refuses mutations without an OAuth token', async () => {
    const client = createCmsClient({ accessToken: 'public' });
    await expect(client.management.post('spaces/1/stories', {})).rejects.toMatchObject({ status: 401 });
  });
});
