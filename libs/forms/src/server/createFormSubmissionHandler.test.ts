/** @jest-environment node */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { isLocaleCode } from '@clavis/i18n-routing';
import { loadMessages } from '@clavis/i18n-routing/messages';
import { createFormSubmissionHandler, HONEYPOT_FIELD } from './createFormSubmissionHandler';
import type { FormDefinition } from '../formDefinition';
import type { Submission } from './types';

const interest: FormDefinition = {
  id: 'interest',
  fields: [
    {
      name: 'email',
      type: 'email',
      label: 'E-mail',
      rules: [{ rule: 'required' }, { rule: 'email' }],
    },
    { name: 'company', type: 'text', label: 'Company name', rules: [{ rule: 'required' }] },
  ],
};

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'clavis-forms-'));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

function makeHandler(overrides: Partial<Parameters<typeof createFormSubmissionHandler>[0]> = {}) {
  return createFormSubmissionHandler({
    market: 'germany',
    siteOrigin: 'http://127.0.0.1:3000',
    dataDir,
    locales: ['de', 'en'],
    defaultLocale: 'de',
    resolveForm: async (id) => (id === interest.id ? interest : null),
    loadMessages: async (locale) => (isLocaleCode(locale) ? loadMessages(locale) : {}),
    successPath: (locale) => (locale === 'de' ? '/thank-you' : '/en/thank-you'),
    log: () => undefined,
    ...overrides,
  });
}

const post = (body: unknown, headers: Record<string, string> = {}) =>
  new Request('http://127.0.0.1:3000/api/forms/interest', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

const context = { formId: 'interest', clientAddress: '203.0.113.7' };

async function storedLines(): Promise<Submission[]> {
  const text = await readFile(join(dataDir, 'forms', 'germany.jsonl'), 'utf8').catch(() => '');
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Submission);
}

describe('POST /api/forms/{formId}', () => {
  it('stores an accepted submission with its definition before answering 201', async () => {
    const handler = makeHandler();
    const response = await handler.handle(
      post({
        email: 'buyer@chiavi.example',
        company: 'Chiavi Srl',
        extra: 'dropped',
        locale: 'en',
      }),
      context,
    );
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body).toEqual({ id: expect.any(String), redirect: '/en/thank-you' });
    const [stored] = await storedLines();
    expect(stored).toMatchObject({
      id: body.id,
      formId: 'interest',
      market: 'germany',
      locale: 'en',
      values: { email: 'buyer@chiavi.example', company: 'Chiavi Srl' },
      definition: interest,
    });
    expect(stored?.values).not.toHaveProperty('extra');
  });

  it('answers 422 with per-field messages in the request locale', async () => {
    const handler = makeHandler();
    const german = await handler.handle(post({ email: 'nope' }), context);
    expect(german.status).toBe(422);
    expect(await german.json()).toEqual({
      error: expect.any(String),
      title: expect.any(String),
      fields: {
        email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
        company: 'Dieses Feld ist erforderlich',
      },
    });

    const english = await handler.handle(post({ email: '', locale: 'en' }), context);
    expect(await english.json()).toEqual({
      error: 'Sorry, not all fields are filled out correctly.',
      title: 'Form incomplete.',
      fields: { email: 'E-mail is required.', company: 'Company name is required.' },
    });
    expect(await storedLines()).toEqual([]);
  });

  it('rejects malformed, oversized and unknown-form requests with their own status', async () => {
    const handler = makeHandler({ maxBodyBytes: 200 });
    expect((await handler.handle(post('{"email":'), context)).status).toBe(400);
    expect((await handler.handle(post('[1,2]'), context)).status).toBe(400);
    expect((await handler.handle(post({ company: 'x'.repeat(500) }), context)).status).toBe(413);
    expect(
      (await handler.handle(post('email=a', { 'content-type': 'text/plain' }), context)).status,
    ).toBe(415);
    const unknown = await handler.handle(post({}), { ...context, formId: 'nope' });
    expect(unknown.status).toBe(404);
    expect(await storedLines()).toEqual([]);
  });

  it('accepts a form post without JavaScript and redirects to the thank-you page', async () => {
    const handler = makeHandler();
    const response = await handler.handle(
      post('email=buyer%40chiavi.example&company=Chiavi+Srl', {
        'content-type': 'application/x-www-form-urlencoded',
      }),
      context,
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/thank-you');
    expect(await storedLines()).toHaveLength(1);
  });

  it('drops a honeypot submission without telling the bot', async () => {
    const handler = makeHandler();
    const response = await handler.handle(
      post({ email: 'bot@spam.example', company: 'Spam', [HONEYPOT_FIELD]: 'http://spam.example' }),
      context,
    );
    expect(response.status).toBe(201);
    expect(await storedLines()).toEqual([]);
  });

  it('limits submissions per address with 429 and Retry-After', async () => {
    let time = 0;
    const handler = makeHandler({ rateLimit: { limit: 2, windowMs: 60_000, now: () => time } });
    const valid = () => post({ email: 'buyer@chiavi.example', company: 'Chiavi Srl' });
    expect((await handler.handle(valid(), context)).status).toBe(201);
    expect((await handler.handle(valid(), context)).status).toBe(201);
    const limited = await handler.handle(valid(), context);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('60');
    expect(
      (await handler.handle(valid(), { ...context, clientAddress: '198.51.100.1' })).status,
    ).toBe(201);
    time = 60_001;
    expect((await handler.handle(valid(), context)).status).toBe(201);
  });

  it("refuses a post from another site's page with 403, stores nothing and leaves the visitor's limit alone", async () => {
    const handler = makeHandler({ rateLimit: { limit: 1 } });
    const valid = { email: 'buyer@chiavi.example', company: 'Chiavi Srl' };
    const fromOtherSites: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
      { 'sec-fetch-site': 'same-site', origin: 'https://shop.clavis.example' },
      // An older browser: no Sec-Fetch-Site, but its Origin names the other site.
      { origin: 'https://evil.example' },
    ];
    for (const headers of fromOtherSites) {
      const refused = await handler.handle(post(valid, headers), context);
      expect([headers, refused.status]).toEqual([headers, 403]);
      expect(await refused.json()).toEqual({ error: 'Forms are accepted from the pages of this site only.' });
    }
    expect(await storedLines()).toEqual([]);
    expect((await handler.handle(post(valid), context)).status).toBe(201);
  });

  it("accepts a post from the site's own pages, and one from a client that is no browser", async () => {
    const handler = makeHandler({ rateLimit: { limit: 10 } });
    const valid = { email: 'buyer@chiavi.example', company: 'Chiavi Srl' };
    const fromTheSite: Record<string, string>[] = [
      { 'sec-fetch-site': 'same-origin', origin: 'http://127.0.0.1:3000' },
      { origin: 'http://127.0.0.1:3000' },
      {},
    ];
    for (const headers of fromTheSite) {
      expect((await handler.handle(post(valid, headers), context)).status).toBe(201);
    }
    // A browser without JavaScript posts the form as a page of the site.
    const browser = await handler.handle(
      post('email=buyer%40chiavi.example&company=Chiavi+Srl', {
        'content-type': 'application/x-www-form-urlencoded',
        'sec-fetch-site': 'same-origin',
        origin: 'http://127.0.0.1:3000',
      }),
      context,
    );
    expect(browser.status).toBe(303);
    expect(await storedLines()).toHaveLength(4);
  });

  it('keeps every one of many concurrent submissions, each on its own line', async () => {
    const handler = makeHandler({ rateLimit: { limit: 1_000 } });
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        handler.handle(
          post({ email: `buyer${index}@chiavi.example`, company: `Firma ${index}` }),
          context,
        ),
      ),
    );
    expect(responses.every((response) => response.status === 201)).toBe(true);
    const stored = await storedLines();
    expect(new Set(stored.map((submission) => submission.values.email)).size).toBe(40);
  });
});

describe('a browser posting without JavaScript', () => {
  const formPost = (body: string, headers: Record<string, string> = {}) =>
    post(body, { 'content-type': 'application/x-www-form-urlencoded', ...headers });
  const script = encodeURIComponent('<script>alert(1)</script>');

  it('gets a 422 page in its language naming each invalid field, with what it entered', async () => {
    const handler = makeHandler();
    const response = await handler.handle(
      formPost(`email=${script}&company=&${HONEYPOT_FIELD}=&locale=de`),
      { ...context, backPath: '/kontakt' },
    );
    expect(response.status).toBe(422);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('<h1>Formular unvollständig.</h1>');
    expect(html).toContain(
      '<dt>E-mail</dt><dd>Bitte geben Sie eine gültige E-Mail-Adresse ein</dd>',
    );
    expect(html).toContain('<dt>Company name</dt><dd>Dieses Feld ist erforderlich</dd>');
    expect(html).toContain('<dt>E-mail</dt><dd>&lt;script&gt;alert(1)&lt;/script&gt;</dd>');
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain('<a href="/kontakt">Zurück zum Formular</a>');
    expect(await storedLines()).toEqual([]);
  });

  it("gets a 403 page for a post from another site's page, in the form's language, linking home", async () => {
    const handler = makeHandler();
    const response = await handler.handle(
      new Request('http://127.0.0.1:3000/api/forms/interest?locale=en', {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'sec-fetch-site': 'cross-site',
          origin: 'https://evil.example',
          referer: 'https://evil.example/phish',
        },
        body: 'email=buyer%40chiavi.example&company=Chiavi+Srl',
      }),
      context,
    );
    expect(response.status).toBe(403);
    const html = await response.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('This form can only be sent from its page on our website.');
    expect(html).toContain('<a href="/">Back to home</a>');
    expect(html).not.toContain('Chiavi');
    expect(await storedLines()).toEqual([]);
  });

  it('still answers a script (a JSON post) in JSON', async () => {
    const handler = makeHandler();
    const response = await handler.handle(post({ email: '<script>', locale: 'en' }), context);
    expect(response.status).toBe(422);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await response.json()).toMatchObject({
      fields: { email: 'Please enter a valid email address.' },
    });
  });

  it('gets a page for a rate limit, in its language, with Retry-After and its entries', async () => {
    const handler = makeHandler({ rateLimit: { limit: 1 } });
    const valid = 'email=buyer%40chiavi.example&company=Chiavi+Srl&locale=en';
    expect((await handler.handle(formPost(valid), context)).status).toBe(303);
    const limited = await handler.handle(formPost(valid), context);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('60');
    const html = await limited.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('Too many requests from your address.');
    expect(html).toContain('<dt>Company name</dt><dd>Chiavi Srl</dd>');
  });

  it('gets a page for an oversized body, an unknown form and an unreadable body', async () => {
    const handler = makeHandler({ maxBodyBytes: 200 });
    const oversized = await handler.handle(formPost(`company=${'x'.repeat(500)}`), context);
    expect(oversized.status).toBe(413);
    expect(await oversized.text()).toContain('Ihre Eingaben sind zu lang');
    // The form's address names its page's locale, for a body too large to be read for it.
    const oversizedEnglish = await handler.handle(
      new Request('http://127.0.0.1:3000/api/forms/interest?locale=en', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `company=${'x'.repeat(500)}`,
      }),
      context,
    );
    expect(oversizedEnglish.status).toBe(413);
    const englishPage = await oversizedEnglish.text();
    expect(englishPage).toContain('<html lang="en">');
    expect(englishPage).toContain('Your entries are too long to be sent.');

    const unknown = await handler.handle(formPost('email=a%40b.example&locale=en'), {
      ...context,
      formId: 'nope',
    });
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('This form is no longer available.');

    const multipart = await handler.handle(
      post('--x\r\n', { 'content-type': 'multipart/form-data; boundary=x' }),
      context,
    );
    expect(multipart.status).toBe(415);
    expect(multipart.headers.get('content-type')).toBe('text/html; charset=utf-8');
  });

  it('gets a 503 page that keeps its entries when the submission cannot be stored', async () => {
    const notAFolder = join(dataDir, 'file');
    await writeFile(notAFolder, '');
    const handler = makeHandler({ dataDir: notAFolder });
    const response = await handler.handle(
      formPost(`email=buyer%40chiavi.example&company=${script}`),
      context,
    );
    expect(response.status).toBe(503);
    const html = await response.text();
    expect(html).toContain('Ihre Anfrage konnte gerade nicht gesendet werden.');
    expect(html).toContain('<dt>Company name</dt><dd>&lt;script&gt;alert(1)&lt;/script&gt;</dd>');
  });
});

describe('webhook outbox', () => {
  let receiver: Server;
  let received: { key: string | undefined; body: Submission }[];
  /** Each accepted delivery as it arrived: raw body and headers, for a receiver's own checks. */
  let raw: { text: string; headers: Record<string, string> }[];
  let failuresLeft: number;
  let url: string;

  beforeEach(async () => {
    received = [];
    raw = [];
    failuresLeft = 0;
    receiver = createServer((request, response) => {
      let text = '';
      request.on('data', (chunk) => (text += chunk));
      request.on('end', () => {
        if (failuresLeft > 0) {
          failuresLeft -= 1;
          response.writeHead(503).end();
          return;
        }
        raw.push({ text, headers: request.headers as Record<string, string> });
        received.push({
          key: request.headers['idempotency-key'] as string,
          body: JSON.parse(text),
        });
        response.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
  });
  afterEach(async () => {
    await new Promise((resolve) => receiver.close(resolve));
  });

  it('retries until the receiver accepts, with the submission id as idempotency key', async () => {
    failuresLeft = 3;
    const handler = makeHandler({ webhookUrl: url, outbox: { retryDelayMs: 10 } });
    await handler.start();
    const response = await handler.handle(
      post({ email: 'buyer@chiavi.example', company: 'Chiavi Srl' }),
      context,
    );
    const { id } = await response.json();
    await waitFor(() => received.length === 1);
    await handler.stop();
    expect(received).toEqual([
      { key: id, body: expect.objectContaining({ id, formId: 'interest' }) },
    ]);
    expect(failuresLeft).toBe(0);
  });

  it('signs each delivery so the receiver verifies it with standardwebhooks; a tampered body fails', async () => {
    const secret = `whsec_${Buffer.from('forms-webhook-secret-of-24+bytes').toString('base64')}`;
    failuresLeft = 1;
    const handler = makeHandler({ webhookUrl: url, webhookSecrets: [secret], outbox: { retryDelayMs: 10 } });
    await handler.start();
    const response = await handler.handle(post({ email: 'buyer@chiavi.example', company: 'Chiavi Srl' }), context);
    const { id } = await response.json();
    await waitFor(() => received.length === 1);
    await handler.stop();
    const [{ text, headers }] = raw as [(typeof raw)[number]];
    expect(headers['webhook-id']).toBe(id);
    expect(headers['idempotency-key']).toBe(id);
    expect(new Webhook(secret).verify(text, headers)).toEqual(expect.objectContaining({ id, formId: 'interest' }));
    expect(() => new Webhook(secret).verify(text.replace('Chiavi Srl', 'Chiavi SpA'), headers)).toThrow();
    const otherKey = `whsec_${Buffer.from('another-secret-of-24-bytes!!').toString('base64')}`;
    expect(() => new Webhook(otherKey).verify(text, headers)).toThrow();
  });

  it('delivers what an earlier run left undelivered, once, after a restart', async () => {
    failuresLeft = Number.POSITIVE_INFINITY;
    const first = makeHandler({ webhookUrl: url, outbox: { retryDelayMs: 10 } });
    await first.start();
    await first.handle(post({ email: 'buyer@chiavi.example', company: 'Chiavi Srl' }), context);
    await first.stop();
    expect(received).toEqual([]);

    failuresLeft = 0;
    const second = makeHandler({ webhookUrl: url, outbox: { retryDelayMs: 10 } });
    await second.start();
    await waitFor(() => received.length === 1);
    await second.stop();

    const third = makeHandler({ webhookUrl: url, outbox: { retryDelayMs: 10 } });
    await third.start();
    await new Promise((resolve) => setTimeout(resolve, 100));
    await third.stop();
    expect(received).toHaveLength(1);
  });
});

async function waitFor(condition: () => boolean, timeoutMs = 5_000) {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
