import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHttpClient } from './createHttpClient';

// A real HTTP server that fails every request with 503, counting them per method.
let server: Server;
let baseURL: string;
const hits: Record<string, number> = {};

beforeAll(async () => {
  server = createServer((request, response) => {
    hits[request.method ?? '?'] = (hits[request.method ?? '?'] ?? 0) + 1;
    response.writeHead(request.url === '/ok' ? 200 : 503, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ path: request.url }));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((done) => server.close(() => done())));

beforeEach(() => {
  for (const key of Object.keys(hits)) delete hits[key];
});

describe('createHttpClient', () => {
  it('retries a failed GET once, then rejects with the status', async () => {
    const http = createHttpClient({ baseURL });
    await expect(http('/fail')).rejects.toMatchObject({ status: 503 });
    expect(hits['GET']).toBe(2);
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)('never retries %s', async (method) => {
    const http = createHttpClient({ baseURL });
    await expect(http('/fail', { method, body: { a: 1 } })).rejects.toMatchObject({ status: 503 });
    expect(hits[method]).toBe(1);
  });

  it('parses JSON answers', async () => {
    await expect(createHttpClient({ baseURL })('/ok')).resolves.toEqual({ path: '/ok' });
  });
});
