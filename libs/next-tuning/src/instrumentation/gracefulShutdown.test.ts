/** @jest-environment node */
import { EventEmitter } from 'node:events';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { drainServers, followServerRequest, requestsInFlight, takeOverShutdownSignals, type SignalTarget } from './gracefulShutdown';

/** A server whose `/slow` answers in two parts, the second when `finishSlow` is called. */
function startServer(): Promise<{ server: Server; origin: string; finishSlow: () => void }> {
  let finish = () => undefined as void;
  const server = createServer((request, response) => {
    followServerRequest(server, response);
    if (request.url === '/slow') {
      response.write('first part ');
      finish = () => response.end('second part');
      return;
    }
    response.end('quick');
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, finishSlow: () => finish() }),
    ),
  );
}

function get(url: string): Promise<string> {
  return new Promise((resolve, reject) => {
    httpRequest(url, { agent: false }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve(body));
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

describe('drainServers', () => {
  it('stops taking connections and lets the request in flight finish whole', async () => {
    const { origin, finishSlow } = await startServer();
    const slow = get(`${origin}/slow`);
    while (requestsInFlight() === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    const drained = drainServers(5_000);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(get(`${origin}/quick`)).rejects.toThrow(/ECONNREFUSED/);
    finishSlow();
    await expect(slow).resolves.toBe('first part second part');
    await expect(drained).resolves.toBe(true);
    expect(requestsInFlight()).toBe(0);
  });

  it('gives up on a request still open at the timeout and closes its connection', async () => {
    const { origin } = await startServer();
    const slow = get(`${origin}/slow`).catch((error: Error) => error.message);
    while (requestsInFlight() === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    const started = Date.now();
    await expect(drainServers(200)).resolves.toBe(false);
    expect(Date.now() - started).toBeLessThan(2_000);
    await expect(slow).resolves.toMatch(/aborted|socket hang up|ECONNRESET/);
  });
});

describe('takeOverShutdownSignals', () => {
  function fakeProcess() {
    const emitter = new EventEmitter();
    const exits: number[] = [];
    const target = Object.assign(emitter, { exit: (code: number) => exits.push(code) as never }) as unknown as SignalTarget & EventEmitter;
    return { target, exits };
  }

  it("replaces the handlers installed before it (Next.js's) and exits 0 once the shutdown settles", async () => {
    const { target, exits } = fakeProcess();
    const nextCleanup = jest.fn();
    target.on('SIGTERM', nextCleanup);
    let settle!: () => void;
    const shutDown = jest.fn(() => new Promise<void>((resolve) => (settle = resolve)));
    takeOverShutdownSignals(shutDown, target);
    target.emit('SIGTERM', 'SIGTERM');
    expect(nextCleanup).not.toHaveBeenCalled();
    expect(shutDown).toHaveBeenCalledWith('SIGTERM');
    expect(exits).toEqual([]);
    settle();
    await new Promise((resolve) => setImmediate(resolve));
    expect(exits).toEqual([0]);
  });

  it('exits at once on a second signal during the shutdown', () => {
    const { target, exits } = fakeProcess();
    const shutDown = jest.fn(() => new Promise<void>(() => undefined));
    takeOverShutdownSignals(shutDown, target);
    target.emit('SIGINT', 'SIGINT');
    target.emit('SIGINT', 'SIGINT');
    expect(shutDown).toHaveBeenCalledTimes(1);
    expect(exits).toEqual([130]);
  });
});
