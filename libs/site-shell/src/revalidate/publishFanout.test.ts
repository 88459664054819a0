/** @jest-environment node */
// Publish events between the instances of a market (issue #36 part 2), against a real redis-server
// of the test's own: two fan-outs are two instances.
import { createRedisConnection, type RedisConnection } from '../redis/sharedRedis';
import { startRedisServer, type RedisServer } from '@clavis/http/testing';
import { createPublishFanout, type PublishFanout, type PublishMessage, type SharedVersion } from './publishFanout';
import type { StoryEvent } from './webhookPayload';

const event = (storyId: number): StoryEvent => ({ action: 'published', storyId, fullSlug: `de/germany/veranstaltungen-und-nachrichten/nachrichten-uber-uns/news-${storyId}` });

/** Waits for `condition`, at most `ms`. */
async function until(condition: () => boolean, ms = 5_000): Promise<void> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms`);
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
  lines: string[];
}

let redis: RedisServer;
const open: Instance[] = [];

async function instance(): Promise<Instance> {
  // As a server opens it at start-up, before it subscribes.
  const client = createRedisConnection(redis.url);
  await client.connect();
  const self: Instance = { client, applied: [], replayed: [], catchUps: 0, versions: [], lines: [], fanout: undefined as unknown as PublishFanout };
  self.fanout = createPublishFanout({
    client,
    keyPrefix: 'clavis:germany:',
    apply: async (message) => void self.applied.push(message),
    replay: async (message) => void self.replayed.push(message),
    catchUp: async (version: SharedVersion) => {
      self.versions.push(await version.read());
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
    expect(second!.applied[0]).toEqual({ origin: first!.fanout.origin, event: event(1), cv: 1700000000 });
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
    // The other hears of them either way: by the messages when it was subscribed again in time,
    // else by the content version its catch-up reads, raised before the first message went out.
    const heard = () => second!.applied.length === 2 || second!.versions.at(-1) === 1700000100;
    await until(heard, 5_000);
    for (const { event: { storyId } } of second!.applied) expect([3, 4]).toContain(storyId);
  }, 20_000);

  it('catches up when an instance starts after a publish', async () => {
    const first = await instance();
    await first.fanout.publish(event(5), 1700000200);
    const late = await instance();
    expect(late.applied).toEqual([]);
    expect(late.versions).toEqual([1700000200]);
  });
});
