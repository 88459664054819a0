import { join } from 'node:path';
import { appendDurably, readJsonLines, rewriteJsonLines } from '@clavis/http';
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
  /**
   * Removes the submissions delivered before `cutoff` (and their delivery records); an
   * undelivered one is kept whatever its age. Resolves with how many were removed.
   */
  removeDeliveredBefore(cutoff: Date): Promise<number>;
  /** Removes the submissions `match` picks, delivered or not (an erasure); resolves with how many. */
  removeWhere(match: (submission: Submission) => boolean): Promise<number>;
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
  const serialised = <T>(task: () => Promise<T>): Promise<T> => {
    const next = writes.then(task, task);
    writes = next.catch(() => undefined);
    return next;
  };

  /** Drops the submissions of `ids` from the store, then their delivery records. */
  async function removeIds(ids: ReadonlySet<string>): Promise<number> {
    if (ids.size === 0) return 0;
    const removed = await rewriteJsonLines<Submission>(path, (submission) => ids.has(submission.id));
    // A delivery record without its submission is harmless, so it goes second.
    await rewriteJsonLines<DeliveryRecord>(deliveriesPath, (record) => ids.has(record.id));
    return removed;
  }

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
    removeDeliveredBefore: (cutoff) =>
      serialised(async () => {
        const deliveries = await readJsonLines<DeliveryRecord>(deliveriesPath);
        const expired = new Set(
          deliveries.filter((record) => Date.parse(record.deliveredAt) < cutoff.getTime()).map((record) => record.id),
        );
        return removeIds(expired);
      }),
    removeWhere: (match) =>
      serialised(async () => {
        const submissions = await readJsonLines<Submission>(path);
        return removeIds(new Set(submissions.filter(match).map((submission) => submission.id)));
      }),
  };
}
