import { createHmac, timingSafeEqual } from 'node:crypto';
import { secretList } from '../../config/secretList';

/** The header Storyblok signs its webhooks in: the hex HMAC-SHA1 of the raw body under the webhook secret. */
export const WEBHOOK_SIGNATURE_HEADER = 'webhook-signature';

/** The signature Storyblok sends for `rawBody` (also what the embedded content server sends). */
export function signWebhookBody(rawBody: string, secret: string): string {
  return createHmac('sha1', secret).update(rawBody, 'utf8').digest('hex');
}

/**
 * True when `signature` is the body's HMAC under one of `secrets`: REVALIDATE_SECRET as set, one
 * secret or a comma-separated rotation (`new,old`), so the CMS may still sign with the old one
 * until every instance has the new. Each comparison takes the same time whichever byte differs,
 * and every secret is always tried, so an attacker learns nothing byte by byte.
 */
export function verifyWebhookSignature(rawBody: string, signature: string | null | undefined, secrets: string | readonly string[]): boolean {
  if (!signature || !/^[0-9a-f]+$/i.test(signature.trim())) return false;
  const given = Buffer.from(signature.trim(), 'hex');
  let matched = false;
  for (const secret of typeof secrets === 'string' ? secretList(secrets) : secrets) {
    const expected = Buffer.from(signWebhookBody(rawBody, secret), 'hex');
    // timingSafeEqual throws on different lengths; a length says nothing about the secret.
    matched = (given.length === expected.length && timingSafeEqual(given, expected)) || matched;
  }
  return matched;
}
