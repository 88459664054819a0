/** @jest-environment node */
import { createClient } from 'redis';
import { createSharedPace } from './sharedPace';
import { storeOutageLog } from './sharedRateLimit';
import { startRedisServer, type RedisServer } from './testing';

/** A client as an instance of the site holds it: commands fail at once while Redis is away. */
function instanceClient(url: string) {
  const client = createClient({ url, socket: { connectTimeout: 500, reconnectStrategy: () => 100 }, disableOfflineQueue: true });
  client.on('error', () => undefined);
  return client;
}

describe('createSharedPace (a real redis-server)', () => {
  let redis: RedisServer;
  let clients: ReturnType<typeof instanceClient>[];

  beforeEach(async () => {
    redis = await startRedisServer();
    clients = [instanceClient(redis.url), instanceClient(redis.url)];
    await Promise.all(clients.map((client) => client.connect()));
  });
  afterEach(async () => {
    await Promise.all(clients.map((client) => client.destroy()));
    await redis.stop();
  });

  it('keeps two instances together within one budget: 9 requests at 3 a second take three windows', async () => {
    const lines: string[] = [];
    const [first, second] = clients.map((client) => createSharedPace({ store: { client, keyPrefix: 'test:pace:cms', outage: storeOutageLog((line) => lines.push(line)) }, perSecond: 3 }));
    const startedAt = performance.now();
    const granted: number[] = [];
    await Promise.all(Array.from({ length: 9 }, (_, index) => (index % 2 === 0 ? first! : second!)().then(() => granted.push(performance.now() - startedAt))));
    // Three in the first one-second window, three in the next, three in the third: the last turn
    // comes two windows after the first (less the little the first window had run when it began).
    expect(Math.max(...granted)).toBeGreaterThanOrEqual(1900);
    expect(lines).toEqual([]);
  });

  it('counts each name apart: another upstream has a budget of its own', async () => {
    const [client] = clients;
    const cms = createSharedPace({ store: { client: client!, keyPrefix: 'test:pace:cms' }, perSecond: 3 });
    const other = createSharedPace({ store: { client: client!, keyPrefix: 'test:pace:other' }, perSecond: 3 });
    await Promise.all([cms(), cms(), cms()]);
    const order: string[] = [];
    // The CMS's budget is spent for this second; the other upstream's is whole.
    await Promise.all([cms().then(() => order.push('cms')), ...[1, 2, 3].map(() => other().then(() => order.push('other')))]);
    expect(order).toEqual(['other', 'other', 'other', 'cms']);
  });

  it('lets requests leave while Redis is stopped, and says so once', async () => {
    const lines: string[] = [];
    const pace = createSharedPace({ store: { client: clients[0]!, keyPrefix: 'test:pace:cms', outage: storeOutageLog((line) => lines.push(line)) }, perSecond: 3 });
    await pace();
    await redis.stop();
    const left = await Promise.all(Array.from({ length: 10 }, () => pace().then(() => true)));
    expect(left).toHaveLength(10);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('Redis does not answer');
  });
});
