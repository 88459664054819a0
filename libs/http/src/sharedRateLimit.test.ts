/** @jest-environment node */
import { createClient } from 'redis';
import { createRateLimiter } from './createRateLimiter';
import { storeOutageLog } from './sharedRateLimit';
import { startRedisServer, type RedisServer } from './testing';

/** A client as an instance of the site holds it: commands fail at once while Redis is away. */
function instanceClient(url: string) {
  const client = createClient({ url, socket: { connectTimeout: 500, reconnectStrategy: () => 100 }, disableOfflineQueue: true });
  client.on('error', () => undefined);
  return client;
}

describe('createRateLimiter shared through Redis (a real redis-server)', () => {
  let redis: RedisServer;
  let clients: ReturnType<typeof instanceClient>[];

  beforeEach(async () => {
    redis = await startRedisServer();
    clients = [instanceClient(redis.url), instanceClient(redis.url)];
    await Promise.all(clients.map((client) => client.connect()));
  });
  afterEach(async () => {
    await Promise.all(clients.map((client) => client.destroy()));
    await redis.stop();
  });

  /** Two instances of one limit (5 a minute), each with its own connection and its own log. */
  function twoInstances(lines: string[]) {
    return clients.map((client) =>
      createRateLimiter({ limit: 5, windowMs: 60_000, shared: { client, keyPrefix: 'test:rate:forms', outage: storeOutageLog((line) => lines.push(line)) } }),
    );
  }

  it('is one limit for every instance: 6 calls from one address, 3 to each, the 6th gets 429', async () => {
    const [first, second] = twoInstances([]);
    const answers = [];
    for (let call = 0; call < 3; call += 1) {
      answers.push(await first!.hit('203.0.113.7'), await second!.hit('203.0.113.7'));
    }
    expect(answers.map((answer) => answer.allowed)).toEqual([true, true, true, true, true, false]);
    expect(answers[5]!.retryAfterMs).toBeGreaterThan(55_000);
    expect(answers[5]!.retryAfterMs).toBeLessThanOrEqual(60_000);
    // Another address has its own count, on either instance.
    expect((await first!.hit('198.51.100.1')).allowed).toBe(true);
    // The instance that answered 429 remembers it without asking Redis again.
    expect((await second!.hit('203.0.113.7')).allowed).toBe(false);
  });

  it('serves while Redis is stopped, counting per instance, and logs it once per instance', async () => {
    const lines: string[] = [];
    const [first, second] = twoInstances(lines);
    expect((await first!.hit('203.0.113.7')).allowed).toBe(true);
    await redis.stop();

    const answers = [];
    for (let call = 0; call < 3; call += 1) {
      answers.push(await first!.hit('203.0.113.8'), await second!.hit('203.0.113.8'));
    }
    expect(answers.every((answer) => answer.allowed)).toBe(true);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^rate limits: Redis does not answer \(.+\); each instance counts on its own until it does$/);
  });

  it('logs an outage once for every limit that shares one report', async () => {
    const lines: string[] = [];
    const outage = storeOutageLog((line) => lines.push(line));
    const [client] = clients;
    const search = createRateLimiter({ limit: 600, shared: { client: client!, keyPrefix: 'test:rate:search', outage } });
    const forms = createRateLimiter({ limit: 5, shared: { client: client!, keyPrefix: 'test:rate:forms', outage } });
    await redis.stop();
    for (let call = 0; call < 4; call += 1) {
      expect((await search.hit('203.0.113.9')).allowed).toBe(true);
      expect((await forms.hit('203.0.113.9')).allowed).toBe(true);
    }
    expect(lines).toHaveLength(1);
  });

  it('falls back to memory when Redis is too slow to answer', async () => {
    const lines: string[] = [];
    const [client] = clients;
    const limiter = createRateLimiter({ limit: 1, shared: { client: client!, keyPrefix: 'test:rate:slow', timeoutMs: 50, outage: storeOutageLog((line) => lines.push(line)) } });
    // Redis busy for 300 ms (DEBUG SLEEP on another connection).
    const other = instanceClient(redis.url);
    await other.connect();
    const busy = other.sendCommand(['DEBUG', 'SLEEP', '0.3']).catch(() => undefined);
    await new Promise((done) => setTimeout(done, 20));
    const started = Date.now();
    expect((await limiter.hit('203.0.113.10')).allowed).toBe(true);
    expect(Date.now() - started).toBeLessThan(250);
    expect(lines[0]).toMatch(/no answer within 50 ms/);
    await busy;
    await other.destroy();
  });
});
