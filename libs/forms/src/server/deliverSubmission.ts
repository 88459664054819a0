import { Webhook } from 'standardwebhooks';
import type { Submission } from './types';

export interface DeliveryOptions {
  /** Where submissions are forwarded (`FORMS_WEBHOOK_URL`). */
  webhookUrl: string;
  /**
   * `FORMS_WEBHOOK_SECRET`'s keys (`whsec_…`, Standard Webhooks): each signs every attempt, the
   * first first, so a receiver holding any one of them verifies while a key is being rotated.
   * Without any, deliveries go unsigned (development only: production refuses to start so).
   */
  webhookSecrets?: readonly string[];
  fetch?: typeof globalThis.fetch;
  /** How long one delivery attempt may take. @default 10000 */
  attemptTimeoutMs?: number;
  /** The clock of the signature's timestamp. @default () => new Date() */
  now?: () => Date;
}

/**
 * The headers of one attempt: `Idempotency-Key` and, with secrets, Standard Webhooks'
 * `webhook-id` (the same key), `webhook-timestamp` (this attempt's: a retry is signed anew, so a
 * receiver's replay window holds) and `webhook-signature` over id, timestamp and body.
 */
export function deliveryHeaders(
  submission: Submission,
  body: string,
  secrets: readonly string[] = [],
  now: Date = new Date(),
): Record<string, string> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'idempotency-key': submission.id,
  };
  if (secrets.length === 0) return headers;
  headers['webhook-id'] = submission.id;
  headers['webhook-timestamp'] = String(Math.floor(now.getTime() / 1000));
  // Space-separated signatures, as the standard lets a sender sign with several keys at once.
  headers['webhook-signature'] = secrets
    .map((secret) => new Webhook(secret).sign(submission.id, now, body))
    .join(' ');
  return headers;
}

/**
 * One attempt to hand a submission to the webhook: a JSON POST carrying the submission id as its
 * `Idempotency-Key` (and `webhook-id`), signed as `deliveryHeaders` says, so a receiver can tell a
 * delivery from a forgery and recognise one it saw already (a retry after a crash between its
 * answer and our record of it). Resolves when the receiver answered 2xx; rejects with what went
 * wrong otherwise. The file outbox and the Redis queue's workers both deliver through it.
 */
export async function deliverSubmission(
  submission: Submission,
  {
    webhookUrl,
    webhookSecrets,
    fetch: fetchImpl = globalThis.fetch,
    attemptTimeoutMs = 10_000,
    now = () => new Date(),
  }: DeliveryOptions,
): Promise<void> {
  const body = JSON.stringify(submission);
  const response = await fetchImpl(webhookUrl, {
    method: 'POST',
    headers: deliveryHeaders(submission, body, webhookSecrets, now()),
    body,
    signal: AbortSignal.timeout(attemptTimeoutMs),
  });
  // The body is not read: release the connection.
  await response.body?.cancel().catch(() => undefined);
  if (!response.ok) throw new Error(`webhook answered ${response.status}`);
}
