import type { SubmissionStore } from './createSubmissionStore';
import { deliverSubmission } from './deliverSubmission';
import type { SubmissionQueueState } from './submissionQueue';
import type { Submission } from './types';

export interface OutboxOptions {
  store: SubmissionStore;
  /** Where submissions are forwarded (`FORMS_WEBHOOK_URL`). */
  webhookUrl: string;
  /** `FORMS_WEBHOOK_SECRET`'s keys: each delivery is signed with them (`deliverSubmission`). */
  webhookSecrets?: readonly string[];
  fetch?: typeof globalThis.fetch;
  /** Delay before the first retry; it doubles after each failure. @default 1000 */
  retryDelayMs?: number;
  /** The longest wait between two attempts. @default 300000 */
  maxRetryDelayMs?: number;
  /** How long one delivery attempt may take. @default 10000 */
  attemptTimeoutMs?: number;
  log?: (message: string) => void;
}

export interface Outbox {
  /** Loads what the store has not delivered yet (also after a restart) and starts delivering. */
  start(): Promise<void>;
  /** Queues a submission that was just stored. */
  enqueue(submission: Submission): void;
  /** Resolves when nothing is waiting (for tests and graceful shutdown). */
  idle(): Promise<void>;
  /** Stops after the attempt in flight; what is undelivered stays in the store for the next start. */
  stop(): Promise<void>;
  /** What waits: submissions not tried yet (`waiting`), those waiting to retry (`delayed`), the one being delivered (`active`). */
  state(): Omit<SubmissionQueueState, 'queue'>;
}

/** One undelivered submission and when it is due again. */
interface Pending {
  submission: Submission;
  dueAt: number;
  /** The wait after its next failure. */
  delay: number;
  /** Failed attempts so far. */
  failures: number;
}

/** How long an idle worker sleeps when nothing wakes it (a new submission always does). */
const IDLE_SLEEP_MS = 60_000;

/**
 * Forwards stored submissions to a webhook, one attempt at a time, retrying each with its own
 * exponential backoff until the receiver answers 2xx, so a submission the receiver keeps refusing
 * never holds back the ones behind it. Each delivery carries the submission id as its
 * `Idempotency-Key`, so a delivery repeated after a crash (sent, but not yet recorded as
 * delivered) is recognised by the receiver: each submission takes effect exactly once.
 */
export function createOutbox({
  store,
  webhookUrl,
  webhookSecrets,
  fetch: fetchImpl = globalThis.fetch,
  retryDelayMs = 1_000,
  maxRetryDelayMs = 300_000,
  attemptTimeoutMs = 10_000,
  log = (message) => console.warn(message),
}: OutboxOptions): Outbox {
  // In arrival order: among submissions due at the same time, the oldest goes first.
  const pending = new Map<string, Pending>();
  let running = false;
  let worker: Promise<void> | null = null;
  let wake: (() => void) | null = null;
  let idleWaiters: Array<() => void> = [];
  /** The id of the submission being delivered now. */
  let delivering: string | undefined;

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      // Waiting must never keep a process alive on its own.
      timer.unref?.();
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  function notifyIdle() {
    if (pending.size > 0) return;
    const waiters = idleWaiters;
    idleWaiters = [];
    waiters.forEach((resolve) => resolve());
  }

  /** The submission due soonest (the oldest of those due together). */
  function nextDue(): Pending | undefined {
    let next: Pending | undefined;
    for (const item of pending.values()) if (!next || item.dueAt < next.dueAt) next = item;
    return next;
  }

  async function deliver(submission: Submission): Promise<boolean> {
    try {
      await deliverSubmission(submission, { webhookUrl, webhookSecrets, fetch: fetchImpl, attemptTimeoutMs });
      return true;
    } catch (error) {
      log(`forms outbox: delivery of ${submission.id} failed (${(error as Error).message}); will retry`);
      return false;
    }
  }

  /**
   * Records a delivery; false when the record could not be written. The submission then stays
   * pending and goes out again under the same idempotency key, rather than the worker dying and
   * nothing being delivered until the next restart.
   */
  async function recordDelivery(submission: Submission): Promise<boolean> {
    try {
      await store.markDelivered(submission.id);
      return true;
    } catch (error) {
      log(
        `forms outbox: could not record the delivery of ${submission.id} (${(error as Error).message}); will resend`,
      );
      return false;
    }
  }

  async function work() {
    while (running) {
      const next = nextDue();
      if (!next) {
        notifyIdle();
        await sleep(IDLE_SLEEP_MS);
        continue;
      }
      const wait = next.dueAt - Date.now();
      if (wait > 0) {
        await sleep(wait);
        continue;
      }
      delivering = next.submission.id;
      const delivered = (await deliver(next.submission)) && (await recordDelivery(next.submission));
      delivering = undefined;
      if (delivered) {
        pending.delete(next.submission.id);
        notifyIdle();
      } else {
        next.failures += 1;
        next.dueAt = Date.now() + next.delay;
        next.delay = Math.min(next.delay * 2, maxRetryDelayMs);
      }
    }
  }

  function add(submission: Submission) {
    if (pending.has(submission.id)) return;
    pending.set(submission.id, { submission, dueAt: Date.now(), delay: retryDelayMs, failures: 0 });
  }

  return {
    async start() {
      if (running) return;
      for (const submission of await store.undelivered()) add(submission);
      running = true;
      worker = work();
    },
    enqueue(submission) {
      add(submission);
      // Due now, even while others wait out their backoff.
      wake?.();
    },
    state() {
      const jobs = { waiting: 0, delayed: 0, active: 0 };
      let oldestWaitingAt: number | undefined;
      for (const { submission, failures } of pending.values()) {
        if (submission.id === delivering) jobs.active += 1;
        else if (failures > 0) jobs.delayed += 1;
        else jobs.waiting += 1;
        const receivedAt = Date.parse(submission.receivedAt);
        if (Number.isFinite(receivedAt) && (oldestWaitingAt === undefined || receivedAt < oldestWaitingAt)) oldestWaitingAt = receivedAt;
      }
      return { jobs, ...(oldestWaitingAt !== undefined && { oldestWaitingAt }) };
    },
    idle() {
      if (pending.size === 0) return Promise.resolve();
      return new Promise((resolve) => idleWaiters.push(resolve));
    },
    async stop() {
      running = false;
      wake?.();
      await worker;
    },
  };
}
