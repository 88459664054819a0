/** @jest-environment node */
import { localeCodes, type LocaleCode } from '@clavis/i18n-routing';
import { loadMessages } from '@clavis/i18n-routing/messages';
import { IntlMessageFormat } from 'intl-messageformat';
import { ruleMessageId, validateField } from './createFormSchema';
import { ruleDefinitions, ruleNames, type RuleName } from './ruleDefinitions';
import type { RuleArgument } from './ruleTypes';

/** One broken value per rule, with the arguments that make its message carry values. */
const broken: Record<RuleName, { args?: RuleArgument[]; value: unknown }> = {
  accepted: { value: false },
  alpha: { value: 'abc1' },
  alphanumeric: { value: 'a b' },
  alpha_spaces: { value: 'a1' },
  contains_alpha: { value: '123' },
  contains_alphanumeric: { value: '!!' },
  contains_alpha_spaces: { value: '12' },
  contains_symbol: { value: 'abc' },
  contains_uppercase: { value: 'abc' },
  contains_lowercase: { value: 'ABC' },
  contains_numeric: { value: 'abc' },
  symbol: { value: 'abc' },
  uppercase: { value: 'abc' },
  lowercase: { value: 'ABC' },
  date_after: { args: ['2026-01-01'], value: '2025-01-01' },
  date_before: { args: ['2026-01-01'], value: '2027-01-01' },
  date_between: { args: ['2026-01-01', '2026-12-31'], value: '2027-01-01' },
  date_format: { args: ['DD.MM.YYYY'], value: '2026-12-31' },
  between: { args: [8, 16], value: 20 },
  confirm: { value: 'a' },
  email: { value: 'nope' },
  ends_with: { args: ['.de'], value: 'x.com' },
  starts_with: { args: ['DE'], value: 'FR' },
  is: { args: ['red'], value: 'green' },
  matches: { args: ['/^\\d+$/'], value: 'abc' },
  not: { args: ['admin'], value: 'admin' },
  length: { args: [8, 16], value: '123' },
  max: { args: [10], value: 11 },
  min: { args: [2], value: 1 },
  mime: { args: ['application/pdf'], value: [{ type: 'text/plain', name: 'a.txt' }] },
  number: { value: 'ten' },
  require_one: { args: ['other'], value: '' },
  required: { value: '' },
  url: { value: 'ftp://clavis.example' },
};

/** The message a visitor reads when `rule` fails on a field labelled `label`. */
function shownMessage(catalogue: Readonly<Record<string, string>>, locale: LocaleCode, rule: RuleName, label: string) {
  const { args, value } = broken[rule];
  const failure = validateField({ name: 'value', label, rules: [{ rule, args }] }, { value, value_confirm: 'b' });
  if (!failure) throw new Error(`${rule} accepted ${JSON.stringify(value)}`);
  const source = catalogue[failure.id];
  if (source === undefined) throw new Error(`${locale} has no message ${failure.id}`);
  return String(new IntlMessageFormat(source, locale).format(failure.values));
}

describe('rule messages', () => {
  it('has a broken example for every rule', () => {
    expect(Object.keys(broken).sort()).toEqual([...ruleNames].sort());
  });

  describe.each(localeCodes.map((locale) => [locale]))('in %s', (locale) => {
    it.each(ruleNames.map((rule) => [rule]))('has a message for %s that formats with its values', async (rule) => {
      const catalogue: Readonly<Record<string, string>> = await loadMessages(locale);
      const source = catalogue[ruleMessageId(rule)];
      expect(typeof source).toBe('string');
      expect(source?.trim()).not.toBe('');
      const text = shownMessage(catalogue, locale, rule, 'Feld');
      // Every placeholder is filled: no ICU argument is left as `{name}` text.
      expect(text).not.toMatch(/\{\w+\}/);
      const values = ruleDefinitions[rule] as { messageValues?: (args: readonly RuleArgument[]) => object };
      for (const value of Object.values(values.messageValues?.(broken[rule].args ?? []) ?? {})) {
        if (String(value) !== '' && source?.match(/\{(?!Name)\w+\}/)) expect(text).toContain(String(value));
      }
    });
  });

  it("shows the spec's English messages", async () => {
    const en: Readonly<Record<string, string>> = await loadMessages('en');
    expect(shownMessage(en, 'en', 'required', 'Company name')).toBe('Company name is required.');
    expect(shownMessage(en, 'en', 'email', 'E-mail')).toBe('Please enter a valid email address.');
    expect(shownMessage(en, 'en', 'url', 'Website')).toBe('Please enter a valid URL.');
    expect(shownMessage(en, 'en', 'number', 'Quantity')).toBe('Quantity must be a number.');
    expect(shownMessage(en, 'en', 'length', 'Phone')).toBe('Phone must be between 8 and 16 characters long.');
    expect(en['forms.not_all_fields_correct']).toBe('Sorry, not all fields are filled out correctly.');
    expect(en['forms.incomplete']).toBe('Form incomplete.');
    expect(en['forms.field_not_valid']).toBe('This field is not valid.');
  });

  it("shows the spec's German messages", async () => {
    const de: Readonly<Record<string, string>> = await loadMessages('de');
    expect(shownMessage(de, 'de', 'required', 'Firmenname')).toBe('Dieses Feld ist erforderlich');
    expect(shownMessage(de, 'de', 'email', 'E-Mail')).toBe('Bitte geben Sie eine gültige E-Mail-Adresse ein');
    expect(shownMessage(de, 'de', 'between', 'Menge')).toBe('Menge muss zwischen 8 und 16 liegen.');
    expect(shownMessage(de, 'de', 'date_format', 'Datum')).toBe('Datum muss ein gültiges Datum im Format DD.MM.YYYY sein.');
  });
});
