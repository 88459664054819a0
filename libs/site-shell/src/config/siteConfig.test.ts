/** @jest-environment node */
import { ConfigError } from './serverConfig';
import { dropProcessWide } from '../process/processWide';
import { readSiteConfig, redisKeyPrefix, siteConfig } from './siteConfig';

const quiet = () => undefined;
const read = (source: Record<string, string | undefined>) => readSiteConfig(source, quiet);

describe('readSiteConfig', () => {
  it("serves the build's market, which a MARKET variable at run time does not change", () => {
    expect(read({ NEXT_PUBLIC_CLAVIS_MARKET: 'italy', MARKET: 'spain' }).market).toBe('italy');
    expect(read({ MARKET: 'spain' }).market).toBe('spain');
  });

  it("finds a standalone server's market in its Next config, where the cache handler (outside Next's bundles) reads it", () => {
    const standalone = JSON.stringify({
      env: { NEXT_PUBLIC_CLAVIS_MARKET: 'germany' },
      output: 'standalone',
    });
    expect(
      read({ __NEXT_PRIVATE_STANDALONE_CONFIG: standalone, REDIS_URL: 'redis://r:6379' }).redis
        ?.keyPrefix,
    ).toBe('clavis:germany:');
    expect(read({ __NEXT_PRIVATE_STANDALONE_CONFIG: 'not json' }).market).toBe('global');
  });

  it('has no shared Redis without REDIS_URL or CACHE_REDIS_URL, and none while `next build` prerenders', () => {
    expect(read({ NEXT_PUBLIC_CLAVIS_MARKET: 'germany' }).redis).toBeUndefined();
    expect(
      read({ REDIS_URL: 'redis://r:6379', NEXT_PHASE: 'phase-production-build' }).redis,
    ).toBeUndefined();
  });

  it("keys everything of a market under clavis:{market}: in REDIS_URL's Redis, or CACHE_REDIS_URL's (its earlier name)", () => {
    expect(read({ REDIS_URL: 'redis://r:6379', NEXT_PUBLIC_CLAVIS_MARKET: 'italy' }).redis).toEqual(
      { url: 'redis://r:6379', market: 'italy', keyPrefix: 'clavis:italy:' },
    );
    expect(read({ CACHE_REDIS_URL: 'redis://c:6379', MARKET: 'spain' }).redis).toEqual({
      url: 'redis://c:6379',
      market: 'spain',
      keyPrefix: 'clavis:spain:',
    });
    expect(redisKeyPrefix('italy')).not.toBe(redisKeyPrefix('spain'));
  });

  it('refuses, one line per variable, a Redis URL that is not one, a bad scale, a bad number of proxies, a bad disk switch', () => {
    const attempt = () =>
      read({
        CACHE_REDIS_URL: 'cache:6379',
        RATE_LIMIT_SCALE: '0',
        TRUST_PROXY_HOPS: '1.5',
        CACHE_DISK_WRITES: 'no',
      });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      expect((error as ConfigError).problems.map((line) => line.split(':')[0]).sort()).toEqual([
        'CACHE_DISK_WRITES',
        'CACHE_REDIS_URL',
        'RATE_LIMIT_SCALE',
        'TRUST_PROXY_HOPS',
      ]);
    }
  });

  it('reads the limits scale and the trusted proxies, 1 and 0 when unset', () => {
    expect(read({})).toMatchObject({ rateLimitScale: 1, trustedProxyHops: 0 });
    expect(read({ RATE_LIMIT_SCALE: '0.5', TRUST_PROXY_HOPS: '2' })).toMatchObject({
      rateLimitScale: 0.5,
      trustedProxyHops: 2,
    });
  });

  it('writes rendered pages to disk unless CACHE_DISK_WRITES=off, and always while building', () => {
    expect(read({}).cacheDiskWrites).toBe(true);
    expect(read({ CACHE_DISK_WRITES: 'on' }).cacheDiskWrites).toBe(true);
    expect(read({ CACHE_DISK_WRITES: 'off' }).cacheDiskWrites).toBe(false);
    expect(
      read({ CACHE_DISK_WRITES: 'off', NEXT_PHASE: 'phase-production-build' }).cacheDiskWrites,
    ).toBe(true);
  });
  it('waits 5 s for load balancers before draining, not with the embedded services; a bad delay stops start-up', () => {
    const read = (env: Record<string, string>) => readSiteConfig({ NEXT_PUBLIC_CLAVIS_MARKET: 'germany', ...env }, () => undefined).shutdown;
    expect(read({})).toEqual({ delayMs: 5_000, timeoutMs: 25_000 });
    expect(read({ CLAVIS_EMBEDDED: '1' })).toEqual({ delayMs: 0, timeoutMs: 25_000 });
    expect(read({ SHUTDOWN_DELAY_MS: '0', SHUTDOWN_TIMEOUT_MS: '40000' })).toEqual({ delayMs: 0, timeoutMs: 40_000 });
    expect(() => read({ SHUTDOWN_DELAY_MS: '-1' })).toThrow('SHUTDOWN_DELAY_MS: must not be negative');
  });
});

describe('siteConfig', () => {
  const saved = process.env['RATE_LIMIT_SCALE'];
  afterEach(() => {
    dropProcessWide('siteConfig');
    if (saved === undefined) delete process.env['RATE_LIMIT_SCALE'];
    else process.env['RATE_LIMIT_SCALE'] = saved;
  });

  it('reads the environment once per process: every caller gets the same configuration', () => {
    dropProcessWide('siteConfig');
    process.env['RATE_LIMIT_SCALE'] = '3';
    const first = siteConfig();
    process.env['RATE_LIMIT_SCALE'] = '7';
    expect(siteConfig()).toBe(first);
    expect(siteConfig().rateLimitScale).toBe(3);
  });
});
