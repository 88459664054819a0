/** @jest-environment node */
import { createClient } from 'redis';
import { startRedisServer, type RedisServer } from '@clavis/http/testing';
import type { DownloadGrant } from './downloadLinks';
import { createHolderGroups, type HolderGroups, type HolderGroupsStore } from './holderGroups';

let clock = 1_000_000;
const now = () => clock;
beforeEach(() => {
  clock = 1_000_000;
});

const grantFor = (epoch: string, overrides: Partial<DownloadGrant> = {}): DownloadGrant => ({
  holder: 'h1',
  area: 'extranet-documentation-bu-italy-slug',
  group: 'bu-italy',
  epoch,
  target: { kind: 'file', path: 'f/287000/abc/bu-italia-document-1.pdf' },
  expires: clock + 120_000,
  ...overrides,
});

describe('createHolderGroups in one process', () => {
  it("keeps a holder's groups and session until their token expires", async () => {
    const holders = createHolderGroups({ now });
    const epoch = await holders.remember('h1', ['partner', 'bu-italy'], clock + 60_000);
    expect(await holders.recall('h1')).toEqual({ groups: ['partner', 'bu-italy'], epoch });
    expect(await holders.remember('h1', ['partner', 'bu-italy'], clock + 60_000)).toBe(epoch);
    clock += 60_000;
    expect(await holders.recall('h1')).toBeNull();
    expect(await holders.recall('someone-never-seen')).toBeNull();
  });

  it('admits a link while the groups open its area, and refuses it once the holder lost the group', async () => {
    const holders = createHolderGroups({ now });
    const epoch = await holders.remember('h1', ['partner', 'bu-italy'], clock + 60_000);
    expect(await holders.admits(grantFor(epoch))).toEqual({ ok: true, groups: ['partner', 'bu-italy'] });
    await holders.remember('h1', ['partner'], clock + 60_000);
    expect(await holders.admits(grantFor(epoch))).toEqual({ ok: false, error: 'Download link no longer allowed' });
    // The route table's group counts even where the link was minted under a lesser one.
    expect(await holders.admits(grantFor(epoch, { group: 'partner' }))).toEqual({ ok: false, error: 'Download link no longer allowed' });
    expect(await holders.admits(grantFor(epoch, { area: 'extranet-catalogues', group: 'partner' }))).toMatchObject({ ok: true });
  });

  it('refuses every link minted before a logout, also after the next login', async () => {
    const holders = createHolderGroups({ now });
    const before = await holders.remember('h1', ['partner', 'bu-italy'], clock + 60_000);
    await holders.forget('h1');
    expect(await holders.admits(grantFor(before))).toEqual({ ok: false, error: 'Download link revoked' });
    const after = await holders.remember('h1', ['partner', 'bu-italy'], clock + 60_000);
    expect(after).not.toBe(before);
    expect(await holders.admits(grantFor(before))).toEqual({ ok: false, error: 'Download link revoked' });
    expect(await holders.admits(grantFor(after))).toMatchObject({ ok: true });
  });

  it('keeps at most maxHolders, forgetting the longest unseen first', async () => {
    const holders = createHolderGroups({ now, maxHolders: 2 });
    await holders.remember('a', ['partner'], clock + 60_000);
    await holders.remember('b', ['partner'], clock + 60_000);
    await holders.remember('a', ['partner'], clock + 60_000);
    await holders.remember('c', ['partner'], clock + 60_000);
    expect([await holders.recall('a'), await holders.recall('b'), await holders.recall('c')].map(Boolean)).toEqual([true, false, true]);
  });
});

describe('createHolderGroups across instances (Redis)', () => {
  let redis: RedisServer;
  beforeAll(async () => {
    redis = await startRedisServer();
  });
  afterAll(async () => {
    await redis.stop();
  });

  async function connected() {
    const client = createClient({ url: redis.url, disableOfflineQueue: true });
    client.on('error', () => undefined);
    await client.connect();
    return client;
  }

  it('shares groups, sessions and logouts between instances, each record expiring with its token', async () => {
    const clients = [await connected(), await connected()];
    try {
      const [one, two] = clients.map((client) => createHolderGroups({ now: Date.now, store: { client, keyPrefix: 'clavis:germany:extranet:holders:' } })) as [HolderGroups, HolderGroups];
      const epoch = await one.remember('h1', ['partner', 'bu-italy'], Date.now() + 60_000);
      expect(await two.recall('h1')).toEqual({ groups: ['partner', 'bu-italy'], epoch });
      expect(await two.remember('h1', ['partner'], Date.now() + 60_000)).toBe(epoch);
      expect(await one.recall('h1')).toEqual({ groups: ['partner'], epoch });
      const ttl = await (clients[0] as (typeof clients)[number]).pTTL('clavis:germany:extranet:holders:h1');
      expect(ttl).toBeGreaterThan(50_000);
      expect(ttl).toBeLessThanOrEqual(60_000);
      await two.forget('h1');
      expect(await one.recall('h1')).toBeNull();
      expect(await one.remember('h1', ['partner'], Date.now() + 60_000)).not.toBe(epoch);
    } finally {
      await Promise.all(clients.map((client) => client.destroy()));
    }
  });

  it('answers from its own memory while Redis does not answer, and says so once', async () => {
    const client = await connected();
    const warnings: string[] = [];
    const store: HolderGroupsStore = { client, keyPrefix: 'clavis:germany:extranet:holders:' };
    const holders = createHolderGroups({ now: Date.now, store, log: (line) => warnings.push(line) });
    const epoch = await holders.remember('h2', ['partner'], Date.now() + 60_000);
    client.destroy();
    expect(await holders.recall('h2')).toEqual({ groups: ['partner'], epoch });
    expect(await holders.remember('h2', ['partner'], Date.now() + 60_000)).toBe(epoch);
    expect(await holders.recall('never-seen')).toBeNull();
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^extranet holders: Redis does not answer/);
  });
});
