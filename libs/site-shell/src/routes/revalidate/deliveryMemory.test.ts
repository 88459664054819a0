/** @jest-environment node */
import { startRedisServer, type RedisServer } from '@clavis/http/testing';
import { createRedisConnection, type RedisConnection } from '../../redis/sharedRedis';
import { createDeliveryMemory, type DeliveryMemory } from './deliveryMemory';

describe('createDeliveryMemory in one process', () => {
  it('claims a delivery once within its window, and again after it', async () => {
    let time = 0;
    const memory = createDeliveryMemory({ windowMs: 1000, now: () => time });
    expect(await memory.claim('a')).toBe(true);
    expect(await memory.claim('a')).toBe(false);
    expect(await memory.claim('b')).toBe(true);
    time = 999;
    expect(await memory.claim('a')).toBe(false);
    time = 1000;
    expect(await memory.claim('a')).toBe(true);
  });

  it('takes a released delivery again', async () => {
    const memory = createDeliveryMemory({ windowMs: 1000 });
    await memory.claim('a');
    await memory.release('a');
    expect(await memory.claim('a')).toBe(true);
  });

  it('holds at most maxEntries, dropping the oldest', async () => {
    const memory = createDeliveryMemory({ windowMs: 60_000, maxEntries: 2 });
    for (const key of ['a', 'b', 'c']) await memory.claim(key);
    expect(await memory.claim('c')).toBe(false);
    expect(await memory.claim('a')).toBe(true);
  });
});

describe('createDeliveryMemory shared through Redis', () => {
  let redis: RedisServer;
  let clients: [RedisConnection, RedisConnection];
  /** Two instances of the market: memories of their own, one Redis. */
  let first: DeliveryMemory;
  let second: DeliveryMemory;

  beforeEach(async () => {
    redis = await startRedisServer();
    clients = [createRedisConnection(redis.url), createRedisConnection(redis.url)];
    await Promise.all(clients.map((client) => client.connect()));
    [first, second] = clients.map((client) =>
      createDeliveryMemory({ windowMs: 60_000, redis: { client, keyPrefix: 'clavis:germany:webhook:' } }),
    ) as [DeliveryMemory, DeliveryMemory];
  });
  afterEach(async () => {
    clients.forEach((client) => client.destroy());
    await redis.stop();
  });

  it('lets one instance only claim a delivery, however it is spread over them', async () => {
    const claims = await Promise.all([first.claim('a'), second.claim('a'), first.claim('a'), second.claim('a')]);
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await clients[0].pTTL('clavis:germany:webhook:a')).toBeGreaterThan(59_000);
  });

  it('takes a delivery one instance released on the other', async () => {
    await first.claim('a');
    await first.release('a');
    expect(await second.claim('a')).toBe(true);
  });

  it('answers from its own memory while Redis is away, and still knows what it claimed', async () => {
    expect(await first.claim('before')).toBe(true);
    await redis.stop();
    const started = Date.now();
    expect(await first.claim('during')).toBe(true);
    expect(await first.claim('during')).toBe(false);
    expect(await first.claim('before')).toBe(false);
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
