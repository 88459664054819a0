/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { createAccessLog } from './accessLog';
import { createLogger, routeConsoleToLogger, type LogLevel } from './logger';
import { currentRequestId, fetchWithRequestId, inRequestContext, requestIdFrom } from './requestContext';

/** A logger writing its JSON lines into `lines`. */
function memoryLogger(level: LogLevel = 'info') {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { logger: createLogger({ level, service: 'clavis-site-germany', destination }), lines };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('requestIdFrom', () => {
  it('keeps a well-formed incoming id and replaces anything else with a new one', () => {
    expect(requestIdFrom('edge-7f3a:42')).toBe('edge-7f3a:42');
    expect(requestIdFrom(['first', 'second'])).toBe('first');
    for (const bad of [undefined, '', 'a b', 'x'.repeat(129), 'line\nbreak', '{"json":1}']) {
      const id = requestIdFrom(bad);
      expect(id).not.toBe(bad);
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});

describe('fetchWithRequestId', () => {
  it('names the current request to the service it calls, and nothing outside a request', async () => {
    const sent: (string | null)[] = [];
    const fetch = fetchWithRequestId(async (_input, init) => {
      sent.push(new Headers(init?.headers).get('x-request-id'));
      return new Response('ok');
    });
    await fetch('http://cms.test/v2/cdn/stories/a');
    await inRequestContext({ id: 'req-1' }, () => fetch('http://cms.test/v2/cdn/stories/b', { headers: { accept: 'application/json' } }));
    expect(sent).toEqual([null, 'req-1']);
  });
});

describe('createLogger', () => {
  it('writes JSON lines with the service, and the request id inside a request', async () => {
    const { logger, lines } = memoryLogger();
    logger.info('outside');
    inRequestContext({ id: 'req-2' }, () => logger.warn('inside'));
    await settle();
    expect(lines).toEqual([
      expect.objectContaining({ level: 30, service: 'clavis-site-germany', msg: 'outside' }),
      expect.objectContaining({ level: 40, reqId: 'req-2', msg: 'inside' }),
    ]);
    expect(lines[0]).not.toHaveProperty('reqId');
  });

  it('never writes an e-mail, a token or form values a caller passes along', async () => {
    const { logger, lines } = memoryLogger();
    logger.info({ user: { email: 'partner@clavis.example', token: 'eyJhbGciOi' }, submission: { fields: { name: 'Ada' } } }, 'stored');
    await settle();
    const text = JSON.stringify(lines);
    expect(text).not.toMatch(/partner@clavis\.example|eyJhbGciOi|Ada/);
    expect(text).toContain('[redacted]');
  });
});

describe('routeConsoleToLogger', () => {
  it('turns console lines into JSON lines at their level', async () => {
    const { logger, lines } = memoryLogger('debug');
    const fake = { error: console.error, warn: console.warn, info: console.info, log: console.log, debug: console.debug };
    routeConsoleToLogger(logger, fake);
    fake.warn('search: indexes not built ahead: %s', 'CMS down');
    fake.error(new Error('boom'));
    fake.log('plain');
    await settle();
    expect(lines).toEqual([
      expect.objectContaining({ level: 40, msg: 'search: indexes not built ahead: CMS down' }),
      expect.objectContaining({ level: 50, msg: 'boom', err: expect.objectContaining({ message: 'boom' }) }),
      expect.objectContaining({ level: 30, msg: 'plain' }),
    ]);
  });
});

describe('createAccessLog', () => {
  let server: Server;
  let base: string;
  let lines: Record<string, unknown>[];
  beforeAll(async () => {
    const memory = memoryLogger();
    lines = memory.lines;
    const around = createAccessLog(memory.logger);
    server = createServer((request, response) =>
      around(request, response, () => {
        // The app's own line, later, as Next.js's rendering would log it.
        setImmediate(() => {
          memory.logger.info(`rendering for ${currentRequestId() ?? 'nobody'}`);
          response.statusCode = request.url?.startsWith('/missing') ? 404 : 200;
          response.end('ok');
        });
        return true;
      }),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => lines.splice(0));

  it('logs one access line with the id given in X-Request-Id, echoes it, and carries it into the app\'s lines', async () => {
    const response = await fetch(`${base}/produkte?secret=draft-secret&q=partner%40clavis.example`, {
      headers: { 'x-request-id': 'edge-1', cookie: 'session=abc', authorization: 'Bearer eyJhbGciOi' },
    });
    expect(response.headers.get('x-request-id')).toBe('edge-1');
    await settle();
    expect(lines).toEqual([
      expect.objectContaining({ reqId: 'edge-1', msg: 'rendering for edge-1' }),
      expect.objectContaining({ level: 30, req: { id: 'edge-1', method: 'GET', url: '/produkte' }, res: { statusCode: 200 }, responseTime: expect.any(Number), msg: 'request completed' }),
    ]);
    expect(JSON.stringify(lines)).not.toMatch(/draft-secret|partner|session=abc|eyJhbGciOi/);
  });

  it('gives a request without a usable id a new one, and keeps the probes out of the info lines', async () => {
    const response = await fetch(`${base}/missing`, { headers: { 'x-request-id': 'not ok' } });
    const id = response.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    await fetch(`${base}/healthz`);
    await fetch(`${base}/readyz`);
    await settle();
    const access = lines.filter((line) => line['msg'] === 'request completed');
    expect(access).toEqual([expect.objectContaining({ req: { id, method: 'GET', url: '/missing' }, res: { statusCode: 404 } })]);
  });
});
