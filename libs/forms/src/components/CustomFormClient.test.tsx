import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LocaleCode } from '@clavis/i18n-routing';
import type { FormDefinition } from '../formDefinition';
import { createInterestForm } from '../interestForm';
import { callbackFormDefinition as cmsDefinition } from '../testing/callbackForm';
import { createFormsIntl } from '../testing/createFormsIntl';
import { CustomFormClient } from './CustomFormClient';
import { formLabels } from './formLabels';
import { navigateTo } from './navigate';
import { ruleMessageSources } from './ruleMessageSources';

jest.mock('./navigate', () => ({ navigateTo: jest.fn() }));
// user-event types key by key through React's renders: about a second a test alone, several times
// that beside other suites on a busy machine, where Jest's 5 s default cut tests short.
jest.setTimeout(20_000);

const fetchMock = jest.fn();

beforeEach(() => {
  fetchMock.mockReset();
  jest.mocked(navigateTo).mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

function answer(status: number, body: unknown = {}) {
  fetchMock.mockResolvedValueOnce({ ok: status >= 200 && status < 300, status, json: async () => body });
}

/** The form as the custom_form block renders it: texts and rule messages formatted for the page's locale. */
function renderForm({ locale = 'de', definition }: { locale?: LocaleCode; definition?: FormDefinition } = {}) {
  const intl = createFormsIntl(locale);
  const form = definition ?? createInterestForm((id) => intl.formatMessage({ id }));
  const view = render(
    <CustomFormClient
      definition={form}
      locale={locale}
      action={`/api/forms/${form.id}?locale=${locale}`}
      successUrl="/thank-you"
      messages={ruleMessageSources(form, intl)}
      labels={formLabels(intl)}
    />,
  );
  return { ...view, intl };
}

const user = () => userEvent.setup();

async function fillValid(person: ReturnType<typeof user>, labels: { interest: string; email: string; company: string; terms: string }) {
  await person.click(screen.getByRole('checkbox', { name: labels.interest }));
  await person.type(screen.getByRole('textbox', { name: labels.email }), 'einkauf@schluessel-mueller.example');
  await person.type(screen.getByRole('textbox', { name: labels.company }), 'Schlüssel Müller GmbH');
  await person.click(screen.getByRole('checkbox', { name: labels.terms }));
}

const germanLabels = {
  interest: 'Dokumentation per E-Mail',
  email: /^E-Mail/,
  company: /^Firmenname/,
  terms: /Allgemeinen Geschäftsbedingungen/,
} as unknown as { interest: string; email: string; company: string; terms: string };

describe('the interest form', () => {
  it('shows every field of the interest form, the required ones marked with an asterisk', () => {
    const { container } = renderForm();
    const group = screen.getByRole('group', { name: /Ich interessiere mich für/ });
    expect(within(group).getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toEqual([
      'Dokumentation per E-Mail',
      'Telefonischen Kontakt',
      'Besuch eines Vertriebsmitarbeiters',
      'Preisangebot',
    ]);
    expect(group.querySelector('legend')).toHaveTextContent('Ich interessiere mich für*');
    expect(screen.getByRole('textbox', { name: /^E-Mail/ })).toBeRequired();
    expect(screen.getByRole('textbox', { name: /^Firmenname/ })).toBeRequired();
    expect(screen.getByRole('textbox', { name: /^Telefonnummer/ })).not.toBeRequired();
    expect(screen.getByRole('textbox', { name: /^Adresse/ })).not.toBeRequired();
    expect(screen.getByRole('checkbox', { name: /Allgemeinen Geschäftsbedingungen/ }).closest('label')).toHaveTextContent('*');
    expect(screen.getByText('Mit * gekennzeichnete Felder sind Pflichtfelder')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Senden' })).toHaveAttribute('type', 'submit');
    expect(container.querySelector('form')).toHaveAttribute('action', '/api/forms/interest?locale=de');
    expect(container.querySelector('form')).toHaveAttribute('method', 'post');
  });

  it('requires an address, with its asterisk, once a visit is requested', async () => {
    renderForm();
    const person = user();
    await person.click(screen.getByRole('checkbox', { name: 'Besuch eines Vertriebsmitarbeiters' }));
    const address = screen.getByRole('textbox', { name: /^Adresse/ });
    expect(address).toBeRequired();
    await person.click(screen.getByRole('button', { name: 'Senden' }));
    expect(await screen.findByRole('textbox', { name: /^Adresse/ })).toHaveAccessibleDescription(
      'Für eine Besuchsanfrage erforderlich Dieses Feld ist erforderlich',
    );
  });

  it("shows the spec's German messages on submit and moves focus to the first invalid field", async () => {
    renderForm();
    const person = user();
    await person.type(screen.getByRole('textbox', { name: /^E-Mail/ }), 'einkauf@');
    await person.click(screen.getByRole('button', { name: 'Senden' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Formular unvollständig.Leider sind nicht alle Felder korrekt ausgefüllt.');
    const firstInterest = screen.getByRole('checkbox', { name: 'Dokumentation per E-Mail' });
    expect(firstInterest).toHaveFocus();
    expect(screen.getByRole('group', { name: /Ich interessiere mich für/ })).toHaveAccessibleDescription('Dieses Feld ist erforderlich');
    const email = screen.getByRole('textbox', { name: /^E-Mail/ });
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Bitte geben Sie eine gültige E-Mail-Adresse ein');
    expect(screen.getByRole('textbox', { name: /^Firmenname/ })).toHaveAccessibleDescription('Dieses Feld ist erforderlich');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the spec's English messages", async () => {
    renderForm({ locale: 'en' });
    const person = user();
    await person.type(screen.getByRole('textbox', { name: /^Phone number/ }), '+49 30 1234');
    await person.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Form incomplete.Sorry, not all fields are filled out correctly.');
    expect(screen.getByRole('textbox', { name: /^Company name/ })).toHaveAccessibleDescription('Company name is required.');
    expect(screen.getByRole('textbox', { name: /^Phone number/ })).toHaveAccessibleDescription('Please enter a phone number of 8 to 16 digits.');

    const email = screen.getByRole('textbox', { name: /^E-mail/ });
    await person.type(email, 'nope');
    await waitFor(() => expect(email).toHaveAccessibleDescription('Please enter a valid email address.'));
  });

  describe('on input', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('checks a field 20 ms after the last keystroke and announces the message', async () => {
      renderForm();
      const person = userEvent.setup({ advanceTimers: jest.advanceTimersByTime, delay: null });
      const email = screen.getByRole('textbox', { name: /^E-Mail/ });
      await person.type(email, 'einkauf');
      await act(async () => jest.advanceTimersByTime(19));
      expect(email).not.toHaveAttribute('aria-invalid');
      await act(async () => jest.advanceTimersByTime(1));
      expect(email).toHaveAttribute('aria-invalid', 'true');
      expect(email).toHaveAccessibleDescription('Bitte geben Sie eine gültige E-Mail-Adresse ein');
      expect(screen.getByRole('status')).toHaveTextContent('Bitte geben Sie eine gültige E-Mail-Adresse ein');

      await person.type(email, '@schluessel.example');
      await act(async () => jest.advanceTimersByTime(20));
      expect(email).not.toHaveAttribute('aria-invalid');
      expect(email).not.toHaveAccessibleDescription();
    });
  });

  it('posts the values as JSON with the honeypot and goes to the thank-you page', async () => {
    answer(201, { id: 'abc', redirect: '/thank-you' });
    renderForm();
    const person = user();
    await fillValid(person, germanLabels);
    await person.type(screen.getByRole('textbox', { name: /^Telefonnummer/ }), '0301234567');
    await person.click(screen.getByRole('button', { name: 'Senden' }));

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/forms/interest?locale=de');
    expect(init.method).toBe('POST');
    expect(new Headers(init.headers).get('content-type')).toBe('application/json');
    expect(JSON.parse(String(init.body))).toEqual({
      interested_in: ['documentation_by_email'],
      email: 'einkauf@schluessel-mueller.example',
      company: 'Schlüssel Müller GmbH',
      address: '',
      phone: '0301234567',
      terms: true,
      website: '',
      locale: 'de',
    });
    expect(navigateTo).toHaveBeenCalledWith('/thank-you');
  });

  it('keeps the honeypot out of sight, out of the tab order and away from screen readers', () => {
    const { container } = renderForm();
    const honeypot = container.querySelector('input[name="website"]');
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot?.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Website' })).toBeNull();
  });

  it("shows the endpoint's 422 messages at their fields and focuses the first", async () => {
    answer(422, {
      error: 'Leider sind nicht alle Felder korrekt ausgefüllt.',
      title: 'Formular unvollständig.',
      fields: { company: 'Dieses Feld ist erforderlich', email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein' },
    });
    renderForm();
    const person = user();
    await fillValid(person, germanLabels);
    await person.click(screen.getByRole('button', { name: 'Senden' }));

    const email = await screen.findByRole('textbox', { name: /^E-Mail/ });
    expect(email).toHaveAccessibleDescription('Bitte geben Sie eine gültige E-Mail-Adresse ein');
    expect(screen.getByRole('textbox', { name: /^Firmenname/ })).toHaveAccessibleDescription('Dieses Feld ist erforderlich');
    expect(email).toHaveFocus();
    expect(email).toHaveValue('einkauf@schluessel-mueller.example');
    expect(screen.getByRole('alert')).toHaveTextContent('Leider sind nicht alle Felder korrekt ausgefüllt.');
    expect(navigateTo).not.toHaveBeenCalled();
  });

  it.each([
    [429, 'rateLimited'],
    [503, 'unavailable'],
  ] as const)('after a %i it says so (%s) and keeps every value', async (status, label) => {
    answer(status, { error: 'x' });
    const { intl } = renderForm();
    const person = user();
    await fillValid(person, germanLabels);
    await person.click(screen.getByRole('button', { name: 'Senden' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(formLabels(intl)[label]);
    expect(screen.getByRole('textbox', { name: /^E-Mail/ })).toHaveValue('einkauf@schluessel-mueller.example');
    expect(screen.getByRole('textbox', { name: /^Firmenname/ })).toHaveValue('Schlüssel Müller GmbH');
    expect(screen.getByRole('checkbox', { name: 'Dokumentation per E-Mail' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Senden' })).not.toHaveAttribute('aria-busy');
    expect(navigateTo).not.toHaveBeenCalled();
  });

  it('says so when the endpoint cannot be reached', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    renderForm();
    const person = user();
    await fillValid(person, germanLabels);
    await person.click(screen.getByRole('button', { name: 'Senden' }));
    expect(await screen.findByRole('alert')).not.toBeEmptyDOMElement();
    expect(screen.getByRole('textbox', { name: /^Firmenname/ })).toHaveValue('Schlüssel Müller GmbH');
  });
});

describe('a form from the CMS', () => {
  it('renders each field as its control, required ones required', () => {
    const { container } = renderForm({ definition: cmsDefinition });
    expect(container.querySelector('form')).toHaveAttribute('action', '/api/forms/cms.de.germany.forms.ruckruf.c0ffee?locale=de');
    expect(screen.getByRole('textbox', { name: /^Ihr Name/ })).toBeRequired();
    expect(screen.getByRole('spinbutton', { name: /^Stückzahl/ })).not.toBeRequired();
    expect(screen.getByRole('group', { name: /^Rückruf/ })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^Land/ })).toBeInTheDocument();
  });

  it("checks the CMS's rules with their parameters", async () => {
    renderForm({ definition: cmsDefinition });
    const person = user();
    await person.type(screen.getByRole('textbox', { name: /^Ihr Name/ }), 'R2D2');
    await person.type(screen.getByRole('spinbutton', { name: /^Stückzahl/ }), '900');
    await person.click(screen.getByRole('button', { name: 'Senden' }));
    expect(await screen.findByRole('textbox', { name: /^Ihr Name/ })).toHaveAccessibleDescription(
      'Ihr Name darf nur Buchstaben und Leerzeichen enthalten.',
    );
    expect(screen.getByRole('spinbutton', { name: /^Stückzahl/ })).toHaveAccessibleDescription('Stückzahl muss zwischen 1 und 500 liegen.');
    expect(screen.getByRole('group', { name: /^Rückruf/ })).toHaveAccessibleDescription('Dieses Feld ist erforderlich');
    expect(screen.getByRole('textbox', { name: /^Ihr Name/ })).toHaveFocus();
  });
});
