// The Redis the instances of a market share (`REDIS_URL`, DESIGN.md section 7): one connection per
// process for commands, which the cache handler (Node loads it from dist/, where tsc-alias writes
// the `.js` of these imports), the rate limits and the publish events all use. Without `REDIS_URL` there is none, and each of them works
// in this process alone.
import { readFileSync } from 'node:fs';
import { createClient } from 'redis';
import { dropProcessWide, processWide } from '../process/processWide';
import { siteConfig, type SharedRedisSettings } from '../config/siteConfig';

export { redisKeyPrefix, type SharedRedisSettings } from '../config/siteConfig';

/** Milliseconds to open a connection (and so the longest a first command waits for it). */
const CONNECT_TIMEOUT_MS = 1_000;
/**
 * The longest wait between two attempts to reconnect to Redis after it went away: what it adds to
 * the time a publish takes to reach every instance once Redis is back (each instance's command and
 * subscription connections come back within it). With 2 s, a publish sent as Redis came back took
 * 4.2 s to show on every instance's pages and 6.5 s in their search (shipping's sharedCache e2e).
 */
const MAX_RECONNECT_DELAY_MS = 500;

/**
 * The TLS options of a connection to `url`: for `rediss://` with `caFile` (`REDIS_TLS_CA_FILE`),
 * the server's certificate is checked against that file's authorities instead of the system's (the
 * URL's host name must match the certificate either way). Nothing for `redis://`.
 */
export function redisTlsOptions(url: string, caFile: string | undefined): { tls: true; ca: Buffer } | Record<string, never> {
  if (!url.startsWith('rediss:') || !caFile) return {};
  return { tls: true, ca: readFileSync(caFile) };
}

/**
 * A new client with the site's connection rules (TLS as `redisTlsOptions` says; an ACL user and
 * password in the URL's user part, `rediss://user:password@host:port`): it reconnects by itself (every 100 ms doubling
 * up to 500 ms), and a command while Redis is away fails at once instead of waiting in a queue, so a
 * caller can fall back (the file-system cache, in-process limits) without holding a request.
 * Errors are left to `isReady` and the callers' fallbacks: without a listener an outage would be an
 * unhandled 'error' event.
 */
export function createRedisConnection(url: string, { caFile }: { caFile?: string } = { caFile: siteConfig().env.REDIS_TLS_CA_FILE }) {
  const client = createClient({
    url,
    socket: {
      ...redisTlsOptions(url, caFile),
      connectTimeout: CONNECT_TIMEOUT_MS,
      reconnectStrategy: (retries: number) => Math.min(100 * 2 ** retries, MAX_RECONNECT_DELAY_MS),
    },
    disableOfflineQueue: true,
  });
  client.on('error', () => undefined);
  return client;
}

/** A client as `createRedisConnection` makes it. */
export type RedisConnection = ReturnType<typeof createRedisConnection>;

const connectionKey = (url: string) => `redisConnection:${url}`;

interface OpenedConnection {
  client: RedisConnection;
  /** Settles when the first connection is made (true) or its first attempt failed (false). */
  opened: Promise<boolean>;
}

function openedConnection(url: string): OpenedConnection {
  return processWide(connectionKey(url), () => {
    const client = createRedisConnection(url);
    const opened = new Promise<boolean>((settle) => {
      client.once('ready', () => settle(true));
      client.once('error', () => settle(false));
    });
    void client.connect().catch(() => undefined);
    return { client, opened };
  });
}

/** This process's connection to `url`, opened on first use (Next bundles routes apart: one per process). */
export function redisConnection(url: string): RedisConnection {
  return openedConnection(url).client;
}

/**
 * Opens this process's connection to the market's Redis now and waits for it, at most
 * `timeoutMs`: a server does so before it answers requests, so its first requests find Redis
 * ready. False when `REDIS_URL` is unset or Redis did not answer in time (the connection keeps
 * trying in the background).
 */
export async function openSharedRedis(timeoutMs = 2_000): Promise<boolean> {
  const redis = sharedRedis();
  if (!redis) return false;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((settle) => {
    timer = setTimeout(() => settle(false), timeoutMs);
  });
  try {
    return await Promise.race([openedConnection(redis.url).opened, late]);
  } finally {
    clearTimeout(timer);
  }
}

export interface SharedRedis extends SharedRedisSettings {
  client: RedisConnection;
}

/**
 * The Redis of this server's market when `REDIS_URL` is set (its connection opened on first use),
 * else undefined; never while `next build` prerenders (the build is one machine's).
 */
export function sharedRedis(
  settings: SharedRedisSettings | undefined = siteConfig().redis,
): SharedRedis | undefined {
  return settings && { ...settings, client: redisConnection(settings.url) };
}

/** Closes this process's connection to the market's Redis (tests, a server's shutdown). */
export function closeSharedRedis(): void {
  const settings = siteConfig().redis;
  if (!settings) return;
  const connection = processWide(
    connectionKey(settings.url),
    () => undefined as OpenedConnection | undefined,
  );
  dropProcessWide(connectionKey(settings.url));
  connection?.client.destroy();
}
