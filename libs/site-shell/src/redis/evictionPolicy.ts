import type { RedisConnection } from './sharedRedis';

/**
 * The warning a server prints at start-up when the market's Redis may evict keys: it holds what
 * must not be lost (the forms queue, the download audit, the publish log), and BullMQ's queue
 * needs `maxmemory-policy noeviction`. Null when the policy is `noeviction`.
 */
export async function evictionPolicyWarning(client: Pick<RedisConnection, 'configGet' | 'info'>): Promise<string | null> {
  let policy: string | undefined;
  try {
    policy = await readPolicy(client);
  } catch (error) {
    return `REDIS_URL: could not read maxmemory-policy (${(error as Error).message}); it must be noeviction, or Redis may drop queued submissions and audit records`;
  }
  if (policy === 'noeviction') return null;
  return `REDIS_URL: maxmemory-policy is ${policy ?? 'unknown'}; set it to noeviction, or Redis may drop queued submissions and audit records (point CACHE_REDIS_URL at an evicting Redis for the page cache instead)`;
}

/**
 * The `maxmemory_policy` line of `INFO memory`, which an ACL user without CONFIG may run (the site's
 * own user should have no CONFIG, and BullMQ needs INFO anyway); `CONFIG GET` where INFO is refused.
 */
async function readPolicy(client: Pick<RedisConnection, 'configGet' | 'info'>): Promise<string | undefined> {
  try {
    return /^maxmemory_policy:(\S+)/m.exec(String(await client.info('memory')))?.[1];
  } catch (refused) {
    const config = await client.configGet('maxmemory-policy').catch(() => {
      throw refused;
    });
    return config['maxmemory-policy'];
  }
}
