/** @jest-environment node */
import { ConfigError } from '../../config/serverConfig';
import { cacheKeyPrefix, sharedCacheSettings, sharedCacheStore, writesPagesToDisk } from './sharedCacheStore';

describe('sharedCacheStore', () => {
  const context = {} as Parameters<typeof sharedCacheStore>[0];

  it('is none without CACHE_REDIS_URL: the file-system cache alone, as before', () => {
    expect(sharedCacheSettings({ NEXT_PUBLIC_CLAVIS_MARKET: 'germany' })).toBeUndefined();
    expect(sharedCacheStore(context, { NEXT_PUBLIC_CLAVIS_MARKET: 'germany' })).toBeUndefined();
  });

  it('is none while `next build` writes the prebuilt pages, even with CACHE_REDIS_URL', () => {
    expect(sharedCacheStore(context, { CACHE_REDIS_URL: 'redis://127.0.0.1:12379', NEXT_PHASE: 'phase-production-build' })).toBeUndefined();
  });

  it('reads REDIS_URL, or CACHE_REDIS_URL, its earlier name', () => {
    expect(sharedCacheSettings({ REDIS_URL: 'redis://shared:6379', NEXT_PUBLIC_CLAVIS_MARKET: 'germany' })).toEqual({ url: 'redis://shared:6379', keyPrefix: 'clavis:germany:' });
  });

  it('keys the market’s pages apart, so markets can share one Redis', () => {
    expect(sharedCacheSettings({ CACHE_REDIS_URL: 'redis://cache:6379', NEXT_PUBLIC_CLAVIS_MARKET: 'italy' })).toEqual({ url: 'redis://cache:6379', keyPrefix: cacheKeyPrefix('italy') });
    expect(cacheKeyPrefix('italy')).not.toBe(cacheKeyPrefix('spain'));
  });

  it('refuses a CACHE_REDIS_URL that is not a Redis URL', () => {
    expect(() => sharedCacheSettings({ CACHE_REDIS_URL: 'cache:6379' })).toThrow(ConfigError);
  });

  it('writes rendered pages to disk unless CACHE_DISK_WRITES=off, and always while building', () => {
    expect(writesPagesToDisk({})).toBe(true);
    expect(writesPagesToDisk({ CACHE_DISK_WRITES: 'on' })).toBe(true);
    expect(writesPagesToDisk({ CACHE_DISK_WRITES: 'off' })).toBe(false);
    expect(writesPagesToDisk({ CACHE_DISK_WRITES: 'off', NEXT_PHASE: 'phase-production-build' })).toBe(true);
    expect(() => writesPagesToDisk({ CACHE_DISK_WRITES: 'no' })).toThrow(ConfigError);
  });
});
