/** @jest-environment node */
import { createServer, request as httpRequest, ServerResponse, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { createRequire } from 'node:module';
import { hydrateAfterPaint } from '../cacheHandler/hydrationAfterPaint';
import { installWriteHeadWrappers } from './writeHeadWrappers';
import { hydrateRenderedPagesAfterPaint } from './renderedPagesAfterPaint';

type Middleware = (request: IncomingMessage, response: ServerResponse, next: () => void) => void;
// Next.js's own copy of `compression`, as next-server uses it (it ships no types).
const compression = createRequire(__filename)('next/dist/compiled/compression') as () => Middleware;

const NONCE = 'cmVxdWVzdC1ub25jZQ==';
// A page as Next.js streams it for one request: the head's scripts, then the body and its last script.
const HEAD = `<!DOCTYPE html><html><head><script src="/_next/static/chunks/a.js" async="" nonce="${NONCE}"></script><title>Suche</title></head>`;
const BODY = `<body><h1>Suche</h1><script nonce="${NONCE}">self.__next_f.push([1])</script><script src="/_next/static/chunks/main.js" nonce="${NONCE}" async=""></script></body></html>`;
const PAGE = HEAD + BODY;
/** A page as large as Next.js's compression compresses (from 1 KB). */
const LARGE_PAGE = PAGE.replace('<h1>Suche</h1>', `<h1>Suche</h1>${'<p>Ergebnis</p>'.repeat(100)}`);

/** Answers each path the way one kind of Next.js response goes out. */
function respond(request: IncomingMessage, response: ServerResponse): void {
  const compress = compression();
  // Next.js (next-server) lets compression put its own `write` and `end` in place first.
  compress(request, response, () => undefined);
  const html = (status = 200) => {
    response.statusCode = status;
    response.setHeader('content-type', 'text/html; charset=utf-8');
  };
  switch (request.url) {
    case '/streamed': {
      html();
      // As Next.js's pipe does: headers first, then the chunks, split inside a tag.
      response.flushHeaders();
      response.write(HEAD.slice(0, 40));
      response.write(Buffer.from(HEAD.slice(40) + BODY.slice(0, 30)));
      setTimeout(() => response.end(BODY.slice(30)), 5);
      return;
    }
    case '/not-found': {
      html(404);
      response.flushHeaders();
      response.end(PAGE);
      return;
    }
    case '/cached': {
      html();
      response.setHeader('x-nextjs-cache', 'HIT');
      response.setHeader('content-length', Buffer.byteLength(LARGE_PAGE));
      // Headers first, as Next.js's pipe sends them: compression has dropped the length by then.
      response.flushHeaders();
      response.end(LARGE_PAGE);
      return;
    }
    case '/payload': {
      response.setHeader('content-type', 'text/x-component');
      response.flushHeaders();
      response.end(PAGE);
      return;
    }
    case '/large': {
      html();
      response.flushHeaders();
      response.write(HEAD);
      response.write('x'.repeat(3 * 1024 * 1024));
      response.end(BODY);
      return;
    }
    default:
      response.statusCode = 500;
      response.end();
  }
}

describe('hydrateRenderedPagesAfterPaint', () => {
  class RenderedPageResponse extends ServerResponse {}
  installWriteHeadWrappers({ renderedPagesAfterPaint: hydrateRenderedPagesAfterPaint }, RenderedPageResponse.prototype);
  installWriteHeadWrappers({ renderedPagesAfterPaint: hydrateRenderedPagesAfterPaint }, RenderedPageResponse.prototype);
  let server: Server;
  let port: number;

  beforeAll(async () => {
    server = createServer({ ServerResponse: RenderedPageResponse }, respond);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  /** The body as sent, unzipped by hand (fetch would unzip it unseen). */
  const get = (path: string, method = 'GET', gzip = true) =>
    new Promise<{ status: number; gzipped: boolean; text: string }>((resolve, reject) => {
      httpRequest({ port, path, method, host: '127.0.0.1', headers: gzip ? { 'accept-encoding': 'gzip' } : {} }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const bytes = Buffer.concat(chunks);
          const gzipped = response.headers['content-encoding'] === 'gzip';
          resolve({ status: response.statusCode ?? 0, gzipped, text: (gzipped && bytes.length > 0 ? gunzipSync(bytes) : bytes).toString('utf8') });
        });
      })
        .on('error', reject)
        .end();
    });

  it('sends a streamed page whole, with its scripts after the largest paint and the loader under the page nonce, compressed', async () => {
    const { status, gzipped, text } = await get('/streamed');
    expect(status).toBe(200);
    expect(gzipped).toBe(true);
    expect(text).toBe(hydrateAfterPaint(PAGE));
    expect(text).toContain(`<script nonce="${NONCE}" data-hydrate-after-paint="">`);
    expect(text).not.toMatch(/<script src="[^"]*"[^>]* async=""/);
    expect(text).toContain('self.__next_f.push([1])');
  });

  it('rewrites a page rendered whole on demand (a 404) too', async () => {
    expect((await get('/not-found')).text).toBe(hydrateAfterPaint(PAGE));
  });

  it('leaves a page with a Content-Length (a cached one, rewritten by the cache handler), payloads, HEAD and oversized pages as they are', async () => {
    expect((await get('/cached', 'GET', false)).text).toBe(LARGE_PAGE);
    // Compressed, it has lost its Content-Length by the time its headers go; it is from the cache all the same.
    const compressed = await get('/cached');
    expect([compressed.gzipped, compressed.text]).toEqual([true, LARGE_PAGE]);
    expect((await get('/payload')).text).toBe(PAGE);
    const head = await get('/streamed', 'HEAD');
    expect([head.status, head.text]).toEqual([200, '']);
    const large = await get('/large');
    expect(large.text.length).toBe(PAGE.length + 3 * 1024 * 1024);
    expect(large.text.startsWith(HEAD)).toBe(true);
  });
});
