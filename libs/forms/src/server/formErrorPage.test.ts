/** @jest-environment node */
import { brandTokens } from '@clavis/design-system/tokens';
import { loadMessages } from '@clavis/i18n-routing/messages';
import type { FormDefinition } from '../formDefinition';
import { HONEYPOT_FIELD, LOCALE_FIELD } from '../submissionFields';
import { formErrorPage, type FormErrorPageInput } from './formErrorPage';

const definition: FormDefinition = {
  id: 'interest',
  fields: [
    {
      name: 'interested_in',
      type: 'checkboxes',
      label: 'Ich interessiere mich für',
      options: [
        { value: 'price_offer', label: 'Preisangebot' },
        { value: 'telephone_contact', label: 'Telefonischen Kontakt' },
      ],
      rules: [{ rule: 'required' }],
    },
    { name: 'email', type: 'email', label: 'E-Mail', rules: [{ rule: 'email' }] },
    { name: 'company', type: 'text', label: 'Firma "A&B"', rules: [{ rule: 'required' }] },
    { name: 'address', type: 'textarea', label: 'Adresse', rules: [] },
    { name: 'terms', type: 'checkbox', label: 'AGB', rules: [{ rule: 'accepted' }] },
  ],
};

async function page(input: Partial<FormErrorPageInput> = {}) {
  const locale = input.locale ?? 'de';
  const response = formErrorPage({
    status: 422,
    locale,
    messages: await loadMessages(locale as 'de' | 'en'),
    backPath: '/kontakt?von=start',
    definition,
    values: {
      interested_in: ['price_offer', 'telephone_contact'],
      email: '"><script>alert(1)</script>',
      company: '',
      address: 'Hauptstraße 1\n10115 Berlin',
      terms: 'on',
      [HONEYPOT_FIELD]: '',
      [LOCALE_FIELD]: 'de',
    },
    fieldErrors: {
      email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
      company: 'Dieses Feld ist erforderlich',
    },
    ...input,
  });
  return { response, html: await response.text() };
}

describe('formErrorPage', () => {
  it('answers with a page of the same status that nobody caches or indexes', async () => {
    const { response, html } = await page();
    expect(response.status).toBe(422);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(html).toMatch(/^<!doctype html>\n<html lang="de">/);
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).toContain('<title>Formular unvollständig.</title>');
    expect(html).toContain('<h1>Formular unvollständig.</h1>');
    expect(html).toContain('<p>Leider sind nicht alle Felder korrekt ausgefüllt.</p>');
  });

  it('lists each invalid field by its label with its message, in the form’s order', async () => {
    const { html } = await page();
    expect(html).toContain(
      [
        '<dl class="errors">',
        '<dt>E-Mail</dt><dd>Bitte geben Sie eine gültige E-Mail-Adresse ein</dd>',
        '<dt>Firma &quot;A&amp;B&quot;</dt><dd>Dieses Feld ist erforderlich</dd>',
        '</dl>',
      ].join('\n'),
    );
  });

  it('shows what was entered, escaped, as the visitor chose it, without the hidden fields', async () => {
    const { html } = await page();
    expect(html).toContain(
      [
        '<h2>Ihre Eingaben</h2>',
        '<dl>',
        '<dt>Ich interessiere mich für</dt><dd>Preisangebot, Telefonischen Kontakt</dd>',
        '<dt>E-Mail</dt><dd>&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;</dd>',
        '<dt>Adresse</dt><dd>Hauptstraße 1\n10115 Berlin</dd>',
        '<dt>AGB</dt><dd>Ja</dd>',
        '</dl>',
      ].join('\n'),
    );
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toContain(`<dt>${HONEYPOT_FIELD}`);
    expect(html).not.toContain(`<dt>${LOCALE_FIELD}`);
  });

  it('sends the visitor back to the form: Back keeps the entries; a link to the page it came from, else home', async () => {
    const { html } = await page();
    expect(html).toContain(
      '<p>Gehen Sie mit der Zurück-Schaltfläche Ihres Browsers zum Formular zurück: Ihre Eingaben sind dort noch vorhanden, sodass Sie sie korrigieren und das Formular erneut senden können.</p>',
    );
    expect(html).toContain('<p><a href="/kontakt?von=start">Zurück zum Formular</a></p>');

    for (const backPath of [undefined, null, '']) {
      const home = await page({ backPath });
      expect(home.html).toContain('<p><a href="/">Zurück zur Startseite</a></p>');
      expect(home.html.match(/<a /g)).toHaveLength(1);
    }
  });

  it('escapes the path it links back to', async () => {
    const { html } = await page({ backPath: '/a?q="><b>x</b>&r=1' });
    expect(html).toContain('<a href="/a?q=&quot;&gt;&lt;b&gt;x&lt;/b&gt;&amp;r=1">');
  });

  it("dresses in the brand theme's tokens: text, background, error and link colours, the interface font", async () => {
    const { html } = await page();
    const style = /<style>(.*)<\/style>/.exec(html)?.[1] ?? '';
    const { color, font } = brandTokens;
    expect(style).toContain(`color:${color.text};background:${color.background}`);
    expect(style).toContain(`.errors dd{color:${color.critical}}`);
    expect(style).toContain(`a{color:${color.link}}`);
    expect(style).toContain(font.body);
  });

  it('loads nothing and runs nothing: no script, no external resource, a policy that says so', async () => {
    const { response, html } = await page();
    expect(html).not.toMatch(/<script|<link|<img|src=|url\(/i);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
  });

  it('says what failed for the other statuses, with their headers', async () => {
    const cases: [number, string][] = [
      [429, 'Too many requests from your address. Please try again in a few minutes.'],
      [413, 'Your entries are too long to be sent. Please shorten them and send the form again.'],
      [400, 'Your entries could not be read. Please send the form again.'],
      [404, 'This form is no longer available. Please reload the page and try again.'],
      [403, 'This form can only be sent from its page on our website.'],
      [503, 'Your request could not be sent just now.'],
    ];
    for (const [status, message] of cases) {
      const { response, html } = await page({
        status,
        locale: 'en',
        fieldErrors: {},
        headers: status === 429 ? { 'retry-after': '42' } : {},
      });
      expect(response.status).toBe(status);
      expect(html).toContain('<html lang="en">');
      expect(html).toContain('<h1>Your request was not sent</h1>');
      expect(html).toContain(`<p>${message}`);
      expect(html).not.toContain('class="errors"');
      expect(html).toContain('<h2>Your entries</h2>');
      if (status === 429) expect(response.headers.get('retry-after')).toBe('42');
    }
  });

  it('leaves out the entries when neither the form nor the values are known', async () => {
    const { html } = await page({ status: 503, definition: null, values: undefined });
    expect(html).not.toContain('<h2>');
    expect(html).not.toContain('<dl');
  });
});
