import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One delivery attempt the receiver saw. */
export interface WebhookAttempt {
  idempotencyKey: string | undefined;
  submissionId: string | undefined;
  /** What the receiver answered. */
  status: number;
}

/**
 * A local `FORMS_WEBHOOK_URL` that answers 503 while told to fail, then 204; it records every
 * attempt so a test can count what was accepted per idempotency key.
 */
export interface WebhookReceiver {
  url: string;
  attempts: WebhookAttempt[];
  /** Fail the next `count` attempts (Infinity: until told otherwise). */
  failNext(count: number): void;
  /** Attempts answered 2xx for one idempotency key. */
  accepted(key: string): number;
  close(): Promise<void>;
}

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const attempts: WebhookAttempt[] = [];
  let failuresLeft = 0;
  const server = createServer((request, response) => {
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (text += chunk));
    request.on('end', () => {
      let submissionId: string | undefined;
      try {
        submissionId = (JSON.parse(text) as { id?: string }).id;
      } catch {
        submissionId = undefined;
      }
      const status = failuresLeft > 0 ? 503 : 204;
      if (failuresLeft > 0) failuresLeft -= 1;
      const key = request.headers['idempotency-key'];
      attempts.push({ idempotencyKey: typeof key === 'string' ? key : undefined, submissionId, status });
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/forms`,
    attempts,
    failNext(count) {
      failuresLeft = count;
    },
    accepted: (key) => attempts.filter((attempt) => attempt.idempotencyKey === key && attempt.status < 300).length,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
