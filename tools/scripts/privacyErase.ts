#!/usr/bin/env node
// `npm run privacy:erase -- --email <address> [--sub <subject>] [--market <market>]`: erases one
// person's data (GDPR article 17), and prints how many records each store removed, never what.
// - Form submissions whose e-mail field is the address (letter case aside): from the file stores of
//   every market under DATA_DIR (default ./data) and, with REDIS_URL, from each market's queue,
//   whatever the job's state.
// - The extranet's download audit and session records, which name a partner by an opaque id made
//   from the identity provider's subject (`sub`) with each key of EXTRANET_SIGNING_SECRET (run it
//   with every key used within AUDIT_RETENTION_DAYS, `new,old`): from the audit file
//   (EXTRANET_AUDIT_FILE, default $DATA_DIR/extranet/downloads.jsonl) and each market's Redis
//   stream. `--sub` gives the subject (a real provider's user id, as its admin console shows it);
//   with the embedded provider (no OIDC_* set) `--email` finds it among its test users.
// With Redis, its append-only file is rewritten afterwards (BGREWRITEAOF), so what was removed is
// in no file of Redis either. Run it where the sites' DATA_DIR is (the host or volume of the file
// stores), with their REDIS_URL and EXTRANET_SIGNING_SECRET.
import { createClient } from 'redis';
import { DEV_USERS } from '@clavis/dev-idp/users';
import { eraseSubmissions } from '@clavis/forms/server';
import { MARKETS } from '@clavis/i18n-routing';
import { eraseExtranetRecords, usesEmbeddedProvider } from '@clavis/site-shell/privacy';

const redisClient = (url: string) => createClient({ url });

interface ErasureRequest {
  email: string | undefined;
  /** The identity provider's subjects of the person (`--sub`, or found by `--email` at the embedded provider). */
  subs: readonly string[];
  markets: readonly string[] | undefined;
  dataDir: string;
  redis: ReturnType<typeof redisClient> | undefined;
}

/** What one store gave up: counts only. `inDelivery`: held by a worker right now, not removed. */
interface Removed {
  store: string;
  where: string;
  removed: number;
  inDelivery?: number;
  sessions?: number;
}

/** One kind of personal data and how to erase it; each one listed runs for every request. */
type Eraser = (request: ErasureRequest) => Promise<Removed[]>;

const erasers: ReadonlyArray<readonly [what: string, erase: Eraser]> = [
  [
    'form submissions',
    async ({ email, markets, dataDir, redis }) =>
      email
        ? (await eraseSubmissions({ email, dataDir, markets: markets ?? (redis ? MARKETS : undefined), ...(redis && { redis: { connection: redis } }) })).map(({ market, ...count }) => ({ ...count, where: market }))
        : [],
  ],
  ['download audit', ({ subs, markets, redis }) => eraseExtranetRecords({ env: process.env, subs, markets: markets ?? MARKETS, redis })],
];

const USAGE = 'usage: npm run privacy:erase -- --email <address> [--sub <subject>] [--market <market>]';

function parseArguments(argv: readonly string[]): { email: string | undefined; sub: string | undefined; market: string | undefined } {
  const value = (flag: string) => {
    const index = argv.indexOf(flag);
    return index === -1 ? undefined : argv[index + 1];
  };
  const [email, sub, market] = ['--email', '--sub', '--market'].map(value);
  const unknown = argv.filter((arg) => arg.startsWith('--') && !['--email', '--sub', '--market'].includes(arg));
  if (unknown.length > 0) throw new Error(`unknown option ${unknown.join(', ')}`);
  if (argv.includes('--email') && !email?.includes('@')) throw new Error(USAGE);
  if (argv.includes('--sub') && !sub?.trim()) throw new Error(USAGE);
  if (!email && !sub) throw new Error(USAGE);
  if (market !== undefined && !(MARKETS as readonly string[]).includes(market)) {
    throw new Error(`unknown market ${market}; one of ${MARKETS.join(', ')}`);
  }
  return { email, sub, market };
}

/**
 * The person's subjects at the identity provider: `--sub`, and with the embedded provider the test
 * user whose address `--email` is. A real provider's subjects are not looked up (this command holds
 * no credentials of it): say what to give instead.
 */
function subjectsOf(email: string | undefined, sub: string | undefined): string[] {
  const subs = sub ? [sub] : [];
  if (!email) return subs;
  if (usesEmbeddedProvider(process.env)) {
    const user = DEV_USERS.find((candidate) => candidate.email === email.trim().toLowerCase());
    if (user && !subs.includes(user.id)) subs.push(user.id);
  } else if (!sub) {
    console.log("privacy:erase: download audit: it names partners by the identity provider's subject, not the address: give --sub <their user id at the provider> to erase theirs");
  }
  return subs;
}

/**
 * Redis keeps what was removed in its append-only file until that is rewritten: rewritten now, and
 * waited for, so the erased values are in no file of Redis once this ends. Answers what it did.
 */
async function rewritePersistence(redis: ReturnType<typeof redisClient>): Promise<string> {
  const persistence = await redis.info('persistence');
  if (!/^aof_enabled:1/m.test(persistence)) return 'append-only file off: nothing to rewrite';
  await redis.sendCommand(['BGREWRITEAOF']).catch((error: unknown) => {
    // One already running or scheduled: the wait below covers it.
    if (!/already in progress|scheduled/i.test((error as Error).message)) throw error;
  });
  for (;;) {
    const state = await redis.info('persistence');
    if (/^aof_rewrite_in_progress:0/m.test(state) && /^aof_rewrite_scheduled:0/m.test(state)) break;
    await new Promise((done) => setTimeout(done, 100));
  }
  return 'append-only file rewritten';
}

/** Why a kind of data was searched nowhere. */
function nothingSearched(what: string, { email, subs }: ErasureRequest): string {
  if (what === 'form submissions' && !email) return 'no --email given';
  if (what !== 'download audit') return 'no store found';
  if (subs.length === 0) return 'no subject to look for';
  return 'EXTRANET_SIGNING_SECRET not set: no holder id to look for (each process made its own key)';
}

async function main() {
  const { email, sub, market } = parseArguments(process.argv.slice(2));
  const redisUrl = process.env.REDIS_URL ?? process.env.CACHE_REDIS_URL;
  const redis = redisUrl ? redisClient(redisUrl) : undefined;
  redis?.on('error', () => undefined);
  await redis?.connect();
  try {
    const subs = subjectsOf(email, sub);
    const request: ErasureRequest = { email, subs, markets: market ? [market] : undefined, dataDir: process.env.DATA_DIR ?? './data', redis };
    let pending = 0;
    let fromRedis = 0;
    for (const [what, erase] of erasers) {
      const counts = await erase(request);
      if (counts.length === 0) console.log(`privacy:erase: ${what}: ${nothingSearched(what, request)}`);
      for (const count of counts) {
        const busy = count.inDelivery ? `, ${count.inDelivery} being delivered now (run again)` : '';
        const sessions = count.sessions !== undefined ? `, ${count.sessions} session records` : '';
        pending += count.inDelivery ?? 0;
        if (count.store === 'redis') fromRedis += count.removed + (count.sessions ?? 0);
        console.log(`privacy:erase: ${what}: ${count.store} ${count.where}: ${count.removed} removed${sessions}${busy}`);
      }
    }
    if (!redis) console.log('privacy:erase: REDIS_URL not set: the Redis queues and streams were not searched');
    else if (fromRedis > 0) console.log(`privacy:erase: Redis: ${await rewritePersistence(redis)}`);
    if (pending > 0) process.exitCode = 2;
  } finally {
    redis?.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(`privacy:erase: ${(error as Error).message}`);
  process.exit(1);
});
