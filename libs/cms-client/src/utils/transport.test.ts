/** @jest-environment node */
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTransport } from './transport';

let server: Server;
let base: string;
let answered = 0;
const held: ServerResponse[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    // The first attempt of every request is never answered; the next one is.
    if (request.url?.includes('silent') || (request.url?.includes('once') && answered++ === 0)) {
      held.push(response);
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end('{"story":{}}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  held.forEach((response) => response.destroy());
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const transport = (timeoutMs: number) =>
  createTransport({ baseUrl: base, rateLimit: 100, maxRetries: 2, fetch: globalThis.fetch, backoff: () => 0, maxRetryAfterMs: 0, timeoutMs });

describe('createTransport time-outs', () => {
  it('aborts an attempt the CMS does not answer and retries it like a network error', async () => {
    const response = await transport(300).request<{ story: object }>({ path: 'cdn/stories/once' });
    expect(response.data).toEqual({ story: {} });
  });

  it('gives up within its attempts when the CMS never answers, instead of waiting for ever', async () => {
    const started = Date.now();
    await expect(transport(300).request({ path: 'cdn/stories/silent' })).rejects.toMatchObject({ status: 0 });
    // Three attempts of 300 ms; the bound only says it gave up, with room for a loaded machine.
    expect(Date.now() - started).toBeLessThan(15_000);
  });
});

describe('createTransport with a shared pace', () => {
  it('sends no attempt before the pace gives it a turn, retries included', async () => {
    const sent: string[] = [];
    const turns: Array<() => void> = [];
    const countingFetch: typeof globalThis.fetch = (input, init) => {
      sent.push(String(input));
      return globalThis.fetch(input, init);
    };
    const paced = createTransport({
      baseUrl: base,
      rateLimit: 100,
      maxRetries: 2,
      fetch: countingFetch,
      backoff: () => 0,
      maxRetryAfterMs: 0,
      timeoutMs: 300,
      requestSlot: () => new Promise<void>((turn) => turns.push(turn)),
    });
    answered = 0;
    const response = paced.request<{ story: object }>({ path: 'cdn/stories/once-more' });
    await new Promise((wait) => setTimeout(wait, 50));
    expect(sent).toEqual([]);
    turns.shift()?.();
    // The first attempt goes unanswered and is retried: the retry waits for a turn of its own.
    await new Promise<void>((resolve) => {
      const poll = setInterval(() => turns.length > 0 && (clearInterval(poll), resolve()), 10);
    });
    expect(sent).toHaveLength(1);
    turns.shift()?.();
    expect((await response).data).toEqual({ story: {} });
    expect(sent).toHaveLength(2);
  });
});

describe('createTransport with a path that leaves its API path', () => {
  const sent: string[] = [];
  const recording = createTransport({
    baseUrl: `http://cms.test/v2/`,
    rateLimit: 100,
    maxRetries: 2,
    fetch: async (input) => {
      sent.push(String(input));
      return Response.json({ ok: true });
    },
    backoff: () => 0,
    maxRetryAfterMs: 0,
  });
  beforeEach(() => sent.splice(0));

  it.each([
    'cdn/stories/de/global/../extranet/x',
    'cdn/stories/de/global/%2e%2e/%2E%2E/__admin/stories',
    'cdn/stories/.%2e/.%2E/spaces/me',
    'cdn/stories/de\\..\\..\\__admin',
    'spaces/1/stories/../../../__admin/webhooks',
    'cdn/stories/de?token=other',
    'cdn/stories/de#fragment',
  ])('refuses %s before sending anything', async (path) => {
    await expect(recording.request({ path, method: 'PUT', body: {} })).rejects.toMatchObject({ status: 400, code: 'unsafe-path' });
    expect(sent).toEqual([]);
    expect(recording.attempts).toBe(0);
  });

  it('sends a path of plain (or encoded) segments as it was built', async () => {
    await recording.request({ path: '/cdn/stories/de/global/caf%C3%A9%252e%252e', query: { token: 't' } });
    expect(sent).toEqual(['http://cms.test/v2/cdn/stories/de/global/caf%C3%A9%252e%252e?token=t']);
  });
});
