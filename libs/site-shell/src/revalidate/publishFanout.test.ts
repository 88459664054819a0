/** @jest-environment node */
// Publish events between the instances of a market (issue #36 part 2), against a real redis-server
// of the test's own: two fan-outs are two instances.
import { createRedisConnection, type RedisConnection } from '../redis/sharedRedis';
import { startRedisServer, type RedisServer } from '@clavis/http/testing';
import { createPublishFanout, isLaterId, logExplains, type PublishFanout, type PublishLog, type PublishMessage, type SharedVersion } from './publishFanout';
import type { StoryEvent } from './webhookPayload';

const event = (storyId: number): StoryEvent => ({ action: 'published', storyId, fullSlug: `de/germany/veranstaltungen-und-nachrichten/nachrichten-uber-uns/news-${storyId}` });

/** Waits for `condition`, at most `ms`; a timeout says what the instances logged. */
async function until(condition: () => boolean, ms = 5_000): Promise<void> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms; the instances logged ${JSON.stringify(open.map(({ lines }) => lines))}`);
    await new Promise((done) => setTimeout(done, 20));
  }
}

interface Instance {
  fanout: PublishFanout;
  client: RedisConnection;
  applied: PublishMessage[];
  replayed: PublishMessage[];
  catchUps: number;
  versions: Array<number | undefined>;
  /** What each catch-up found in the log. */
  logs: PublishLog[];
  lines: string[];
}

let redis: RedisServer;
const open: Instance[] = [];

async function instance(): Promise<Instance> {
  // As a server opens it at start-up, before it subscribes.
  const client = createRedisConnection(redis.url);
  await client.connect();
  const self: Instance = { client, applied: [], replayed: [], catchUps: 0, versions: [], logs: [], lines: [], fanout: undefined as unknown as PublishFanout };
  self.fanout = createPublishFanout({
    client,
    keyPrefix: 'clavis:germany:',
    apply: async (message) => void self.applied.push(message),
    replay: async (message) => void self.replayed.push(message),
    catchUp: async (version: SharedVersion, log: PublishLog) => {
      self.versions.push(await version.read());
      self.logs.push(log);
      self.catchUps += 1;
    },
    log: (line) => self.lines.push(line),
  });
  open.push(self);
  await self.fanout.start();
  return self;
}

beforeEach(async () => {
  redis = await startRedisServer();
});
afterEach(async () => {
  for (const { fanout, client } of open.splice(0)) {
    await fanout.stop();
    client.destroy();
  }
  await redis.stop();
});

describe('createPublishFanout', () => {
  it('brings a publish received by one instance to every other one, not back to itself, within milliseconds', async () => {
    const [first, second, third] = [await instance(), await instance(), await instance()];
    expect([first!.catchUps, second!.catchUps, third!.catchUps]).toEqual([1, 1, 1]);
    const sent = Date.now();
    await first!.fanout.publish(event(1), 1700000000);
    await until(() => second!.applied.length === 1 && third!.applied.length === 1);
    expect(Date.now() - sent).toBeLessThan(1_000);
    expect(second!.applied[0]).toEqual({ origin: first!.fanout.origin, event: event(1), cv: 1700000000, sentAt: expect.any(Number) });
    // Stamped when sent, so the receiver measures the fan-out's lag.
    expect(second!.applied[0]!.sentAt).toBeGreaterThanOrEqual(sent);
    expect(second!.applied[0]!.sentAt).toBeLessThanOrEqual(Date.now());
    expect(first!.applied).toEqual([]);
    expect(first!.fanout.channel).toBe('clavis:germany:publish');
    // The content version is recorded for instances that catch up later, and never goes back.
    expect(await first!.client.get('clavis:germany:cv')).toBe('1700000000');
    await second!.fanout.publish(event(2), 1600000000);
    await until(() => first!.applied.length === 1);
    expect(await first!.client.get('clavis:germany:cv')).toBe('1700000000');
  });

  it('keeps a publish received while Redis is away and sends it, replayed, once Redis is back; every instance catches up', async () => {
    const [first, second] = [await instance(), await instance()];
    const port = redis.port;
    await redis.stop();
    await first!.fanout.publish(event(3), 1700000100);
    await first!.fanout.publish(event(4));
    expect(first!.lines).toEqual([expect.stringMatching(/^publish: Redis does not answer \(.+\); .*news-3 goes to the other instances once it does$/)]);

    redis = await startRedisServer(port);
    // The instance that kept them replays them into the shared cache and sends them; each instance
    // catches up after its reconnection.
    await until(() => first!.replayed.length === 2 && first!.catchUps === 2 && second!.catchUps === 2, 10_000);
    expect(first!.replayed.map(({ event: { storyId } }) => storyId)).toEqual([3, 4]);
    expect(first!.versions.at(-1)).toBe(1700000100);
    // The other hears of each once: by its message when it was subscribed again in time, else
    // among the missed publishes its catch-up finds in the log.
    const heard = () => [...second!.applied, ...second!.logs.flatMap(({ missed }) => missed)].map(({ event: { storyId } }) => storyId).sort();
    await until(() => heard().length >= 2, 5_000);
    await new Promise((done) => setTimeout(done, 300));
    expect(heard()).toEqual([3, 4]);
  }, 20_000);

  it('names, in the catch-up after its subscription came back, the publishes sent meanwhile, and not those heard', async () => {
    const first = await instance();
    const second = await instance();
    await first.fanout.publish(event(6), 1700000300, 1700000200);
    await until(() => second.applied.length === 1);
    // The second instance's subscription goes (and comes back after the next publish).
    await second.fanout.stop();
    await first.fanout.publish(event(7), 1700000400, 1700000300);
    await second.fanout.start();
    expect(second.catchUps).toBe(2);
    expect(second.logs.at(-1)?.missed).toEqual([{ origin: first.fanout.origin, event: event(7), cv: 1700000400, since: 1700000300, sentAt: expect.any(Number) }]);
    expect(second.logs.at(-1)?.logged.map(({ event: { storyId } }) => storyId)).toEqual([6, 7]);
    expect(second.applied.map(({ event: { storyId } }) => storyId)).toEqual([6]);
    // The first instance's own publishes are never missed by it.
    expect(first.logs.at(-1)?.missed).toEqual([]);
  });

  // A CI flake: the subscription comes back (and hears new messages) before its catch-up; a message
  // heard then hid, from the catch-up, one sent while the subscription was away.
  it('names in its catch-up a publish sent while its subscription was away, though it heard a later one before the catch-up', async () => {
    const [first, second] = [await instance(), await instance()];
    // The second instance's command connection is away, so its catch-up waits for it.
    await second.client.close();
    // The subscriptions go, and cannot come back (Redis takes no new connection) until the
    // publish is sent.
    await first.client.configSet('maxclients', '1');
    await first.client.sendCommand(['CLIENT', 'KILL', 'TYPE', 'pubsub']);
    await first.fanout.publish(event(8), 1700000500, 1700000400);
    await first.client.configSet('maxclients', '10000');
    const subscribers = async () => Number(((await first.client.sendCommand(['PUBSUB', 'NUMSUB', first.fanout.channel])) as unknown[])[1]);
    while ((await subscribers()) < 2) await new Promise((done) => setTimeout(done, 20));
    await first.fanout.publish(event(9), 1700000600, 1700000500);
    await until(() => second.applied.length === 1);
    expect(second.catchUps).toBe(1);

    await second.client.connect();
    await until(() => second.catchUps === 2);
    expect(second.applied.map(({ event: { storyId } }) => storyId)).toEqual([9]);
    expect(second.logs.at(-1)?.missed.map(({ event: { storyId } }) => storyId)).toEqual([8]);
  });

  it('catches up when an instance starts after a publish', async () => {
    const first = await instance();
    await first.fanout.publish(event(5), 1700000200);
    const late = await instance();
    expect(late.applied).toEqual([]);
    expect(late.versions).toEqual([1700000200]);
    // A new instance holds nothing to refresh: the log's publishes are known, none missed.
    expect(late.logs).toEqual([{ logged: [{ origin: first.fanout.origin, event: event(5), cv: 1700000200, sentAt: expect.any(Number) }], missed: [] }]);
  });
});

describe('logExplains', () => {
  const logged = (cv: number | undefined, since?: number): PublishMessage => ({ origin: 'o', event: event(1), ...(cv !== undefined && { cv }), ...(since !== undefined && { since }) });

  it('is true when publishes after the known version follow on from it up to the current one', () => {
    expect(logExplains(100, 100, [])).toBe(true);
    expect(logExplains(100, 102, [logged(90, 80), logged(102, 101), logged(101, 100)])).toBe(true);
    // A publish whose receiver followed an older version still follows on.
    expect(logExplains(100, 101, [logged(101, 95)])).toBe(true);
  });

  it('is false for a gap, a version no publish reached, a publish without versions, or nothing known', () => {
    expect(logExplains(100, 103, [logged(101, 100), logged(103, 102)])).toBe(false);
    expect(logExplains(100, 102, [logged(101, 100)])).toBe(false);
    expect(logExplains(100, 101, [logged(101)])).toBe(false);
    expect(logExplains(undefined, 101, [logged(101, 100)])).toBe(false);
  });
});

describe('isLaterId', () => {
  it('orders stream ids by time, then sequence', () => {
    expect(isLaterId('1700000000001-0', '1700000000000-5')).toBe(true);
    expect(isLaterId('1700000000000-10', '1700000000000-9')).toBe(true);
    expect(isLaterId('1700000000000-9', '1700000000000-9')).toBe(false);
    expect(isLaterId('999-0', '1000-0')).toBe(false);
  });
});
