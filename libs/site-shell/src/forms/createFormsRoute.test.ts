/** @jest-environment node */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Webhook } from 'standardwebhooks';
import { PEER_ADDRESS_HEADER } from '../security/clientAddress';
import { createFormsRoute } from './createFormsRoute';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'clavis-forms-route-'));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

const cmsStory = {
  body: [{ _uid: 'f1', component: 'custom_form', form: { fields: [{ name: 'email', type: 'email', label: 'E-Mail', required: true, rules: 'email' }] } }],
};

function route(siteOrigin = 'http://127.0.0.1:3000') {
  const loaded: string[] = [];
  const forms = createFormsRoute({
    market: 'germany',
    siteOrigin,
    dataDir,
    loadStoryContent: async (slug) => {
      loaded.push(slug);
      if (slug === 'de/germany/forms/ruckruf') return cmsStory;
      if (slug === 'de/germany/broken') throw new Error('CMS down');
      return null;
    },
    handler: { log: () => undefined },
  });
  return { forms, loaded };
}

const post = (formId: string, body: unknown, headers: Record<string, string> = {}) => [
  new Request(`http://127.0.0.1:3000/api/forms/${formId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [PEER_ADDRESS_HEADER]: '198.51.100.4', ...headers },
    body: JSON.stringify(body),
  }),
  { params: Promise.resolve({ formId }) },
] as const;

const interest = {
  interested_in: ['sales_representative_visit'],
  email: 'einkauf@schluessel-mueller.example',
  company: 'Schlüssel Müller GmbH',
  address: 'Hauptstraße 1, 10115 Berlin',
  terms: true,
};

describe('POST /api/forms/{formId}', () => {
  it('stores an interest request and answers with the thank-you page of its language', async () => {
    const { forms } = route();
    const response = await forms.POST(...post('interest', { ...interest, locale: 'en' }));
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ id: expect.any(String), redirect: '/en/thank-you' });
    const [line] = (await readFile(join(dataDir, 'forms', 'germany.jsonl'), 'utf8')).trim().split('\n');
    expect(JSON.parse(line!)).toMatchObject({ formId: 'interest', market: 'germany', locale: 'en', values: interest });
    await forms.stop();
  });

  it('answers 422 with German messages for a German request', async () => {
    const { forms } = route();
    const response = await forms.POST(...post('interest', { ...interest, company: '', email: 'x@', locale: 'de' }));
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({
      error: 'Leider sind nicht alle Felder korrekt ausgefüllt.',
      fields: { company: 'Dieses Feld ist erforderlich', email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein' },
    });
  });

  it("validates a CMS form against its story's definition", async () => {
    const { forms, loaded } = route();
    const bad = await forms.POST(...post('cms.de.germany.forms.ruckruf.f1', { email: 'nope', locale: 'de' }));
    expect(bad.status).toBe(422);
    expect(loaded).toEqual(['de/germany/forms/ruckruf']);
    const good = await forms.POST(...post('cms.de.germany.forms.ruckruf.f1', { email: 'a@b.example', locale: 'de' }));
    expect(good.status).toBe(201);
    expect(await good.json()).toMatchObject({ redirect: '/thank-you' });
  });

  it("never reads another market's stories", async () => {
    const { forms, loaded } = route();
    const response = await forms.POST(...post('cms.it.italy.moduli.x.f1', { email: 'a@b.example' }));
    expect(response.status).toBe(404);
    expect(loaded).toEqual([]);
  });

  it('answers 503 when the CMS cannot say what the form is', async () => {
    const { forms } = route();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await forms.POST(...post('cms.de.germany.broken.f1', { email: 'a@b.example' }));
    expect(response.status).toBe(503);
  });

  it('answers that 503 to a browser without JavaScript as a page in the language of the page it left', async () => {
    const { forms } = route();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const formId = 'cms.de.germany.broken.f1';
    const request = new Request(`http://127.0.0.1:3000/api/forms/${formId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', referer: 'http://127.0.0.1:3000/en/thank-you', [PEER_ADDRESS_HEADER]: '198.51.100.4' },
      body: 'email=a%40b.example&locale=en',
    });
    const response = await forms.POST(request, { params: Promise.resolve({ formId }) });
    expect(response.status).toBe(503);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('Your request could not be sent just now.');
    expect(html).toContain('<a href="/en/thank-you">Back to the form</a>');

    const script = await forms.POST(...post(formId, { email: 'a@b.example' }));
    expect(script.status).toBe(503);
    expect(script.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('limits submissions per client address (the socket\'s), whatever X-Forwarded-For claims', async () => {
    const { forms } = route();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push((await forms.POST(...post('interest', { ...interest, locale: 'de' }, { 'x-forwarded-for': `192.0.2.${i}` }))).status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    const limited = await forms.POST(...post('interest', { ...interest, locale: 'de' }));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    const other = await forms.POST(...post('interest', { ...interest, locale: 'de' }, { [PEER_ADDRESS_HEADER]: '203.0.113.9' }));
    expect(other.status).toBe(201);
  });
});

describe('posts and pages of other sites', () => {
  // `next start` builds request.url from its own hostname, whatever address the visitor used.
  const SITE = 'https://www.clavis.example';
  const browserPost = (headers: Record<string, string>, body = 'email=x%40&company=&locale=de') => [
    new Request('http://localhost:3000/api/forms/interest?locale=de', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', [PEER_ADDRESS_HEADER]: '198.51.100.4', ...headers },
      body,
    }),
    { params: Promise.resolve({ formId: 'interest' }) },
  ] as const;
  const stored = () => readFile(join(dataDir, 'forms', 'germany.jsonl'), 'utf8').catch(() => '');

  it("refuses a post from another site's page with 403 and stores nothing; the site's own page posts as before", async () => {
    const { forms } = route(SITE);
    const valid = new URLSearchParams({ interested_in: 'price_offer', email: 'einkauf@schluessel-mueller.example', company: 'Schlüssel Müller GmbH', phone: '03012345678', terms: 'on', locale: 'de' }).toString();
    const refused = await forms.POST(...browserPost({ 'sec-fetch-site': 'cross-site', origin: 'https://evil.example', referer: 'https://evil.example/' }, valid));
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain('Dieses Formular kann nur von seiner Seite auf unserer Website gesendet werden.');
    const refusedScript = await forms.POST(...post('interest', { ...interest, locale: 'de' }, { origin: 'https://evil.example' }));
    expect(refusedScript.status).toBe(403);
    expect(await stored()).toBe('');

    const accepted = await forms.POST(...browserPost({ 'sec-fetch-site': 'same-origin', origin: SITE, referer: `${SITE}/kontaktiere-uns/vertrieb` }, valid));
    expect([accepted.status, accepted.headers.get('location')]).toEqual([303, '/thank-you']);
    expect(await stored()).toContain('einkauf@schluessel-mueller.example');
    await forms.stop();
  });

  it("links the error page back to the site's page a post came from, and never elsewhere, whatever the request says of its host", async () => {
    const { forms } = route(SITE);
    const backLink = async (headers: Record<string, string>) => {
      const html = await (await forms.POST(...browserPost({ 'sec-fetch-site': 'same-origin', ...headers }))).text();
      return [...html.matchAll(/<a href="([^"]*)"/g)].map((match) => match[1]);
    };
    expect(await backLink({ referer: `${SITE}/kontakt?von=start` })).toEqual(['/kontakt?von=start']);
    const hostileRequests: Record<string, string>[] = [
      { origin: 'https://evil2.example', referer: 'https://evil2.example//evil2.example/phish' },
      { 'x-forwarded-host': 'evil2.example', 'x-forwarded-proto': 'https', referer: 'https://evil2.example/phish' },
      { host: 'evil2.example', referer: 'http://evil2.example/phish' },
      { referer: `${SITE}//evil2.example/phish` },
      { referer: `${SITE}/%2e%2e//evil2.example/phish` },
      { referer: 'http://localhost:3000/kontakt' },
    ];
    for (const hostile of hostileRequests) {
      expect([hostile, await backLink(hostile)]).toEqual([hostile, ['/']]);
    }
    await forms.stop();
  });
});

describe('the webhook outbox of the route', () => {
  it('reports a failed start and tries again on the next request instead of staying broken', async () => {
    const { writeFile } = await import('node:fs/promises');
    // A data folder that is a file: the outbox cannot read what is undelivered.
    const notAFolder = join(dataDir, 'file');
    await writeFile(notAFolder, '');
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    errors.mockClear();
    const forms = createFormsRoute({
      market: 'germany',
      siteOrigin: 'http://127.0.0.1:3000',
      dataDir: notAFolder,
      webhookUrl: 'http://127.0.0.1:9/hook',
      loadStoryContent: async () => null,
      handler: { log: () => undefined },
    });
    await expect(forms.start()).resolves.toBeUndefined();
    await expect(forms.start()).resolves.toBeUndefined();
    expect(errors).toHaveBeenCalledTimes(2);
    expect(errors).toHaveBeenLastCalledWith(expect.stringContaining('outbox could not start'));
    await forms.stop();
  });

  it('signs each delivery with every key of FORMS_WEBHOOK_SECRET, so the receiver verifies with the new or the old one', async () => {
    const [current, previous] = [1, 2].map((byte) => `whsec_${Buffer.alloc(32, byte).toString('base64')}`) as [string, string];
    const deliveries: { body: string; headers: Record<string, string> }[] = [];
    const forms = createFormsRoute({
      market: 'germany',
      siteOrigin: 'http://127.0.0.1:3000',
      dataDir,
      webhookUrl: 'https://crm.example/hook',
      webhookSecrets: [current, previous],
      loadStoryContent: async () => null,
      handler: {
        log: () => undefined,
        fetch: (async (_url: string, init?: RequestInit) => {
          deliveries.push({ body: String(init?.body), headers: Object.fromEntries(new Headers(init?.headers)) });
          return new Response(null, { status: 204 });
        }) as typeof fetch,
      },
    });
    await forms.start();
    expect((await forms.POST(...post('interest', interest))).status).toBe(201);
    const deadline = Date.now() + 5_000;
    while (deliveries.length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
    await forms.stop();
    const [{ body, headers }] = deliveries as [(typeof deliveries)[number]];
    for (const secret of [current, previous]) expect(new Webhook(secret).verify(body, headers)).toMatchObject({ formId: 'interest' });
  });
});
