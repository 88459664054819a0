/** @jest-environment node */
import { createClient } from 'redis';
import type { ContentServer } from '@clavis/content-server';
import { startRedisServer, type RedisServer } from '@clavis/http/testing';
import type { ExtranetPayload } from '../payload';
import { createExtranetApi, type ExtranetApi } from './createExtranetApi';
import { cmsFor, createIssuer, removeTempAuditFiles, startContentServer, tempAuditFile, USERS } from '../testing/extranetTestServer';

// Two instances of a market sharing Redis (the holders' sessions, the audit stream) while
// EXTRANET_SIGNING_SECRET is rotated in the README's three rollouts, each instance taking the new
// list in turn: at every step, every link either instance handed out that has not expired
// downloads on both.
const SITE = 'http://127.0.0.1:10000';
const OLD = 'rotation-old-signing-key-of-32-characters';
const NEW = 'rotation-new-signing-key-of-32-characters';
const GALLERY = 'de/fotogalerie/plant';
/** The longest a link works: its 120 s and the 30 s window its expiry is rounded up to. */
const LINK_LIFETIME_MS = 150_000;

let content: ContentServer;
let assetOrigin: string;
let issuer: Awaited<ReturnType<typeof createIssuer>>;
let redis: RedisServer;
let client: ReturnType<typeof createClient>;
let clock = Date.now();

beforeAll(async () => {
  const started = await startContentServer(5335);
  content = started.server;
  assetOrigin = started.baseUrl;
  issuer = await createIssuer();
  redis = await startRedisServer(5314);
  client = createClient({ url: redis.url });
  await client.connect();
});
afterAll(async () => {
  client.destroy();
  await redis.stop();
  await content.close();
  await removeTempAuditFiles();
});

async function instance(keys: string[]): Promise<ExtranetApi & { keys: string[] }> {
  const api = createExtranetApi({
    market: 'germany',
    cms: cmsFor(assetOrigin),
    verify: issuer.verify,
    signingSecret: keys,
    auditFile: await tempAuditFile(),
    auditStream: { client, key: 'clavis:germany:downloads' },
    holderStore: { client, keyPrefix: 'clavis:germany:extranet:holders:' },
    assetOrigin,
    now: () => clock,
  });
  return { ...api, keys };
}

type Link = { href: string; by: string; minted: number };

async function mint(api: ExtranetApi, by: string): Promise<Link[]> {
  const response = await api.GET(new Request(`${SITE}/api/extranet/${GALLERY}`, { headers: { authorization: `Bearer ${await issuer.token(USERS.partner)}` } }));
  expect(response.status).toBe(200);
  const { pictures } = (await response.json()) as ExtranetPayload & { pictures: Array<{ href: string }> };
  expect(pictures.length).toBeGreaterThan(0);
  return pictures.slice(0, 2).map(({ href }) => ({ href, by, minted: clock }));
}

const download = async (api: ExtranetApi, link: Link) => {
  const response = await api.GET(new Request(`${SITE}${link.href}`));
  await response.body?.cancel();
  return response.status;
};

it('rotates across two instances with no link refused: old,new on each, then new,old on each, then new once the old links expired', async () => {
  const instances: Record<'a' | 'b', ExtranetApi & { keys: string[] }> = { a: await instance([OLD]), b: await instance([OLD]) };
  const links: Link[] = [];
  const refused: string[] = [];

  /** Both instances hand out links; every link still alive downloads on both. */
  const round = async (step: string) => {
    for (const name of ['a', 'b'] as const) links.push(...(await mint(instances[name], `${name} ${instances[name].keys.join(',')}`)));
    for (const link of links.filter((candidate) => clock - candidate.minted < LINK_LIFETIME_MS)) {
      for (const name of ['a', 'b'] as const) {
        const status = await download(instances[name], link);
        if (status !== 200) refused.push(`${step}: minted by ${link.by}, ${status} on ${name} ${instances[name].keys.join(',')}`);
      }
    }
    clock += 20_000;
  };
  const take = async (name: 'a' | 'b', keys: string[], step: string) => {
    instances[name] = await instance(keys);
    await round(step);
  };

  await round('both old');
  await take('a', [OLD, NEW], 'a old,new');
  await take('b', [OLD, NEW], 'b old,new');
  await take('a', [NEW, OLD], 'a new,old');
  await take('b', [NEW, OLD], 'b new,old');
  // The old key signed its last links before b took new,old; they expire.
  clock += LINK_LIFETIME_MS;
  await round('old links expired');
  await take('a', [NEW], 'a new');
  await take('b', [NEW], 'b new');

  expect(refused).toEqual([]);
  expect(links.length).toBe(2 * 2 * 8);
});

it('refuses, on an instance that has the old key alone, what one taking new,old first mints: hence old,new everywhere first', async () => {
  const early = await instance([NEW, OLD]);
  const late = await instance([OLD]);
  const [link] = await mint(early, 'early');
  expect(await download(late, link!)).toBe(403);
  expect(await download(await instance([OLD, NEW]), link!)).toBe(200);
});
