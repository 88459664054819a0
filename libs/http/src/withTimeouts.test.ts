/** @jest-environment node */
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { UpstreamTimeoutError, withTimeouts } from './withTimeouts';

let server: Server;
let origin: string;
const held: ServerResponse[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === '/silent') {
      held.push(response); // never answers
      return;
    }
    if (request.url === '/stalls') {
      response.writeHead(200, { 'content-type': 'application/pdf' });
      response.write('%PDF-');
      held.push(response); // the body stops after five bytes
      return;
    }
    if (request.url === '/slow-but-moving') {
      response.writeHead(200);
      let sent = 0;
      const timer = setInterval(() => {
        response.write('x');
        sent += 1;
        if (sent === 20) {
          clearInterval(timer);
          response.end();
        }
      }, 100);
      return;
    }
    response.writeHead(400, { 'content-type': 'application/json' }).end('{"error":"Unsupported image transformation"}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  held.forEach((response) => response.destroy());
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

// Margins wide enough for a loaded CI machine, whose timers run late: what is measured is that the
// fetch gives up at all, and that a body moving 15 times faster than the idle time is never cut.
const timed = withTimeouts(fetch, { headersMs: 300, idleMs: 300 });
const patient = withTimeouts(fetch, { headersMs: 5000, idleMs: 1500 });

describe('withTimeouts', () => {
  it('gives up on an upstream that sends no headers', async () => {
    const started = Date.now();
    await expect(timed(`${origin}/silent`)).rejects.toEqual(expect.objectContaining({ name: 'UpstreamTimeoutError', phase: 'headers' }));
    expect(Date.now() - started).toBeLessThan(15_000);
  });

  it('errors a body that stops flowing', async () => {
    const response = await timed(`${origin}/stalls`);
    expect(response.status).toBe(200);
    await expect(response.arrayBuffer()).rejects.toBeInstanceOf(UpstreamTimeoutError);
  });

  it('lets a body that keeps moving take longer than the idle time in all', async () => {
    const started = Date.now();
    const response = await patient(`${origin}/slow-but-moving`);
    expect(await response.text()).toBe('x'.repeat(20));
    expect(Date.now() - started).toBeGreaterThan(1500);
  });

  it('passes an error answer through with its body', async () => {
    const response = await timed(`${origin}/error`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Unsupported image transformation' });
  });

  it('still obeys the caller signal', async () => {
    await expect(timed(`${origin}/silent`, { signal: AbortSignal.abort(new Error('left')) })).rejects.toThrow('left');
  });
});
