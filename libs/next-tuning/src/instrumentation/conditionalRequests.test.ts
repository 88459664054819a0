/** @jest-environment node */
import { createServer, request, ServerResponse, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { installWriteHeadWrappers } from './writeHeadWrappers';
import { answerConditionalRequests, isNotModified } from './conditionalRequests';

// The compression middleware `next start` puts in front of every response (compiled, untyped).
const compression = createRequire(__filename)('next/dist/compiled/compression/index.js') as () => (request: IncomingMessage, response: ServerResponse, next: () => void) => void;

const ETAG = 'W/"abc"';

describe('isNotModified', () => {
  it.each([
    [{ 'if-none-match': 'W/"abc"' }, true],
    [{ 'if-none-match': '"abc"' }, true],
    [{ 'if-none-match': '"x", W/"abc"' }, true],
    [{ 'if-none-match': '*' }, true],
    [{ 'if-none-match': '"abcd"' }, false],
    [{}, false],
    [{ 'if-none-match': 'W/"abc"', 'cache-control': 'no-cache' }, false],
    [{ 'if-none-match': 'W/"abc"', 'cache-control': 'max-age=0' }, true],
  ])('%j: %s', (headers, expected) => {
    expect(isNotModified(headers, ETAG)).toBe(expected);
  });
});

describe('answerConditionalRequests', () => {
  class ConditionalResponse extends ServerResponse {}
  installWriteHeadWrappers({ conditionalRequests: answerConditionalRequests }, ConditionalResponse.prototype);
  installWriteHeadWrappers({ conditionalRequests: answerConditionalRequests }, ConditionalResponse.prototype);
  const gzip = compression();
  const page = '<!DOCTYPE html><p>Schlüssel</p>'.repeat(200);
  let server: Server;
  let port: number;

  beforeAll(async () => {
    server = createServer({ ServerResponse: ConditionalResponse }, (req, res) => {
      const send = () => {
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        if (req.url !== '/no-etag') res.setHeader('ETag', ETAG);
        if (req.url === '/missing') res.statusCode = 404;
        res.setHeader('Content-Length', Buffer.byteLength(page));
        res.end(page);
      };
      if (req.url === '/compressed') gzip(req, res, send);
      else send();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
    new Promise<{ status: number; headers: IncomingMessage['headers']; body: Buffer }>((resolve, reject) => {
      request({ port, path, host: '127.0.0.1', headers, method }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
        .on('error', reject)
        .end();
    });

  it('answers 304 without a body when the request has the ETag, plain or compressed', async () => {
    for (const path of ['/page', '/compressed']) {
      const response = await get(path, { 'if-none-match': ETAG, 'accept-encoding': 'gzip' });
      expect([path, response.status, response.body.length]).toEqual([path, 304, 0]);
      expect(response.headers.etag).toBe(ETAG);
    }
    expect((await get('/page', { 'if-none-match': ETAG }, 'HEAD')).status).toBe(304);
  });

  it('sends the whole response otherwise', async () => {
    const fresh = await get('/page');
    expect([fresh.status, fresh.body.toString('utf8')]).toEqual([200, page]);
    expect(fresh.headers.etag).toBe(ETAG);
    const compressed = await get('/compressed', { 'if-none-match': '"old"', 'accept-encoding': 'gzip' });
    expect([compressed.status, compressed.headers['content-encoding']]).toEqual([200, 'gzip']);
    expect((await get('/page', { 'if-none-match': ETAG, 'cache-control': 'no-cache' })).status).toBe(200);
    expect((await get('/no-etag', { 'if-none-match': ETAG })).status).toBe(200);
  });

  it('leaves other statuses alone', async () => {
    const missing = await get('/missing', { 'if-none-match': ETAG });
    expect([missing.status, missing.body.length]).toEqual([404, Buffer.byteLength(page)]);
  });
});
