import { Queue, Worker, type ConnectionOptions, type Job } from 'bullmq';
import { deliverSubmission } from './deliverSubmission';
import { formsQueueName } from './queueName';
import { DEFAULT_RETENTION_DAYS, RETENTION_SWEEP_MS, retentionMs, type DeliverySettings, type SubmissionQueue } from './submissionQueue';
import type { Submission } from './types';

export interface RedisSubmissionQueueOptions extends DeliverySettings {
  /** The market's Redis: a node-redis (or ioredis) client, which BullMQ shares and never closes. */
  connection: ConnectionOptions;
  market: string;
  /** The longest wait for Redis to acknowledge a submission before the visitor is told to retry. @default 3000 */
  acknowledgeTimeoutMs?: number;
  /**
   * How long a worker holds a submission it is delivering before another instance may take it
   * over (an instance that died mid-delivery); renewed while the attempt runs. @default 10000
   */
  lockDurationMs?: number;
  /** How often each worker looks for submissions a dead instance held. @default 5000 */
  stalledIntervalMs?: number;
}

export { formsQueueName };

/** Attempts per submission: in effect until the receiver takes it (backoff is capped at `maxRetryDelayMs`). */
const ATTEMPTS = 1_000_000_000;
/** Deliveries done at once by each instance, so one slow attempt does not hold back the rest. */
const CONCURRENCY = 5;
/** The most completed jobs one sweep removes; the next sweep takes the rest. */
const SWEEP_BATCH = 1_000;

function timeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took over ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/**
 * The market's queue on Redis (`REDIS_URL`), shared by all its instances: a submission is a
 * BullMQ job whose id is the submission's id, accepted once Redis acknowledged it (on a Redis with
 * its append-only file on, it survives Redis's restart). Every instance runs a worker, so whichever
 * is alive delivers, including what an instance killed mid-attempt held (taken over once its lock
 * expires). A refused attempt is retried with exponential backoff, `retryDelayMs` doubling up to
 * `maxRetryDelayMs`, without end; each carries the submission id as `Idempotency-Key`.
 */
export function createRedisSubmissionQueue({
  connection,
  market,
  webhookUrl,
  webhookSecrets,
  fetch,
  retryDelayMs = 1_000,
  maxRetryDelayMs = 300_000,
  attemptTimeoutMs = 10_000,
  acknowledgeTimeoutMs = 3_000,
  lockDurationMs = 10_000,
  stalledIntervalMs = 5_000,
  retentionDays = DEFAULT_RETENTION_DAYS,
  log = (message) => console.warn(message),
}: RedisSubmissionQueueOptions): SubmissionQueue {
  const name = formsQueueName(market);
  const keepMs = retentionMs(retentionDays);
  let sweeper: NodeJS.Timeout | undefined;
  let queue: Queue<Submission> | undefined;
  let worker: Worker<Submission> | undefined;
  // A Redis outage makes the worker fail every poll: one line until it works again.
  let outageLogged = false;

  const openQueue = () => {
    if (!queue) {
      queue = new Queue<Submission>(name, {
        connection,
        defaultJobOptions: {
          attempts: ATTEMPTS,
          backoff: { type: 'capped-exponential', delay: retryDelayMs },
          // A delivered submission stays in the completed set for the retention, then goes.
          removeOnComplete: { age: Math.max(1, Math.round(keepMs / 1000)) },
          removeOnFail: false,
        },
      });
      queue.on('error', () => undefined);
    }
    return queue;
  };

  return {
    async accept(submission) {
      await timeout(openQueue().add('submission', submission, { jobId: submission.id }), acknowledgeTimeoutMs, 'Redis acknowledging the submission');
    },
    async start() {
      if (!sweeper) {
        // BullMQ removes old completed jobs only as others complete (and keeps a job to the
        // retention it was added under): the sweep bounds them when no submission comes, too.
        const sweep = () =>
          openQueue()
            .clean(keepMs, SWEEP_BATCH, 'completed')
            .catch((error: Error) => log(`forms queue: could not remove old delivered submissions (${error.message}); will try again`));
        await sweep();
        sweeper = setInterval(() => void sweep(), RETENTION_SWEEP_MS);
        sweeper.unref();
      }
      if (!webhookUrl || worker) return;
      worker = new Worker<Submission>(
        name,
        async (job: Job<Submission>) => {
          await deliverSubmission(job.data, { webhookUrl, webhookSecrets, fetch, attemptTimeoutMs });
        },
        {
          connection,
          concurrency: CONCURRENCY,
          lockDuration: lockDurationMs,
          stalledInterval: stalledIntervalMs,
          // A submission an instance died holding is taken over as often as that happens.
          maxStalledCount: ATTEMPTS,
          settings: {
            backoffStrategy: (attemptsMade: number) => Math.min(retryDelayMs * 2 ** Math.max(0, attemptsMade - 1), maxRetryDelayMs),
          },
        },
      );
      worker.on('failed', (job, error) => {
        if (job) log(`forms queue: delivery of ${job.id} failed (${error.message}); will retry`);
      });
      worker.on('completed', () => {
        outageLogged = false;
      });
      worker.on('error', (error) => {
        if (outageLogged) return;
        outageLogged = true;
        log(`forms queue: Redis is not answering (${error.message}); deliveries resume when it does`);
      });
    },
    async state() {
      const queued = openQueue();
      const [jobs, oldest] = await Promise.all([
        queued.getJobCounts('waiting', 'active', 'delayed', 'completed', 'failed', 'prioritized'),
        // The head of each list, oldest first: a waiting one, or the first due of those waiting to retry.
        queued.getJobs(['wait', 'prioritized', 'delayed'], 0, 0, true),
      ]);
      const times = oldest.map((job) => job.timestamp).filter((time) => Number.isFinite(time));
      return { queue: name, jobs, ...(times.length > 0 && { oldestWaitingAt: Math.min(...times) }) };
    },
    async stop() {
      clearInterval(sweeper);
      sweeper = undefined;
      const [closingWorker, closingQueue] = [worker, queue];
      worker = undefined;
      queue = undefined;
      await closingWorker?.close();
      await closingQueue?.close();
    },
  };
}
