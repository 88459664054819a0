import type { Submission } from './types';

export interface DeliveryOptions {
  /** Where submissions are forwarded (`FORMS_WEBHOOK_URL`). */
  webhookUrl: string;
  fetch?: typeof globalThis.fetch;
  /** How long one delivery attempt may take. @default 10000 */
  attemptTimeoutMs?: number;
}

/**
 * One attempt to hand a submission to the webhook: a JSON POST carrying the submission id as its
 * `Idempotency-Key`, so a receiver that sees it again (a retry after a crash between its answer and
 * our record of it) can tell. Resolves when the receiver answered 2xx; rejects with what went wrong
 * otherwise. The file outbox and the Redis queue's workers both deliver through it.
 */
export async function deliverSubmission(
  submission: Submission,
  { webhookUrl, fetch: fetchImpl = globalThis.fetch, attemptTimeoutMs = 10_000 }: DeliveryOptions,
): Promise<void> {
  const response = await fetchImpl(webhookUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': submission.id },
    body: JSON.stringify(submission),
    signal: AbortSignal.timeout(attemptTimeoutMs),
  });
  // The body is not read: release the connection.
  await response.body?.cancel().catch(() => undefined);
  if (!response.ok) throw new Error(`webhook answered ${response.status}`);
}
