/** @jest-environment node */
import { startRedisServer, type RedisServer } from '@clavis/http/testing';
import { dropProcessWide } from '../process/processWide';
import { closeSharedRedis } from '../redis/sharedRedis';
import { createSiteServices, siteServices } from './services';
import { readSiteConfig } from '../config/siteConfig';

const servicesOf = (source: Record<string, string>) =>
  createSiteServices(
    readSiteConfig({ NEXT_PUBLIC_CLAVIS_MARKET: 'germany', ...source }, () => undefined),
  );

describe('createSiteServices', () => {
  it('makes each service once: every caller (proxy, pages, routes, webhook) holds the same instance', () => {
    const services = servicesOf({});
    expect(services.cms).toBe(services.cms);
    expect(services.stories()).toBe(services.stories());
    expect(services.stories(true)).toBe(services.stories(true));
    expect(services.stories(true)).not.toBe(services.stories());
    expect(services.draftCms).not.toBe(services.cms);
    expect(services.searchEngine).toBe(services.searchEngine);
    expect(services.tokenVerifier).toBe(services.tokenVerifier);
    expect(services.redirectRules).toBe(services.redirectRules);
    expect(services.rateLimiter('search', { limit: 600 })).toBe(
      services.rateLimiter('search', { limit: 600 }),
    );
  });

  it('forgets published content: a new story source, the CMS client at the content version another instance learnt', () => {
    const services = servicesOf({});
    const before = services.stories();
    services.forgetPublishedContent(1_700_000_000);
    expect(services.stories()).not.toBe(before);
    expect(services.cms.cacheVersion).toBe(1_700_000_000);
  });

  it('chooses the in-process implementations without REDIS_URL', () => {
    const services = servicesOf({});
    expect(services.redis).toBeUndefined();
    expect(services.limitStore('forms')).toBeUndefined();
    expect(services.cmsPace).toBeUndefined();
    expect(services.publishFanout).toBeUndefined();
  });

  it('scales every limit by RATE_LIMIT_SCALE, never below 1', () => {
    expect(servicesOf({ RATE_LIMIT_SCALE: '1000' }).scaledLimit(5)).toBe(5000);
    expect(servicesOf({ RATE_LIMIT_SCALE: '0.01' }).scaledLimit(5)).toBe(1);
  });
});

describe('createSiteServices with REDIS_URL', () => {
  let redis: RedisServer;
  const saved = { ...process.env };
  beforeAll(async () => {
    redis = await startRedisServer();
  });
  afterEach(() => {
    closeSharedRedis();
    dropProcessWide('siteConfig');
    dropProcessWide('siteServices');
    for (const name of Object.keys(process.env)) if (!(name in saved)) delete process.env[name];
    Object.assign(process.env, saved);
  });
  afterAll(() => redis.stop());

  it("chooses the market's Redis for the limits, the CMS pace and the publish fan-out, under clavis:{market}:", () => {
    process.env['REDIS_URL'] = redis.url;
    process.env['NEXT_PUBLIC_CLAVIS_MARKET'] = 'germany';
    const services = siteServices();
    expect(siteServices()).toBe(services);
    expect(services.redis?.keyPrefix).toBe('clavis:germany:');
    expect(services.limitStore('forms')).toMatchObject({
      keyPrefix: 'clavis:germany:rate:forms',
      client: services.redis?.client,
    });
    expect(services.cmsPace).toBeDefined();
    expect(services.publishFanout).toBe(services.publishFanout);
    expect(services.publishFanout).toBeDefined();
  });
});
