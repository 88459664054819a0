/** @jest-environment node */
import { request as httpRequest, Server, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { answerEarly } from './earlyAnswers';
import { interceptServerRequests } from './serverRequests';

// A real server over loopback, its requests intercepted on a class of its own: a stand-in guard
// (405 for `GET /api/search`) and stamp, as the site's, then the early answers.
const PEER_ADDRESS_HEADER = 'x-peer-address';
const BASE_HEADERS = { 'x-content-type-options': 'nosniff', 'content-security-policy': "frame-ancestors 'none'" };
class EarlyServer extends Server {}
const handled: Request[] = [];
let failing = false;
interceptServerRequests(
  [
    (request, response) => {
      const refused = request.method === 'GET' && request.url === '/api/search';
      if (refused) response.writeHead(405, BASE_HEADERS).end();
      return refused;
    },
    (request) => {
      request.headers[PEER_ADDRESS_HEADER] = request.socket.remoteAddress ?? '';
      return false;
    },
    answerEarly(
      {
        'POST /api/search': async () => async (request: Request) => {
          handled.push(request);
          if (failing) throw new Error('index gone');
          const body = await request.text();
          return Response.json({ echo: body, padding: 'x'.repeat(body.includes('large') ? 4000 : 0) }, { headers: { 'cache-control': 'no-store' } });
        },
        'POST /1/indexes/*': async () => async (request: Request) => {
          handled.push(request);
          return Response.json({ path: new URL(request.url).pathname });
        },
      },
      BASE_HEADERS,
    ),
  ],
  EarlyServer.prototype,
);

let reachedApp: IncomingMessage[] = [];
let server: EarlyServer;
let port: number;

beforeAll(async () => {
  server = new EarlyServer((request, response) => {
    reachedApp.push(request);
    response.end('app');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  reachedApp = [];
  handled.length = 0;
  failing = false;
});

/** The answer as sent (bytes unzipped by hand, so the encoding can be checked). */
const send = (method: string, path: string, body?: string, headers: Record<string, string> = {}) =>
  new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; text: string }>((resolve, reject) => {
    const request = httpRequest({ port, path, method, host: '127.0.0.1', headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const bytes = Buffer.concat(chunks);
        const text = (response.headers['content-encoding'] === 'gzip' ? gunzipSync(bytes) : bytes).toString('utf8');
        resolve({ status: response.statusCode ?? 0, headers: response.headers, text });
      });
    });
    request.on('error', reject);
    request.end(body);
  });

describe('answerEarly', () => {
  it("answers its routes with their handler before the app, with the app's security headers and the handler's own", async () => {
    const answer = await send('POST', '/api/search?x=1', '{"requests":[]}', { 'content-type': 'application/json' });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text)).toEqual({ echo: '{"requests":[]}', padding: '' });
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['content-type']).toBe('application/json');
    expect(answer.headers['content-length']).toBe(String(Buffer.byteLength(answer.text)));
    expect(reachedApp).toHaveLength(0);
    // The handler saw the request as the app's route would: its address stamped, its headers.
    expect(handled[0]?.headers.get(PEER_ADDRESS_HEADER)).toBe('127.0.0.1');
    expect(handled[0]?.headers.get('content-type')).toBe('application/json');
    expect(new URL(handled[0]?.url ?? '').pathname).toBe('/api/search');
  });

  it('answers whatever the Host header says: the handler reads the path, never the host', async () => {
    const answer = await send('POST', '/api/search', '{}', { host: 'a b' });
    expect(answer.status).toBe(200);
    expect(new URL(handled[0]?.url ?? '').pathname).toBe('/api/search');
  });

  it('gzips a large answer for a client that takes it, as Next.js would', async () => {
    const plain = await send('POST', '/api/search', 'large');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const zipped = await send('POST', '/api/search', 'large', { 'accept-encoding': 'gzip, br' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers['vary']).toBe('Accept-Encoding');
    expect(zipped.text).toBe(plain.text);
  });

  it('leaves other paths to the app, and a method the route does not take to the guard', async () => {
    expect((await send('POST', '/api/forms/contact', '{}')).text).toBe('app');
    expect((await send('GET', '/api/version')).text).toBe('app');
    expect(reachedApp).toHaveLength(2);
    expect((await send('GET', '/api/search')).status).toBe(405);
    expect(reachedApp).toHaveLength(2);
    expect(handled).toHaveLength(0);
  });

  it('answers every path below a prefix route (`METHOD /prefix/*`) with its handler', async () => {
    const answer = await send('POST', '/1/indexes/*/queries?x-algolia-agent=test', '{}');
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text)).toEqual({ path: '/1/indexes/*/queries' });
    expect(JSON.parse((await send('POST', '/1/indexes/germany_de/facets/category/query', '{}')).text)).toEqual({ path: '/1/indexes/germany_de/facets/category/query' });
    expect((await send('GET', '/1/indexes/germany_de/abc')).text).toBe('app');
    expect((await send('POST', '/1/indexes', '{}')).text).toBe('app');
    expect(handled).toHaveLength(2);
  });

  it('closes a connection whose body the handler left unread, so the next request goes on a sound one', async () => {
    const unread = await fetch(`http://127.0.0.1:${port}/1/indexes/x/queries`, { method: 'POST', body: 'x'.repeat(512 * 1024) });
    expect(unread.status).toBe(200);
    expect(unread.headers.get('connection')).toBe('close');
    await unread.text();
    // Through the same pool of connections: answered, not reset.
    const next = await fetch(`http://127.0.0.1:${port}/api/search`, { method: 'POST', body: 'small', signal: AbortSignal.timeout(3000) });
    expect(await next.json()).toMatchObject({ echo: 'small' });
    const read = await fetch(`http://127.0.0.1:${port}/api/search`, { method: 'POST', body: 'read whole' });
    expect(read.headers.get('connection')).not.toBe('close');
  });

  it('answers 500 without the error when the handler throws', async () => {
    failing = true;
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const answer = await send('POST', '/api/search', '{}');
    expect(answer.status).toBe(500);
    expect(answer.text).toBe('');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('POST /api/search failed'));
    errors.mockRestore();
    expect(reachedApp).toHaveLength(0);
  });
});
