/** @jest-environment node */
import { createServer, request, ServerResponse, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { installWriteHeadWrappers } from './writeHeadWrappers';
import { answerConditionalRequests, isNotModified } from './conditionalRequests';
import { REPRESENTATION_HEADERS } from './pageRepresentation';

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
  const payload = '0:{"b":"build","f":[["",{"children":"Schlüssel"}]]}\n'.repeat(200);
  let server: Server;
  let port: number;

  beforeAll(async () => {
    server = createServer({ ServerResponse: ConditionalResponse }, (req, res) => {
      // As Next.js does: one cache entry's headers (its ETag) on the HTML and the RSC payload, the
      // router's headers deleted from the request before a prebuilt page is answered.
      const flight = req.headers['rsc'] === '1';
      for (const name of REPRESENTATION_HEADERS) delete req.headers[name];
      const send = () => {
        const body = flight ? payload : page;
        res.setHeader('Content-Type', req.url === '/json' ? 'application/json' : flight ? 'text/x-component' : 'text/html; charset=utf-8');
        if (req.url !== '/no-etag') res.setHeader('ETag', ETAG);
        if (req.url === '/missing') res.statusCode = 404;
        res.setHeader('Content-Length', Buffer.byteLength(body));
        res.end(body);
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

  it('gives the RSC payload, its prefetch and each prefetched segment an ETag of their own, and answers each only to its own', async () => {
    const rsc = { rsc: '1' };
    const prefetch = { ...rsc, 'next-router-prefetch': '1' };
    const segment = (path: string) => ({ ...prefetch, 'next-router-segment-prefetch': path });
    const etags = await Promise.all([{}, rsc, prefetch, segment('/_tree'), segment('/_index')].map(async (headers) => (await get('/page', headers)).headers.etag));
    expect(etags[0]).toBe(ETAG);
    expect(new Set(etags).size).toBe(5);
    for (const etag of etags) expect(etag).toMatch(/^W\/"[\w-]+"$/);

    const withHtmlTag = await get('/page', { ...rsc, 'if-none-match': ETAG });
    expect([withHtmlTag.status, withHtmlTag.body.toString('utf8')]).toEqual([200, payload]);
    expect((await get('/compressed', { ...rsc, 'if-none-match': ETAG, 'accept-encoding': 'gzip' })).status).toBe(200);
    expect((await get('/page', { ...rsc, 'if-none-match': etags[1] ?? '' })).status).toBe(304);
    expect((await get('/page', { ...prefetch, 'if-none-match': etags[1] ?? '' })).status).toBe(200);
    expect((await get('/page', { ...prefetch, 'if-none-match': etags[2] ?? '' })).status).toBe(304);
    expect((await get('/page', { ...segment('/_index'), 'if-none-match': etags[3] ?? '' })).status).toBe(200);
    expect((await get('/page', { 'if-none-match': etags[1] ?? '' })).status).toBe(200);
  });

  it('names in Vary every header that picks a representation, keeping what it already names', async () => {
    const requests: Record<string, string>[] = [{}, { rsc: '1' }];
    for (const headers of requests) {
      const vary = (await get('/compressed', { ...headers, 'accept-encoding': 'gzip' })).headers.vary?.split(',').map((name) => name.trim().toLowerCase());
      expect(vary).toEqual(expect.arrayContaining(['accept-encoding', ...REPRESENTATION_HEADERS]));
    }
  });

  it("leaves the ETag of a response that is no page as it is, whatever the request's router headers", async () => {
    const json = await get('/json', { rsc: '1', 'if-none-match': ETAG });
    expect([json.status, json.headers.etag, json.headers.vary]).toEqual([304, ETAG, undefined]);
  });

  it('leaves other statuses alone', async () => {
    const missing = await get('/missing', { 'if-none-match': ETAG });
    expect([missing.status, missing.body.length]).toEqual([404, Buffer.byteLength(page)]);
  });
});
