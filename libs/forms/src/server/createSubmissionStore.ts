import { join } from 'node:path';
import { appendDurably } from './appendDurably';
import { readJsonLines } from './readJsonLines';
import type { Submission } from './types';

interface DeliveryRecord {
  id: string;
  deliveredAt: string;
}

export interface SubmissionStoreOptions {
  /** The data folder; submissions go to `{dataDir}/forms/{market}.jsonl` (DESIGN.md section 4). */
  dataDir: string;
  market: string;
}

export interface SubmissionStore {
  readonly path: string;
  /** Resolves once the submission is on disk. */
  append(submission: Submission): Promise<void>;
  all(): Promise<Submission[]>;
  markDelivered(id: string, deliveredAt?: Date): Promise<void>;
  /** Submissions not yet delivered to the webhook, oldest first. */
  undelivered(): Promise<Submission[]>;
}

/** The durable record of accepted submissions and of their webhook deliveries. */
export function createSubmissionStore({
  dataDir,
  market,
}: SubmissionStoreOptions): SubmissionStore {
  const path = join(dataDir, 'forms', `${market}.jsonl`);
  const deliveriesPath = join(dataDir, 'forms', `${market}.delivered.jsonl`);
  // One writer at a time per file, so concurrent requests never interleave partial lines.
  let writes: Promise<unknown> = Promise.resolve();
  const serialised = (task: () => Promise<void>) => {
    const next = writes.then(task, task);
    writes = next.catch(() => undefined);
    return next;
  };

  return {
    path,
    append: (submission) => serialised(() => appendDurably(path, JSON.stringify(submission))),
    all: () => readJsonLines<Submission>(path),
    markDelivered: (id, deliveredAt = new Date()) =>
      serialised(() =>
        appendDurably(
          deliveriesPath,
          JSON.stringify({ id, deliveredAt: deliveredAt.toISOString() }),
        ),
      ),
    async undelivered() {
      const [submissions, deliveries] = await Promise.all([
        readJsonLines<Submission>(path),
        readJsonLines<DeliveryRecord>(deliveriesPath),
      ]);
      const delivered = new Set(deliveries.map((record) => record.id));
      return submissions.filter((submission) => !delivered.has(submission.id));
    },
  };
}
