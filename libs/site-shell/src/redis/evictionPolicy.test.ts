/** @jest-environment node */
import { createClient } from 'redis';
import { startRedisServer, type RedisServer } from '@clavis/http/testing';
import { evictionPolicyWarning } from './evictionPolicy';

let redis: RedisServer;
let client: ReturnType<typeof createClient>;
beforeAll(async () => {
  redis = await startRedisServer();
  client = createClient({ url: redis.url });
  await client.connect();
});
afterAll(async () => {
  client.destroy();
  await redis.stop();
});

describe('evictionPolicyWarning', () => {
  it('says nothing for noeviction, and names the policy of a Redis that may evict', async () => {
    await client.configSet('maxmemory-policy', 'noeviction');
    expect(await evictionPolicyWarning(client)).toBeNull();
    await client.configSet('maxmemory-policy', 'allkeys-lru');
    expect(await evictionPolicyWarning(client)).toMatch(/^REDIS_URL: maxmemory-policy is allkeys-lru; set it to noeviction/);
  });

  it('reads the policy from INFO, so a user without CONFIG can tell it too', async () => {
    await client.configSet('maxmemory-policy', 'volatile-lru');
    const withoutConfig = { configGet: () => Promise.reject(new Error("NOPERM this user has no permissions to run the 'config|get' command")), info: (section: string) => client.info(section) };
    expect(await evictionPolicyWarning(withoutConfig as never)).toMatch(/^REDIS_URL: maxmemory-policy is volatile-lru;/);
    await client.configSet('maxmemory-policy', 'noeviction');
    expect(await evictionPolicyWarning(withoutConfig as never)).toBeNull();
  });

  it('asks CONFIG where INFO is refused, and warns when neither answers', async () => {
    const configOnly = { info: () => Promise.reject(new Error('NOPERM info')), configGet: (name: string) => client.configGet(name) };
    expect(await evictionPolicyWarning(configOnly as never)).toBeNull();
    const refusing = {
      configGet: () => Promise.reject(new Error("NOPERM this user has no permissions to run the 'config|get' command")),
      info: () => Promise.reject(new Error("NOPERM this user has no permissions to run the 'info' command")),
    };
    expect(await evictionPolicyWarning(refusing as never)).toMatch(/could not read maxmemory-policy \(NOPERM this user has no permissions to run the 'info'/);
  });
});
