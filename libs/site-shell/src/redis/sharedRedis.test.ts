/** @jest-environment node */
import { sharedRedis, sharedRedisSettings } from './sharedRedis';

describe('sharedRedisSettings', () => {
  const saved = { ...process.env };
  afterEach(() => {
    for (const name of Object.keys(process.env)) if (!(name in saved)) delete process.env[name];
    Object.assign(process.env, saved);
  });

  it('is none without REDIS_URL or CACHE_REDIS_URL', () => {
    expect(sharedRedisSettings({ NEXT_PUBLIC_CLAVIS_MARKET: 'germany' })).toBeUndefined();
  });

  it('keys everything of a market under clavis:{market}:', () => {
    expect(sharedRedisSettings({ REDIS_URL: 'redis://r:6379', NEXT_PUBLIC_CLAVIS_MARKET: 'italy' })).toEqual({ url: 'redis://r:6379', market: 'italy', keyPrefix: 'clavis:italy:' });
    expect(sharedRedisSettings({ CACHE_REDIS_URL: 'redis://r:6379', MARKET: 'spain' })?.keyPrefix).toBe('clavis:spain:');
  });

  it("finds a standalone server's market in its Next config, where the cache handler (outside Next's bundles) reads it", () => {
    delete process.env['NEXT_PUBLIC_CLAVIS_MARKET'];
    delete process.env['MARKET'];
    process.env['REDIS_URL'] = 'redis://r:6379';
    process.env['__NEXT_PRIVATE_STANDALONE_CONFIG'] = JSON.stringify({ env: { NEXT_PUBLIC_CLAVIS_MARKET: 'germany' }, output: 'standalone' });
    expect(sharedRedisSettings()?.keyPrefix).toBe('clavis:germany:');
    process.env['__NEXT_PRIVATE_STANDALONE_CONFIG'] = 'not json';
    expect(sharedRedisSettings()?.keyPrefix).toBe('clavis:global:');
  });

  it('is never used while `next build` prerenders', () => {
    expect(sharedRedis({ REDIS_URL: 'redis://r:6379', NEXT_PHASE: 'phase-production-build' })).toBeUndefined();
  });
});
