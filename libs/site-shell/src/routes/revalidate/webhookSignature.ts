import { createHmac, timingSafeEqual } from 'node:crypto';

/** The header Storyblok signs its webhooks in: the hex HMAC-SHA1 of the raw body under the webhook secret. */
export const WEBHOOK_SIGNATURE_HEADER = 'webhook-signature';

/** The signature Storyblok sends for `rawBody` (also what the embedded content server sends). */
export function signWebhookBody(rawBody: string, secret: string): string {
  return createHmac('sha1', secret).update(rawBody, 'utf8').digest('hex');
}

/**
 * True when `signature` is the body's HMAC under `secret`. The comparison takes the same time
 * whichever byte differs, so an attacker cannot find a valid signature byte by byte.
 */
export function verifyWebhookSignature(rawBody: string, signature: string | null | undefined, secret: string): boolean {
  if (!signature || !/^[0-9a-f]+$/i.test(signature.trim())) return false;
  const expected = Buffer.from(signWebhookBody(rawBody, secret), 'hex');
  const given = Buffer.from(signature.trim(), 'hex');
  // timingSafeEqual throws on different lengths; a length says nothing about the secret.
  return given.length === expected.length && timingSafeEqual(given, expected);
}
