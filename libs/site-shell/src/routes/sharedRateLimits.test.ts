/** @jest-environment node */
// With REDIS_URL, every per-address limit is one limit for all instances of the market (issue #36
// part 3), against a real redis-server of the test's own; with Redis stopped, requests are served
// and the outage is one line.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createFormsRoute } from '../forms/createFormsRoute';
import { closeSharedRedis, openSharedRedis } from '../redis/sharedRedis';
import { PEER_ADDRESS_HEADER } from '../security/clientAddress';
import { startRedisServer, type RedisServer } from '@clavis/http/testing';
import { dropProcessWide } from '../process/processWide';
import { siteServices } from '../server/services';
import { RATE_LIMITS, withRateLimit } from './withRateLimit';

const variables = [
  'REDIS_URL',
  'CACHE_REDIS_URL',
  'NEXT_PUBLIC_CLAVIS_MARKET',
  'RATE_LIMIT_SCALE',
  'TRUST_PROXY_HOPS',
] as const;
const saved = Object.fromEntries(variables.map((name) => [name, process.env[name]]));

let redis: RedisServer;
let dataDir: string;
let warn: jest.SpyInstance;

beforeEach(async () => {
  redis = await startRedisServer();
  dataDir = await mkdtemp(join(tmpdir(), 'clavis-shared-limits-'));
  for (const name of variables) delete process.env[name];
  process.env['REDIS_URL'] = redis.url;
  process.env['NEXT_PUBLIC_CLAVIS_MARKET'] = 'germany';
  // Each test is a fresh process as far as the configuration and services go.
  dropProcessWide('siteConfig');
  dropProcessWide('siteServices');
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  // As a server does at start-up (instrumentation), before its first request.
  expect(await openSharedRedis()).toBe(true);
});
afterEach(async () => {
  closeSharedRedis();
  dropProcessWide('siteConfig');
  dropProcessWide('siteServices');
  warn.mockRestore();
  await redis.stop();
  await rm(dataDir, { recursive: true, force: true });
  for (const name of variables) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
});

const from = (address: string, url = 'http://x/api/checkStorySlugs') =>
  new Request(url, { headers: { [PEER_ADDRESS_HEADER]: address } });
const ok = async () => new Response('ok');

/** Two instances of one route: limiters of their own, sharing only the market's Redis. */
const twoInstances = () =>
  [0, 1].map(() => withRateLimit(ok, { name: 'slugCheck', limit: 5, scale: 1, trustedHops: 0 }));

/** Alternates the calls between the instances: 0, 1, 0, 1... */
async function alternate(
  instances: ReturnType<typeof twoInstances>,
  address: string,
  calls: number,
): Promise<number[]> {
  const statuses = [];
  for (let call = 0; call < calls; call += 1)
    statuses.push((await instances[call % 2]!(from(address))).status);
  return statuses;
}

describe('per-address limits with REDIS_URL', () => {
  it('are one limit across instances: 6 calls split 3/3, the 6th gets 429 with Retry-After', async () => {
    const instances = twoInstances();
    expect(await alternate(instances, '203.0.113.7', 6)).toEqual([200, 200, 200, 200, 200, 429]);
    const refused = await instances[0]!(from('203.0.113.7'));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(50);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    // Counted under the market's prefix and the limit's name.
    const keys = await (
      await import('redis')
    )
      .createClient({ url: redis.url })
      .connect()
      .then(async (client) => {
        const found = await client.keys('clavis:germany:rate:*');
        client.destroy();
        return found;
      });
    expect(keys).toEqual(['clavis:germany:rate:slugCheck:203.0.113.7']);
  });

  it('hold for interest forms: 3 to each of two instances from one address, the 6th gets 429', async () => {
    const instances = [0, 1].map(() =>
      createFormsRoute({
        market: 'germany',
        siteOrigin: 'http://127.0.0.1:3000',
        dataDir,
        loadStoryContent: async () => null,
        rateLimit: { limit: RATE_LIMITS.forms, shared: siteServices().limitStore('forms') },
        handler: { log: () => undefined },
      }),
    );
    const interest = {
      interested_in: ['sales_representative_visit'],
      email: 'einkauf@schluessel-mueller.example',
      company: 'Schlüssel Müller GmbH',
      address: 'Hauptstraße 1, 10115 Berlin',
      terms: true,
      locale: 'de',
    };
    const statuses = [];
    for (let call = 0; call < 6; call += 1) {
      const request = new Request('http://127.0.0.1:3000/api/forms/interest', {
        method: 'POST',
        headers: { 'content-type': 'application/json', [PEER_ADDRESS_HEADER]: '198.51.100.4' },
        body: JSON.stringify(interest),
      });
      statuses.push(
        (
          await instances[call % 2]!.POST(request, {
            params: Promise.resolve({ formId: 'interest' }),
          })
        ).status,
      );
    }
    expect(RATE_LIMITS.forms).toBe(5);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    await Promise.all(instances.map((instance) => instance.stop()));
  });

  it('serve while Redis is stopped, each instance counting on its own, and log it once', async () => {
    const instances = twoInstances();
    const search = withRateLimit(ok, {
      name: 'search',
      limit: RATE_LIMITS.search,
      scale: 1,
      trustedHops: 0,
    });
    expect(await alternate(instances, '203.0.113.8', 2)).toEqual([200, 200]);
    await redis.stop();

    expect(await alternate(instances, '203.0.113.9', 6)).toEqual([200, 200, 200, 200, 200, 200]);
    for (let call = 0; call < 5; call += 1)
      expect((await search(from('203.0.113.9', 'http://x/api/search'))).status).toBe(200);
    const lines = warn.mock.calls.map(([line]) => String(line));
    expect(lines).toEqual([
      expect.stringMatching(
        /^rate limits: Redis does not answer \(.+\); each instance counts on its own until it does$/,
      ),
    ]);
    // Still a limit per instance: an address cannot use the outage to flood one of them.
    expect(await alternate([instances[0]!, instances[0]!], '203.0.113.9', 3)).toEqual([
      200, 200, 429,
    ]);
  });
});
