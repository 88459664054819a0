/** @jest-environment node */
import { Webhook } from 'standardwebhooks';
import { deliverSubmission, deliveryHeaders } from './deliverSubmission';
import type { Submission } from './types';

const submission: Submission = {
  id: 'b6f1c0de-0000-4000-8000-000000000001',
  formId: 'interest',
  market: 'germany',
  locale: 'de',
  receivedAt: '2026-11-23T10:00:00.000Z',
  values: { email: 'einkauf@schluessel.example' },
  definition: { id: 'interest', fields: [] },
};
const key = (text: string) => `whsec_${Buffer.from(text).toString('base64')}`;
const current = key('the current key, 24+ bytes');
const previous = key('the previous key, 24+ bytes');

function recordingFetch() {
  const attempts: { body: string; headers: Record<string, string> }[] = [];
  const fetch = (async (_url: string, init?: RequestInit) => {
    attempts.push({ body: String(init?.body), headers: Object.fromEntries(new Headers(init?.headers)) });
    return new Response(null, { status: 204 });
  }) as typeof globalThis.fetch;
  return { fetch, attempts };
}

describe('deliverSubmission', () => {
  it('signs each attempt at its own time: a retry carries a new timestamp and signature', async () => {
    const { fetch, attempts } = recordingFetch();
    let clock = Date.parse('2026-11-23T10:00:00Z');
    const now = () => new Date(clock);
    await deliverSubmission(submission, { webhookUrl: 'http://hooks.example/forms', webhookSecrets: [current], fetch, now });
    clock += 90_000;
    await deliverSubmission(submission, { webhookUrl: 'http://hooks.example/forms', webhookSecrets: [current], fetch, now });
    const [first, second] = attempts as [(typeof attempts)[number], (typeof attempts)[number]];
    expect(first.headers['webhook-timestamp']).toBe(String(Date.parse('2026-11-23T10:00:00Z') / 1000));
    expect(Number(second.headers['webhook-timestamp']) - Number(first.headers['webhook-timestamp'])).toBe(90);
    expect(second.headers['webhook-signature']).not.toBe(first.headers['webhook-signature']);
    expect(second.headers['webhook-id']).toBe(first.headers['webhook-id']);
  });

  it('signs with every key of a rotation, so a receiver holding either verifies', () => {
    const body = JSON.stringify(submission);
    const headers = deliveryHeaders(submission, body, [current, previous]);
    expect(headers['webhook-signature']).toMatch(/^v1,\S+ v1,\S+$/);
    for (const secret of [current, previous]) expect(new Webhook(secret).verify(body, headers)).toEqual(submission);
    expect(() => new Webhook(key('a key nobody was given, 24+')).verify(body, headers)).toThrow();
  });

  it('sends no signature headers without a secret, only the idempotency key', () => {
    expect(deliveryHeaders(submission, '{}')).toEqual({ 'content-type': 'application/json', 'idempotency-key': submission.id });
  });
});
