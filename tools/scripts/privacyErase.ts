#!/usr/bin/env node
// `npm run privacy:erase -- --email <address> [--market <market>]`: erases one person's data
// (GDPR article 17). Form submissions whose e-mail field is the address (letter case aside) go
// from the file stores of every market under DATA_DIR (default ./data) and, with REDIS_URL, from
// each market's queue, whatever the job's state. It prints how many each store removed, never
// what. Run it where the sites' DATA_DIR is (the host or volume of the file store).
import { createClient } from 'redis';
import { eraseSubmissions } from '@clavis/forms/server';
import { MARKETS } from '@clavis/i18n-routing';

const redisClient = (url: string) => createClient({ url });

interface ErasureRequest {
  email: string;
  markets: readonly string[] | undefined;
  dataDir: string;
  redis: ReturnType<typeof redisClient> | undefined;
}

/** What one store gave up: counts only. `inDelivery`: held by a worker right now, not removed. */
interface Removed {
  store: string;
  market: string;
  removed: number;
  inDelivery?: number;
}

/** One kind of personal data and how to erase it; each one listed runs for every request. */
type Eraser = (request: ErasureRequest) => Promise<Removed[]>;

const erasers: ReadonlyArray<readonly [what: string, erase: Eraser]> = [
  [
    'form submissions',
    ({ email, markets, dataDir, redis }) =>
      eraseSubmissions({ email, dataDir, markets: markets ?? (redis ? MARKETS : undefined), ...(redis && { redis: { connection: redis } }) }),
  ],
  // The extranet's download audit (holder ids, not e-mail addresses) gets its eraser here once
  // @clavis/extranet/server offers one.
];

function parseArguments(argv: readonly string[]): { email: string; market: string | undefined } {
  const value = (flag: string) => {
    const index = argv.indexOf(flag);
    return index === -1 ? undefined : argv[index + 1];
  };
  const email = value('--email');
  const market = value('--market');
  const unknown = argv.filter((arg) => arg.startsWith('--') && !['--email', '--market'].includes(arg));
  if (unknown.length > 0) throw new Error(`unknown option ${unknown.join(', ')}`);
  if (!email || !email.includes('@')) throw new Error('usage: npm run privacy:erase -- --email <address> [--market <market>]');
  if (market !== undefined && !(MARKETS as readonly string[]).includes(market)) {
    throw new Error(`unknown market ${market}; one of ${MARKETS.join(', ')}`);
  }
  return { email, market };
}

async function main() {
  const { email, market } = parseArguments(process.argv.slice(2));
  const redisUrl = process.env.REDIS_URL ?? process.env.CACHE_REDIS_URL;
  const redis = redisUrl ? redisClient(redisUrl) : undefined;
  redis?.on('error', () => undefined);
  await redis?.connect();
  try {
    const request: ErasureRequest = { email, markets: market ? [market] : undefined, dataDir: process.env.DATA_DIR ?? './data', redis };
    let pending = 0;
    for (const [what, erase] of erasers) {
      const counts = await erase(request);
      if (counts.length === 0) console.log(`privacy:erase: ${what}: no store found`);
      for (const count of counts) {
        const busy = count.inDelivery ? `, ${count.inDelivery} being delivered now (run again)` : '';
        pending += count.inDelivery ?? 0;
        console.log(`privacy:erase: ${what}: ${count.store} ${count.market}: ${count.removed} removed${busy}`);
      }
    }
    if (!redis) console.log('privacy:erase: REDIS_URL not set: the Redis queues were not searched');
    if (pending > 0) process.exitCode = 2;
  } finally {
    redis?.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(`privacy:erase: ${(error as Error).message}`);
  process.exit(1);
});
