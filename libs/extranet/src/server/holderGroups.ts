import { randomBytes } from 'node:crypto';
import { mayOpen } from '../areaAccess';
import type { DownloadGrant } from './downloadLinks';

/**
 * What the file and ZIP routes ask of a link's holder: the groups of their last verified request,
 * and their session's epoch (links minted in an earlier session, before a logout, name another).
 */
export interface HolderRecord {
  groups: string[];
  epoch: string;
}

/** The market's Redis (`REDIS_URL`): node-redis's hash commands and the prefix of the holders' keys. */
export interface HolderGroupsStore {
  client: {
    hSet(key: string, field: string, value: string): Promise<unknown>;
    hSetNX(key: string, field: string, value: string): Promise<unknown>;
    pExpireAt(key: string, timestamp: number): Promise<unknown>;
    hGetAll(key: string): Promise<Record<string, string>>;
    del(key: string): Promise<unknown>;
  };
  /** `clavis:{market}:extranet:holders:` */
  keyPrefix: string;
}

export interface HolderGroupsOptions {
  now: () => number;
  /** Without it, each process knows the holders it has seen itself. */
  store?: HolderGroupsStore;
  /** Holders kept in this process; past it the longest unseen go first (their links stop until their next request). @default 10000 */
  maxHolders?: number;
  /** How long a Redis command may take before this process answers from its own memory. @default 500 */
  timeoutMs?: number;
  /** @default console.warn */
  log?: (message: string) => void;
}

type Kept = HolderRecord & { expires: number };

const groupsOf = (text: string | undefined): string[] | null => {
  try {
    const groups: unknown = text === undefined ? null : JSON.parse(text);
    return Array.isArray(groups) && groups.every((group) => typeof group === 'string') ? groups : null;
  } catch {
    return null;
  }
};

/**
 * Per opaque holder id, the groups of the holder's last verified request, kept until their token
 * expires: a link is a capability of that holder only while these groups still open its area and
 * its session is the current one. With `store`, one record for every instance of the market (a
 * logout or a lost group on one counts on all); Redis not answering, this process's memory serves,
 * logged once.
 */
export function createHolderGroups({ now, store, maxHolders = 10_000, timeoutMs = 500, log = (message) => console.warn(message) }: HolderGroupsOptions) {
  const memory = new Map<string, Kept>();
  let redisDown = false;

  const keep = (holder: string, record: Kept) => {
    memory.delete(holder);
    memory.set(holder, record);
    while (memory.size > maxHolders) memory.delete(memory.keys().next().value as string);
  };
  const kept = (holder: string): Kept | null => {
    const record = memory.get(holder);
    if (record && record.expires <= now()) memory.delete(holder);
    return record && record.expires > now() ? record : null;
  };

  /** A Redis call, or undefined when Redis failed or was slow (the caller answers from memory). */
  async function shared<T>(call: (client: HolderGroupsStore['client']) => Promise<T>): Promise<{ value: T } | undefined> {
    if (!store) return undefined;
    let timer: NodeJS.Timeout | undefined;
    try {
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
        timer.unref();
      });
      const value = await Promise.race([call(store.client), late]);
      if (redisDown) log('extranet holders: Redis answers again; download links are checked across instances again');
      redisDown = false;
      return { value };
    } catch (error) {
      if (!redisDown) log(`extranet holders: Redis does not answer (${(error as Error).message}); each instance checks download links against the holders it has seen until it does`);
      redisDown = true;
      return undefined;
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    /**
     * Records the groups of a verified request until `expires` (the token's expiry, epoch ms) and
     * answers the holder's session epoch, the same until the holder logs out or is forgotten.
     */
    async remember(holder: string, groups: readonly string[], expires: number): Promise<string> {
      const fresh = randomBytes(9).toString('base64url');
      const key = `${store?.keyPrefix ?? ''}${holder}`;
      const answer = await shared(async (client) => {
        await client.hSet(key, 'groups', JSON.stringify(groups));
        await client.hSetNX(key, 'epoch', fresh);
        await client.pExpireAt(key, expires);
        return (await client.hGetAll(key))['epoch'];
      });
      const epoch = answer?.value ?? kept(holder)?.epoch ?? fresh;
      keep(holder, { groups: [...groups], epoch, expires });
      return epoch;
    },

    /** The holder's groups and session now; null for a holder unknown here, whose token expired, or who logged out. */
    async recall(holder: string): Promise<HolderRecord | null> {
      const answer = await shared((client) => client.hGetAll(`${store?.keyPrefix ?? ''}${holder}`));
      if (answer) {
        const groups = groupsOf(answer.value['groups']);
        const epoch = answer.value['epoch'];
        return groups && epoch ? { groups, epoch } : null;
      }
      const record = kept(holder);
      return record && { groups: record.groups, epoch: record.epoch };
    },

    /**
     * Whether a verified link still opens what it names: its holder's session is the current one,
     * and their groups now include the group the link was minted under and the one the route
     * table gives its area today. Answers their groups, or why not (for the refusal).
     */
    async admits(grant: DownloadGrant): Promise<{ ok: true; groups: string[] } | { ok: false; error: string }> {
      const record = await this.recall(grant.holder);
      if (!record || record.epoch !== grant.epoch) return { ok: false, error: 'Download link revoked' };
      if (!record.groups.includes(grant.group) || !mayOpen(grant.area, record.groups)) return { ok: false, error: 'Download link no longer allowed' };
      return { ok: true, groups: record.groups };
    },

    /** A logout: every link minted for the holder so far stops working; their next login starts a new session. */
    async forget(holder: string): Promise<void> {
      memory.delete(holder);
      await shared((client) => client.del(`${store?.keyPrefix ?? ''}${holder}`));
    },
  };
}

export type HolderGroups = ReturnType<typeof createHolderGroups>;
