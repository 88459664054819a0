import { createOutbox } from './createOutbox';
import { createSubmissionStore } from './createSubmissionStore';
import type { Submission } from './types';

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
}

/**
 * One machine's queue (no Redis): each submission is appended with fsync to
 * `{dataDir}/forms/{market}.jsonl`, and an outbox started with the server delivers it.
 */
export function createFileSubmissionQueue({
  dataDir,
  market,
  webhookUrl,
  ...delivery
}: DeliverySettings & { dataDir: string; market: string }): SubmissionQueue {
  const store = createSubmissionStore({ dataDir, market });
  const outbox = webhookUrl ? createOutbox({ store, webhookUrl, ...delivery }) : null;
  return {
    async accept(submission) {
      await store.append(submission);
      outbox?.enqueue(submission);
    },
    start: async () => {
      await outbox?.start();
    },
    stop: async () => {
      await outbox?.stop();
    },
  };
}
