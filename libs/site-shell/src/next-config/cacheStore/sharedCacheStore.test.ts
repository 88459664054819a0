/** @jest-environment node */
import { readSiteConfig } from '../../config/siteConfig';
import { cacheKeyPrefix, sharedCacheStore, writesPagesToDisk } from './sharedCacheStore';

const config = (source: Record<string, string>) => readSiteConfig(source, () => undefined);

describe('sharedCacheStore', () => {
  const context = {} as Parameters<typeof sharedCacheStore>[0];

  it('is none without REDIS_URL: the file-system cache alone', () => {
    expect(
      sharedCacheStore(context, config({ NEXT_PUBLIC_CLAVIS_MARKET: 'germany' })),
    ).toBeUndefined();
  });

  it('is none while `next build` writes the prebuilt pages, even with REDIS_URL', () => {
    expect(
      sharedCacheStore(
        context,
        config({ REDIS_URL: 'redis://127.0.0.1:12379', NEXT_PHASE: 'phase-production-build' }),
      ),
    ).toBeUndefined();
  });

  it('keys the market’s pages apart, so markets can share one Redis', () => {
    expect(cacheKeyPrefix('italy')).toBe('clavis:italy:');
    expect(cacheKeyPrefix('italy')).not.toBe(cacheKeyPrefix('spain'));
  });

  it('follows CACHE_DISK_WRITES', () => {
    expect(writesPagesToDisk(config({ CACHE_DISK_WRITES: 'off' }))).toBe(false);
    expect(writesPagesToDisk(config({}))).toBe(true);
  });
});
