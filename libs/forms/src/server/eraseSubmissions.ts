import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { Queue, type ConnectionOptions, type JobType } from 'bullmq';
import { createSubmissionStore } from './createSubmissionStore';
import { formsQueueName } from './redisSubmissionQueue';
import type { Submission } from './types';

export interface EraseSubmissionsOptions {
  /** The person's e-mail address, matched against every e-mail field case-insensitively. */
  email: string;
  /** `$DATA_DIR`: the file stores of every market under `{dataDir}/forms/` are searched. */
  dataDir: string;
  /**
   * Only these markets (`--market`); the Redis queues searched are theirs. @default every market
   * with a file store, and none on Redis (a queue cannot be found by listing files)
   */
  markets?: readonly string[];
  /** The Redis of the markets' queues (`REDIS_URL`): their jobs are searched too. */
  redis?: { connection: ConnectionOptions };
}

/** What one store gave up: counts only, never the data. */
export interface ErasureCount {
  store: 'file' | 'redis';
  market: string;
  removed: number;
  /**
   * Submissions of the person a worker is delivering at this moment (BullMQ's `active`, locked):
   * they cannot be removed now; run the erasure again once they are delivered.
   */
  inDelivery?: number;
}

/** The job states a submission can be found in, the one being delivered included. */
const JOB_STATES: JobType[] = ['waiting', 'delayed', 'prioritized', 'waiting-children', 'completed', 'failed', 'active'];
const PAGE = 500;

const normalise = (address: string) => address.trim().toLowerCase();

/** The e-mail addresses a submission holds: its definition's `email` fields, and a value named `email`. */
function submissionEmails(submission: Submission): string[] {
  const names = new Set(['email', ...submission.definition.fields.filter((field) => field.type === 'email').map((field) => field.name)]);
  return [...names]
    .map((name) => submission.values[name])
    .filter((value): value is string => typeof value === 'string')
    .map(normalise);
}

/** Whether a submission is the person's (an e-mail field equal to `email`, case aside). */
export function isSubmissionOf(email: string): (submission: Submission) => boolean {
  const wanted = normalise(email);
  return (submission) => submissionEmails(submission).includes(wanted);
}

/** The markets with a file store under `{dataDir}/forms/` (`{market}.jsonl`). */
async function fileMarkets(dataDir: string): Promise<string[]> {
  try {
    return (await readdir(join(dataDir, 'forms')))
      .filter((name) => name.endsWith('.jsonl') && !name.endsWith('.delivered.jsonl'))
      .map((name) => name.slice(0, -'.jsonl'.length))
      .sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

async function eraseFromQueue(connection: ConnectionOptions, market: string, matches: (submission: Submission) => boolean): Promise<ErasureCount> {
  const queue = new Queue<Submission>(formsQueueName(market), { connection });
  queue.on('error', () => undefined);
  try {
    // The ids first: removing while paging would shift the pages.
    const ids: string[] = [];
    for (let start = 0; ; start += PAGE) {
      const jobs = await queue.getJobs(JOB_STATES, start, start + PAGE - 1, true);
      for (const job of jobs) if (job?.id && job.data && matches(job.data)) ids.push(job.id);
      if (jobs.length < PAGE) break;
    }
    let removed = 0;
    let inDelivery = 0;
    for (const id of new Set(ids)) {
      const job = await queue.getJob(id);
      if (!job) continue;
      try {
        await job.remove();
        removed += 1;
      } catch {
        // Locked by the worker delivering it.
        inDelivery += 1;
      }
    }
    return { store: 'redis', market, removed, ...(inDelivery > 0 && { inDelivery }) };
  } finally {
    await queue.close();
  }
}

/**
 * Erases one person's form submissions (GDPR article 17): from the file store of every market
 * under the data folder, rewritten without them, and with `redis` from each market's queue,
 * whatever the job's state. Resolves with how many each store removed.
 */
export async function eraseSubmissions({ email, dataDir, markets, redis }: EraseSubmissionsOptions): Promise<ErasureCount[]> {
  if (!email.includes('@')) throw new Error('an e-mail address is needed');
  const matches = isSubmissionOf(email);
  const counts: ErasureCount[] = [];
  const onDisk = await fileMarkets(dataDir);
  for (const market of markets ? onDisk.filter((name) => markets.includes(name)) : onDisk) {
    const removed = await createSubmissionStore({ dataDir, market }).removeWhere(matches);
    counts.push({ store: 'file', market, removed });
  }
  if (redis) for (const market of markets ?? []) counts.push(await eraseFromQueue(redis.connection, market, matches));
  return counts;
}
