/** @jest-environment node */
import { createHmac } from 'node:crypto';
import { createRevalidateHandler } from './createRevalidateHandler';
import { createDeliveryMemory } from './deliveryMemory';
import { webhookSecret } from './webhookSecret';
import { signWebhookBody, verifyWebhookSignature } from './webhookSignature';

const body = '{"text":"The user published the Story About us","action":"published","space_id":1,"story_id":7,"full_slug":"de/germany/uber-uns"}';

describe('webhook signature', () => {
  it('is the hex HMAC-SHA1 of the raw body, as Storyblok signs it', () => {
    expect(signWebhookBody(body, 's3cret')).toBe(createHmac('sha1', 's3cret').update(body).digest('hex'));
    expect(signWebhookBody(body, 's3cret')).toMatch(/^[0-9a-f]{40}$/);
  });

  it('accepts the right signature, in either letter case', () => {
    const signature = signWebhookBody(body, 's3cret');
    expect(verifyWebhookSignature(body, signature, 's3cret')).toBe(true);
    expect(verifyWebhookSignature(body, signature.toUpperCase(), 's3cret')).toBe(true);
  });

  it('refuses another secret, a changed body, a missing, truncated or non-hex signature', () => {
    const signature = signWebhookBody(body, 's3cret');
    expect(verifyWebhookSignature(body, signature, 'other')).toBe(false);
    expect(verifyWebhookSignature(body.replace('7', '8'), signature, 's3cret')).toBe(false);
    // Same JSON, other bytes: the signature covers the raw body, not its meaning.
    expect(verifyWebhookSignature(JSON.stringify(JSON.parse(body), null, 1), signature, 's3cret')).toBe(false);
    expect(verifyWebhookSignature(body, null, 's3cret')).toBe(false);
    expect(verifyWebhookSignature(body, '', 's3cret')).toBe(false);
    expect(verifyWebhookSignature(body, signature.slice(0, 20), 's3cret')).toBe(false);
    expect(verifyWebhookSignature(body, `${signature}00`, 's3cret')).toBe(false);
    expect(verifyWebhookSignature(body, 'z'.repeat(40), 's3cret')).toBe(false);
  });

  it('compares in constant time (crypto.timingSafeEqual), never with ===', () => {
    const crypto = jest.requireActual<typeof import('node:crypto')>('node:crypto');
    const spy = jest.spyOn(crypto, 'timingSafeEqual');
    try {
      verifyWebhookSignature(body, signWebhookBody(body, 'k'), 'k');
      expect(spy).toHaveBeenCalledTimes(1);
    } finally {
      spy.mockRestore();
    }
  });

  it('accepts a signature under any secret of a rotation (new,old), trying each in constant time', () => {
    const crypto = jest.requireActual<typeof import('node:crypto')>('node:crypto');
    const spy = jest.spyOn(crypto, 'timingSafeEqual');
    try {
      expect(verifyWebhookSignature(body, signWebhookBody(body, 'old'), 'new, old')).toBe(true);
      expect(spy).toHaveBeenCalledTimes(2);
      expect(verifyWebhookSignature(body, signWebhookBody(body, 'new'), ['new', 'old'])).toBe(true);
      expect(verifyWebhookSignature(body, signWebhookBody(body, 'new, old'), 'new, old')).toBe(false);
      expect(verifyWebhookSignature(body, signWebhookBody(body, 'other'), 'new,old')).toBe(false);
      expect(verifyWebhookSignature(body, signWebhookBody(body, 'old'), [])).toBe(false);
    } finally {
      spy.mockRestore();
    }
  });
});

describe('the revalidate webhook with a rotated REVALIDATE_SECRET', () => {
  const post = (secret: string) => {
    const handler = createRevalidateHandler({
      secret: () => webhookSecret({ REVALIDATE_SECRET: 'new-secret,old-secret' }, { local: false }),
      contentVersion: async () => ({ cv: 7, since: 6 }),
      deliveries: () => createDeliveryMemory({ windowMs: 60_000 }),
      forget: () => undefined,
      revalidateTag: () => undefined,
    });
    return handler(
      new Request('http://127.0.0.1:3003/api/revalidate', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'webhook-signature': signWebhookBody(body, secret) },
        body,
      }),
    );
  };

  it('accepts a delivery the CMS still signs with the old secret, and the new one; refuses any other', async () => {
    expect((await post('old-secret')).status).toBe(200);
    expect((await post('new-secret')).status).toBe(200);
    expect((await post('neither')).status).toBe(401);
  });
});
