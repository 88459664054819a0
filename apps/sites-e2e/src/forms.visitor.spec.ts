import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './support/test';
import { appPort } from './support/market';
import { startFormsSite, type FormsSite } from './formsServer';
import { startWebhookReceiver, type WebhookReceiver } from './formsWebhook';
import { checkSharedCodeOnce } from './support/coverage';

// A visitor and the interest form in Chromium (issue #7), against a germany app of its own with
// a temporary DATA_DIR and a local webhook receiver.
const DE = {
  required: 'Dieses Feld ist erforderlich',
  invalidEmail: 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
  invalidPhone: 'Bitte geben Sie eine Telefonnummer mit 8 bis 16 Ziffern ein.',
  incomplete: 'Formular unvollständig.',
  notAllCorrect: 'Leider sind nicht alle Felder korrekt ausgefüllt.',
};

let site: FormsSite;
let receiver: WebhookReceiver;
let dataDir: string;

test.describe('the interest form', () => {
  test.describe.configure({ mode: 'serial', timeout: 60_000 });
  checkSharedCodeOnce();

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    dataDir = await mkdtemp(join(tmpdir(), 'clavis-forms-visitor-e2e-'));
    receiver = await startWebhookReceiver();
    const port = appPort('germany');
    site = await startFormsSite({ market: 'germany', appPort: port + 210, contentPort: 4130 + (port - 3000), dataDir, webhookUrl: receiver.url });
  });

  test.afterAll(async () => {
    await site?.stop();
    await receiver?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  for (const path of ['/forms/informationsanfrage', '/kontaktiere-uns/vertrieb', '/landing-smart-pro-mini']) {
    test(`${path} shows the interest form the CMS placed there`, async ({ page }) => {
      expect((await page.goto(`${site.baseURL}${path}`))?.status()).toBe(200);
      const form = page.locator('form[action="/api/forms/interest?locale=de"]');
      await expect(form).toBeVisible();
      await expect(form.getByRole('group', { name: /Ich interessiere mich für/ })).toBeVisible();
      await expect(form.getByRole('button', { name: 'Senden' })).toBeVisible();
    });
  }

  test('a visitor corrects the interest form, lands on the thank-you page, and the submission is stored and forwarded', async ({ page }) => {
    receiver.failNext(2);
    const response = await page.goto(`${site.baseURL}/forms/informationsanfrage`);
    expect(response?.status()).toBe(200);

    const form = page.locator('form[action="/api/forms/interest?locale=de"]');
    const email = form.locator('input[name="email"]');
    const company = form.locator('input[name="company"]');
    const firstInterest = form.getByRole('checkbox', { name: 'Dokumentation per E-Mail' });
    await expect(form.locator('label[for]', { hasText: 'Firmenname' })).toContainText('*');

    const phone = form.locator('input[name="phone"]');
    // Checked on input, 20 ms after typing stops (retried until the form has hydrated).
    await expect(async () => {
      await email.fill('');
      await email.fill('einkauf@');
      await expect(email).toHaveAttribute('aria-invalid', 'true', { timeout: 500 });
    }).toPass();
    await phone.fill('030-1234');
    await form.getByRole('button', { name: 'Senden' }).click();

    await expect(form.getByRole('alert')).toContainText(DE.incomplete);
    await expect(form.getByRole('alert')).toContainText(DE.notAllCorrect);
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(DE.invalidEmail);
    await expect(company).toHaveAccessibleDescription(DE.required);
    await expect(phone).toHaveAccessibleDescription(DE.invalidPhone);
    await expect(form.getByRole('group', { name: /Ich interessiere mich für/ })).toContainText(DE.required);
    // Focus goes to the first invalid field, the interest choices.
    await expect(firstInterest).toBeFocused();

    const address = `besucher-${Date.now()}@schluessel-mueller.example`;
    await firstInterest.check();
    // A visit request makes the address required: its label gains the asterisk.
    const addressLabel = form.locator('label[for]', { hasText: 'Adresse' });
    await expect(addressLabel).not.toContainText('*');
    await form.getByRole('checkbox', { name: 'Besuch eines Vertriebsmitarbeiters' }).check();
    await expect(addressLabel).toContainText('*');
    await form.locator('textarea[name="address"]').fill('Hauptstraße 1, 10115 Berlin');
    await email.fill(address);
    // Corrected on input, the mistake's message goes away.
    await expect(email).not.toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText(DE.invalidEmail)).toHaveCount(0);
    await company.fill('Schlüssel Müller GmbH');
    await phone.fill('03012345678');
    await expect(phone).not.toHaveAttribute('aria-invalid', 'true');
    await form.locator('input[name="terms"]').check();
    await form.getByRole('button', { name: 'Senden' }).click();

    await page.waitForURL(`${site.baseURL}/thank-you`);
    const stored = (await site.submissions()).find((submission) => submission.values.email === address);
    if (!stored) throw new Error(`${address} is not in germany.jsonl`);
    expect(stored).toMatchObject({ formId: 'interest', market: 'germany', locale: 'de', values: { company: 'Schlüssel Müller GmbH', address: 'Hauptstraße 1, 10115 Berlin', terms: true } });
    expect(stored.values.interested_in).toEqual(['documentation_by_email', 'sales_representative_visit']);
    expect(stored.definition.id).toBe('interest');
    expect(stored.definition.fields.map((field) => field.name)).toEqual(['interested_in', 'email', 'company', 'address', 'phone', 'terms']);

    // The receiver refused twice; the outbox retried with the submission id as idempotency key.
    await expect.poll(() => receiver.accepted(stored.id), { timeout: 10_000 }).toBe(1);
    const attempts = receiver.attempts.filter((attempt) => attempt.submissionId === stored.id);
    expect(attempts.map((attempt) => attempt.status)).toEqual([503, 503, 204]);
    expect(attempts.every((attempt) => attempt.idempotencyKey === stored.id)).toBe(true);
  });

  test('without JavaScript, a wrong entry gets a page naming it and what was entered; Back keeps the entries, and the corrected post is stored', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      await page.goto(`${site.baseURL}/forms/informationsanfrage`);
      const form = page.locator('form[action="/api/forms/interest?locale=de"]');
      await form.locator('input[name="email"]').fill('einkauf@');
      await form.locator('input[name="company"]').fill('<b>Schlüssel Müller</b>');
      const [answer] = await Promise.all([page.waitForNavigation(), form.getByRole('button', { name: 'Senden' }).click()]);

      expect(answer?.status()).toBe(422);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(DE.incomplete);
      await expect(page.getByText(DE.notAllCorrect)).toBeVisible();
      await expect(page.getByText(DE.invalidEmail)).toBeVisible();
      await expect(page.getByText('einkauf@', { exact: true })).toBeVisible();
      // What the visitor typed is shown as text, never as markup.
      await expect(page.getByText('<b>Schlüssel Müller</b>', { exact: true })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Zurück zum Formular' })).toHaveAttribute('href', '/forms/informationsanfrage');

      await page.goBack();
      await expect(form.locator('input[name="email"]')).toHaveValue('einkauf@');
      await expect(form.locator('input[name="company"]')).toHaveValue('<b>Schlüssel Müller</b>');

      const address = `ohne-js-${Date.now()}@schluessel-mueller.example`;
      await form.locator('input[name="email"]').fill(address);
      await form.locator('input[name="company"]').fill('Schlüssel Müller GmbH');
      await form.locator('input[name="phone"]').fill('03012345678');
      await form.getByRole('checkbox', { name: 'Dokumentation per E-Mail' }).check();
      await form.locator('input[name="terms"]').check();
      await Promise.all([page.waitForURL(`${site.baseURL}/thank-you`), form.getByRole('button', { name: 'Senden' }).click()]);
      const stored = (await site.submissions()).find((submission) => submission.values.email === address);
      expect(stored).toMatchObject({ formId: 'interest', locale: 'de', values: { company: 'Schlüssel Müller GmbH' } });
    } finally {
      await context.close();
    }
  });

  // The body names the form's locale, but a body too large is not read: the form's address names it too.
  test('without JavaScript, a post too large to read is answered in the language of the form it came from', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      await page.goto(`${site.baseURL}/en/forms/information-request`);
      const form = page.locator('form[action^="/api/forms/interest"]');
      await form.locator('input[name="company"]').fill('x'.repeat(70_000));
      const [answer] = await Promise.all([page.waitForNavigation(), form.getByRole('button', { name: 'Send' }).click()]);

      expect(answer?.status()).toBe(413);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.getByText('Your entries are too long to be sent.', { exact: false })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Back to the form' })).toHaveAttribute('href', '/en/forms/information-request');
    } finally {
      await context.close();
    }
  });
});
