import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type APIRequestContext } from './support/test';
import { appPort } from './support/market';
import { startFormsSite, type FormsSite } from './formsServer';
import { startWebhookReceiver, type WebhookReceiver } from './formsWebhook';
import { checkSharedCodeOnce } from './support/coverage';

// Forms end to end (issue #7) against a germany app of its own: its own ports, a temporary
// DATA_DIR, a local webhook receiver and a short outbox backoff, so no other suite is touched.
const DE = {
  required: 'Dieses Feld ist erforderlich',
  invalidEmail: 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
  incomplete: 'Formular unvollständig.',
  notAllCorrect: 'Leider sind nicht alle Felder korrekt ausgefüllt.',
};

const interest = (email: string) => ({
  interested_in: ['documentation_by_email'],
  email,
  company: 'Schlüssel Müller GmbH',
  phone: '03012345678',
  terms: true,
});

let site: FormsSite;
let receiver: WebhookReceiver;
let dataDir: string;
let killedAfterSuccess: string | undefined;

test.describe('forms', () => {
  test.describe.configure({ mode: 'serial', timeout: 60_000 });
  checkSharedCodeOnce();

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    dataDir = await mkdtemp(join(tmpdir(), 'clavis-forms-e2e-'));
    receiver = await startWebhookReceiver();
    const port = appPort('germany');
    site = await startFormsSite({ market: 'germany', appPort: port + 200, contentPort: 4120 + (port - 3000), dataDir, webhookUrl: receiver.url });
  });

  test.afterAll(async () => {
    await site?.stop();
    await receiver?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  const post = (request: APIRequestContext, body: unknown, client: string, formId = 'interest') =>
    request.post(`${site.baseURL}/api/forms/${formId}`, {
      headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
      data: typeof body === 'string' ? body : JSON.stringify(body),
    });

  test('the endpoint answers 422 with per-field errors in the request locale', async ({ request }) => {
    const bad = { ...interest('einkauf@'), company: '', locale: 'de' };
    const german = await post(request, bad, '198.51.100.10');
    expect(german.status()).toBe(422);
    expect(await german.json()).toMatchObject({
      error: DE.notAllCorrect,
      title: DE.incomplete,
      fields: { email: DE.invalidEmail, company: DE.required },
    });
    const english = await post(request, { ...bad, locale: 'en' }, '198.51.100.10');
    expect(english.status()).toBe(422);
    expect(await english.json()).toMatchObject({
      error: 'Sorry, not all fields are filled out correctly.',
      title: 'Form incomplete.',
      fields: { email: 'Please enter a valid email address.', company: 'Company name is required.' },
    });
  });

  test('the endpoint refuses a malformed body with 400 and an oversized one with 413', async ({ request }) => {
    expect((await post(request, '{"email":', '198.51.100.11')).status()).toBe(400);
    expect((await post(request, '["not", "an", "object"]', '198.51.100.11')).status()).toBe(400);
    const oversized = { ...interest('gross@schluessel-mueller.example'), company: 'x'.repeat(70_000) };
    expect((await post(request, oversized, '198.51.100.11')).status()).toBe(413);
    expect((await site.submissions()).some((submission) => submission.values.email === 'gross@schluessel-mueller.example')).toBe(false);
  });

  test('the endpoint limits submissions per address with 429', async ({ request }) => {
    const statuses: number[] = [];
    for (let index = 0; index < 6; index += 1) {
      statuses.push((await post(request, interest(`serie-${index}@schluessel-mueller.example`), '198.51.100.12')).status());
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    const limited = await post(request, interest('serie-x@schluessel-mueller.example'), '198.51.100.12');
    expect(Number(limited.headers()['retry-after'])).toBeGreaterThan(0);
    // Claiming another origin in front of the recorded hop does not escape the limit.
    expect((await post(request, interest('serie-y@schluessel-mueller.example'), '192.0.2.77, 198.51.100.12')).status()).toBe(429);
    expect((await post(request, interest('anderer@schluessel-mueller.example'), '198.51.100.13')).status()).toBe(201);
  });

  test('a honeypot submission is answered like a success but neither stored nor forwarded', async ({ request }) => {
    const response = await post(request, { ...interest('bot@spam.example'), website: 'http://spam.example' }, '198.51.100.14');
    expect(response.status()).toBe(201);
    const { id } = (await response.json()) as { id: string };
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await site.submissions()).some((submission) => submission.values.email === 'bot@spam.example')).toBe(false);
    expect(receiver.attempts.some((attempt) => attempt.submissionId === id)).toBe(false);
  });

  test('a submission survives a SIGKILL of the server right after its success', async ({ request }) => {
    const response = await post(request, interest('kill@schluessel-mueller.example'), '198.51.100.15');
    expect(response.status()).toBe(201);
    await site.kill();
    const { id } = (await response.json()) as { id: string };
    await site.start();
    expect((await site.submissions()).find((submission) => submission.id === id)).toMatchObject({
      values: { email: 'kill@schluessel-mueller.example' },
      definition: { id: 'interest' },
    });
    killedAfterSuccess = id;
    // Delivered at least once; if the kill fell between the receiver's answer and the outbox's
    // record of it, the restarted outbox sends it again under the same idempotency key.
    await expect.poll(() => receiver.accepted(id), { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
    expect(receiver.attempts.filter((attempt) => attempt.submissionId === id).every((attempt) => attempt.idempotencyKey === id)).toBe(true);
  });

  test('a submission still undelivered when the server is killed reaches the receiver exactly once after a restart', async ({ request }) => {
    receiver.failNext(Number.POSITIVE_INFINITY);
    const response = await post(request, interest('offen@schluessel-mueller.example'), '198.51.100.16');
    expect(response.status()).toBe(201);
    const { id } = (await response.json()) as { id: string };
    await expect.poll(() => receiver.attempts.filter((attempt) => attempt.submissionId === id).length, { timeout: 10_000 }).toBeGreaterThan(1);
    await site.kill();
    expect(receiver.accepted(id)).toBe(0);

    receiver.failNext(0);
    await site.start();
    await expect.poll(() => receiver.accepted(id), { timeout: 10_000 }).toBe(1);
    // Several backoff periods later, and after one more restart, nothing is delivered again.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await site.kill();
    await site.start();
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(receiver.accepted(id)).toBe(1);
    // Every other submission of the suite went out exactly once across all the restarts.
    const others = (await site.submissions()).filter((submission) => submission.id !== killedAfterSuccess);
    expect(others.length).toBeGreaterThan(5);
    for (const submission of others) expect(receiver.accepted(submission.id)).toBe(1);
  });
});
