import { rewriteJsonLines } from '@clavis/http';
import type { DownloadRecord } from './auditLog';

/** The node-redis commands the erasure uses. */
export interface ErasureRedisClient {
  xRange(key: string, start: string, end: string, options?: { COUNT: number }): Promise<Array<{ id: string; message: Record<string, string> }> | null>;
  xAdd(key: string, id: string, message: Record<string, string>): Promise<unknown>;
  del(keys: string | string[]): Promise<number>;
  eval(script: string, options: { keys: string[]; arguments: string[] }): Promise<unknown>;
}

/** Where one market keeps its extranet records in Redis (`extranetRedisKeys`). */
export interface HolderRedisKeys {
  market: string;
  /** The download audit stream. */
  downloads: string;
  /** The prefix of the holders' session records (the opaque id follows). */
  holders: string;
}

export interface EraseHolderRecordsOptions {
  /** The person's opaque ids (every key of a rotation gives another: `DownloadSigner.holderIds`). */
  holders: readonly string[];
  /** The audit files to rewrite without their records (a missing one is skipped). */
  files: readonly string[];
  /** With `REDIS_URL`: the markets' keys to search. */
  redis?: { client: ErasureRedisClient; markets: readonly HolderRedisKeys[] };
}

/** What one store gave up: counts only, never the data. */
export interface HolderErasureCount {
  store: 'file' | 'redis';
  /** The file's path, or the market. */
  where: string;
  /** Download records removed. */
  removed: number;
  /** Session records removed (Redis only). */
  sessions?: number;
}

/** The Redis keys of one market's extranet records under its key prefix (`clavis:{market}:`). */
export function extranetRedisKeys(keyPrefix: string): { downloads: string; holders: string } {
  return { downloads: `${keyPrefix}downloads`, holders: `${keyPrefix}extranet:holders:` };
}

const PAGE = 1000;

/**
 * Moves what was appended to the stream after the copied part (`ARGV[1]`, exclusive) into the copy,
 * without the person's entries (`ARGV[2..]`: holder ids), then puts the copy in the stream's place,
 * all in one step, so no append is lost between the copy and the swap. Answers how many of the
 * person's entries the tail held.
 */
const FINISH_COPY = `
local wanted = {}
for i = 2, #ARGV do wanted[ARGV[i]] = true end
local start = ARGV[1] == '-' and '-' or ('(' .. ARGV[1])
local removed = 0
for _, entry in ipairs(redis.call('XRANGE', KEYS[1], start, '+')) do
  local fields = entry[2]
  local theirs = false
  for i = 1, #fields, 2 do
    if fields[i] == 'holder' and wanted[fields[i + 1]] then theirs = true end
  end
  if theirs then removed = removed + 1 else redis.call('XADD', KEYS[2], entry[1], unpack(fields)) end
end
if redis.call('EXISTS', KEYS[2]) == 1 then redis.call('RENAME', KEYS[2], KEYS[1]) else redis.call('DEL', KEYS[1]) end
return removed
`;

/**
 * The stream without the person's entries. XDEL would only mark an entry deleted: its fields stay
 * in the stream's memory (and in a snapshot of it) until its whole node goes, so the stream is
 * copied without them instead (page by page, the rest and the swap in one script) and the copy
 * takes its place. Entries keep their ids, so the retention's trimming by id holds.
 */
async function eraseFromStream(client: ErasureRedisClient, key: string, holders: ReadonlySet<string>): Promise<number> {
  const copy = `${key}:erasing`;
  const after = (id: string) => (id === '-' ? '-' : `(${id}`);
  const theirs = (entry: { message: Record<string, string> }) => holders.has(entry.message['holder'] ?? '');
  await client.del(copy);
  // The id of the last entry read, copied or not.
  let last = '-';
  let removed = 0;
  for (;;) {
    const entries = (await client.xRange(key, after(last), '+', { COUNT: PAGE })) ?? [];
    for (const entry of entries) {
      if (theirs(entry)) removed += 1;
      else await client.xAdd(copy, entry.id, entry.message);
    }
    if (entries.length > 0) last = entries[entries.length - 1]!.id;
    if (entries.length < PAGE) break;
  }
  if (removed === 0 && !((await client.xRange(key, after(last), '+')) ?? []).some(theirs)) {
    await client.del(copy);
    return 0;
  }
  return removed + Number(await client.eval(FINISH_COPY, { keys: [key, copy], arguments: [last, ...holders] }));
}

/**
 * Erases one person's extranet records, found by their opaque ids: their lines of the download
 * audit files, their entries of each market's audit stream, and their session records. Answers
 * counts per store, never what was removed.
 */
export async function eraseHolderRecords({ holders, files, redis }: EraseHolderRecordsOptions): Promise<HolderErasureCount[]> {
  const wanted = new Set(holders);
  const counts: HolderErasureCount[] = [];
  for (const file of files) {
    counts.push({ store: 'file', where: file, removed: await rewriteJsonLines<DownloadRecord>(file, (record) => wanted.has(record.holder ?? '')) });
  }
  if (redis) {
    for (const keys of redis.markets) {
      const removed = await eraseFromStream(redis.client, keys.downloads, wanted);
      const sessions = wanted.size === 0 ? 0 : await redis.client.del([...wanted].map((holder) => `${keys.holders}${holder}`));
      counts.push({ store: 'redis', where: keys.market, removed, sessions });
    }
  }
  return counts;
}
