import { createOutbox } from './createOutbox';
import { createSubmissionStore } from './createSubmissionStore';
import { formsQueueName } from './queueName';
import type { Submission } from './types';

/** The states a queue's submissions are counted in (BullMQ's names). */
export type SubmissionJobState = 'waiting' | 'active' | 'delayed' | 'completed' | 'failed' | 'prioritized';

/** What a queue holds now, for the server's metrics. */
export interface SubmissionQueueState {
  /** `clavis-{market}-forms`. */
  queue: string;
  /** Submissions by state; a state the queue cannot tell is left out. */
  jobs: Partial<Record<SubmissionJobState, number>>;
  /** Epoch milliseconds of the oldest submission waiting for delivery or its retry; undefined when none waits. */
  oldestWaitingAt?: number;
}

/**
 * Where accepted submissions wait for the webhook: the handler says success only once `accept`
 * resolved, and `start` delivers (what an earlier run left undelivered included).
 */
export interface SubmissionQueue {
  /** Resolves once the submission is durable (on disk, or acknowledged by Redis); rejects if not. */
  accept(submission: Submission): Promise<void>;
  start(): Promise<void>;
  /** Stops after the attempts in flight; what is undelivered waits for the next start. */
  stop(): Promise<void>;
  /** What waits and what was delivered, as far as this queue can tell. */
  state(): Promise<SubmissionQueueState>;
}

/** How submissions are delivered to the webhook, whichever queue holds them. */
export interface DeliverySettings {
  /** `FORMS_WEBHOOK_URL`; without it submissions are only kept. */
  webhookUrl?: string;
  /**
   * `FORMS_WEBHOOK_SECRET`'s keys (`whsec_…`): every delivery is signed with each (Standard
   * Webhooks), so the receiver can verify it with any one of them.
   */
  webhookSecrets?: readonly string[];
  fetch?: typeof globalThis.fetch;
  /** Delay before the first retry; it doubles after each failure. @default 1000 */
  retryDelayMs?: number;
  /** The longest wait between two attempts. @default 300000 */
  maxRetryDelayMs?: number;
  /** How long one delivery attempt may take. @default 10000 */
  attemptTimeoutMs?: number;
  log?: (message: string) => void;
  /**
   * How long a delivered submission is kept (`FORMS_RETENTION_DAYS`); an undelivered one is kept
   * until it is delivered. @default 30
   */
  retentionDays?: number;
}

export const DEFAULT_RETENTION_DAYS = 30;
const DAY_MS = 24 * 3600 * 1000;
/** How often a running queue removes what outlived its retention. */
export const RETENTION_SWEEP_MS = 3600 * 1000;

/** The retention in milliseconds; refuses a value that would keep nothing or everything by accident. */
export function retentionMs(days: number = DEFAULT_RETENTION_DAYS): number {
  if (!Number.isFinite(days) || days <= 0) throw new Error(`retentionDays must be a positive number of days (was ${days})`);
  return days * DAY_MS;
}

/**
 * One machine's queue (no Redis): each submission is appended with fsync to
 * `{dataDir}/forms/{market}.jsonl`, and an outbox started with the server delivers it.
 */
export function createFileSubmissionQueue({
  dataDir,
  market,
  webhookUrl,
  retentionDays,
  now = () => new Date(),
  ...delivery
}: DeliverySettings & { dataDir: string; market: string; now?: () => Date }): SubmissionQueue {
  const keepMs = retentionMs(retentionDays);
  const log = delivery.log ?? ((message: string) => console.warn(message));
  const store = createSubmissionStore({ dataDir, market });
  const outbox = webhookUrl ? createOutbox({ store, webhookUrl, ...delivery }) : null;
  let sweeper: NodeJS.Timeout | undefined;

  const sweep = async () => {
    try {
      await store.removeDeliveredBefore(new Date(now().getTime() - keepMs));
    } catch (error) {
      log(`forms: could not remove the submissions delivered over ${retentionDays ?? DEFAULT_RETENTION_DAYS} days ago (${(error as Error).message}); will try again`);
    }
  };

  return {
    async accept(submission) {
      await store.append(submission);
      outbox?.enqueue(submission);
    },
    start: async () => {
      await outbox?.start();
      if (sweeper) return;
      await sweep();
      sweeper = setInterval(() => void sweep(), RETENTION_SWEEP_MS);
      // The sweep must never keep a process alive on its own.
      sweeper.unref();
    },
    stop: async () => {
      clearInterval(sweeper);
      sweeper = undefined;
      await outbox?.stop();
    },
    // Without a webhook nothing is delivered and nothing waits for it.
    state: async () => ({ queue: formsQueueName(market), ...(outbox ? outbox.state() : { jobs: {} }) }),
  };
}
