/** @jest-environment node */
import { loadMessages } from '@clavis/i18n-routing/messages';
import { IntlMessageFormat } from 'intl-messageformat';
import { createFormSchema, fieldMessages } from './rules';
import { createInterestForm } from './interestForm';
import { isRequiredField } from './formDefinition';

async function formFor(locale: 'de' | 'en') {
  const catalogue: Readonly<Record<string, string>> = await loadMessages(locale);
  const t = (id: string) => catalogue[id] ?? id;
  const form = createInterestForm(t);
  const schema = createFormSchema(form.fields);
  const errorsOf = (values: Record<string, unknown>) => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    return Object.fromEntries(
      Object.entries(fieldMessages(result.error)).map(([name, message]) => [
        name,
        String(new IntlMessageFormat(t(message.id), locale).format(message.values)),
      ]),
    );
  };
  return { form, errorsOf };
}

const valid = {
  interested_in: ['documentation_by_email'],
  email: 'einkauf@schluessel-mueller.example',
  company: 'Schlüssel Müller GmbH',
  terms: true,
};

describe('the interest form', () => {
  it('accepts a complete request', async () => {
    const { errorsOf } = await formFor('de');
    expect(errorsOf(valid)).toEqual({});
    expect(errorsOf({ ...valid, phone: '0301234567' })).toEqual({});
  });

  it("shows the spec's German messages for a missing field and a bad e-mail", async () => {
    const { errorsOf } = await formFor('de');
    expect(errorsOf({ ...valid, company: '', email: 'einkauf@' })).toEqual({
      company: 'Dieses Feld ist erforderlich',
      email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
    });
  });

  it("shows the spec's English messages", async () => {
    const { errorsOf } = await formFor('en');
    expect(errorsOf({ ...valid, email: 'nope', interested_in: [] })).toEqual({
      email: 'Please enter a valid email address.',
      interested_in: 'I am interested in is required.',
    });
  });

  it('requires an address only for a sales representative visit', async () => {
    const { errorsOf } = await formFor('en');
    const visit = { ...valid, interested_in: ['sales_representative_visit'] };
    expect(errorsOf(visit)).toEqual({ address: 'Address is required.' });
    expect(errorsOf({ ...visit, address: 'Via Roma 1, 20121 Milano' })).toEqual({});
  });

  it.each(['1234567', '12345678901234567', '+4930123456', '030 123456'])(
    'rejects the phone number %p (digits only, 8 to 16)',
    async (phone) => {
      const { errorsOf } = await formFor('en');
      expect(errorsOf({ ...valid, phone })).toHaveProperty('phone');
    },
  );

  it.each(['12345678', '1234567890123456'])('accepts the phone number %p', async (phone) => {
    const { errorsOf } = await formFor('en');
    expect(errorsOf({ ...valid, phone })).toEqual({});
  });

  it('requires the terms to be accepted and rejects unknown interests', async () => {
    const { errorsOf } = await formFor('en');
    expect(
      Object.keys(errorsOf({ ...valid, terms: false, interested_in: ['free_keys'] })).sort(),
    ).toEqual(['interested_in', 'terms']);
  });

  it('marks exactly the always-required fields with an asterisk', async () => {
    const { form } = await formFor('en');
    expect(
      form.fields.filter((field) => isRequiredField(field) && !field.when).map((f) => f.name),
    ).toEqual(['interested_in', 'email', 'company', 'terms']);
  });
});
