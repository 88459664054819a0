import {
  createFormSchema,
  fieldMessages,
  FormDefinitionError,
  validateField,
} from './createFormSchema';
import { ruleNames, type RuleName } from './ruleDefinitions';
import type { FormValues, RuleArgument } from './ruleTypes';

interface Case {
  args?: RuleArgument[];
  valid: unknown[];
  invalid: unknown[];
  /** Other form values the rule looks at. */
  values?: FormValues;
}

const file = (type: string, name = 'file') => ({ type, name });

const cases: Record<RuleName, Case> = {
  accepted: {
    valid: ['yes', 'on', '1', 1, true, 'true'],
    invalid: ['', 'no', false, 0, undefined],
  },
  alpha: { valid: ['Schlüssel', 'Clavis', 'Ключ'], invalid: ['abc1', 'a b', 'a-b'] },
  alphanumeric: { valid: ['Futura2', 'K9', 'ÄÖÜ77'], invalid: ['Futura 2', 'a_b', 'x!'] },
  alpha_spaces: { valid: ['Key blank', 'Déjà vu'], invalid: ['Key 2', 'a-b'] },
  contains_alpha: { valid: ['123a', 'ü'], invalid: ['1234', '!!'] },
  contains_alphanumeric: { valid: ['!a', '!1'], invalid: ['!!', '- -'] },
  contains_alpha_spaces: { valid: ['1 2', 'x1'], invalid: ['123', '!?'] },
  contains_symbol: { valid: ['pass!', 'a#b'], invalid: ['password', 'Pass1'] },
  contains_uppercase: { valid: ['aBc', 'Ärger'], invalid: ['abc', '123'] },
  contains_lowercase: { valid: ['ABc', 'ß'], invalid: ['ABC', '123'] },
  contains_numeric: { valid: ['a1', '2'], invalid: ['abc', '!'] },
  symbol: { valid: ['!?', '#$%'], invalid: ['!a', 'abc'] },
  uppercase: { valid: ['ABC', 'ÄÖ'], invalid: ['ABc', 'A1'] },
  lowercase: { valid: ['abc', 'äö'], invalid: ['abC', 'a1'] },
  date_after: {
    args: ['2026-01-01'],
    valid: ['2026-06-01', new Date('2027-01-01')],
    invalid: ['2025-12-31', 'not a date'],
  },
  date_before: {
    args: ['2026-01-01'],
    valid: ['2025-06-01'],
    invalid: ['2026-06-01', 'soon'],
  },
  date_between: {
    args: ['2026-01-01', '2026-12-31'],
    valid: ['2026-01-01', '2026-07-15', '2026-12-31'],
    invalid: ['2025-12-31', '2027-01-01', 'x'],
  },
  date_format: {
    args: ['DD.MM.YYYY'],
    valid: ['31.12.2026', '01.02.2024'],
    invalid: ['2026-12-31', '31.02.2026', '1.2.2026'],
  },
  between: { args: [8, 16], valid: [8, '12', 16], invalid: [7, '17', 'eight'] },
  confirm: {
    values: { email: 'buyer@clavis.example' },
    valid: ['buyer@clavis.example'],
    invalid: ['other@clavis.example'],
  },
  email: {
    valid: ['buyer@clavis.example', 'a.b+c@sub.example.de'],
    invalid: ['buyer', 'buyer@', 'buyer@example', 'a b@example.com', '@example.com'],
  },
  ends_with: { args: ['.de', '.it'], valid: ['clavis.de', 'clavis.it'], invalid: ['clavis.com'] },
  starts_with: { args: ['DE', 'IT'], valid: ['DE123', 'IT9'], invalid: ['FR1', 'de1'] },
  is: {
    args: ['red', 'blue'],
    valid: ['red', 'blue', ['red', 'blue']],
    invalid: ['green', 'Red', ['red', 'green']],
  },
  not: {
    args: ['admin', 'root'],
    valid: ['mario', ['mario', 'luigi']],
    invalid: ['admin', 'root', ['mario', 'root']],
  },
  matches: {
    args: ['/^\\d{5}$/', 'exact'],
    valid: ['20121', 'exact'],
    invalid: ['2012', 'Exact', '123456'],
  },
  length: {
    args: [8, 16],
    valid: ['12345678', 'x'.repeat(16)],
    invalid: ['1234567', 'x'.repeat(17)],
  },
  max: { args: [10], valid: [10, '3', ['a']], invalid: [11, '10.5', 'ten'] },
  min: { args: [2], valid: [2, '3', ['a', 'b']], invalid: [1, '-3', ['a']] },
  mime: {
    args: ['application/pdf', 'image/*'],
    valid: [[file('application/pdf')], [file('image/png'), file('image/jpeg')]],
    invalid: [[file('text/plain')], [file('image/png'), file('application/zip')]],
  },
  number: { valid: [42, '3.14', '-1'], invalid: ['forty', '1,5', NaN] },
  require_one: {
    args: ['phone'],
    values: { phone: '' },
    valid: ['buyer@clavis.example'],
    invalid: ['', undefined],
  },
  required: { valid: ['x', 0, ['a'], false], invalid: ['', '   ', undefined, null, []] },
  url: {
    valid: ['https://clavis.example/keys', 'http://127.0.0.1:3000'],
    invalid: ['ftp://clavis.example', 'clavis.example', 'javascript:alert(1)'],
  },
};

const field = (rule: RuleName, args?: RuleArgument[]) => ({
  name: rule === 'confirm' ? 'email_confirm' : 'value',
  label: 'Value',
  rules: [{ rule, args }],
});

describe('rules', () => {
  it('cover every rule of SPEC.md section 5', () => {
    expect(Object.keys(cases).sort()).toEqual([...ruleNames].sort());
  });

  describe.each(Object.entries(cases) as [RuleName, Case][])('%s', (rule, testCase) => {
    const definition = field(rule, testCase.args);
    const run = (value: unknown) =>
      validateField(definition, { ...testCase.values, [definition.name]: value });

    it.each(testCase.valid.map((value) => [value]))('accepts %p', (value) => {
      expect(run(value)).toBeNull();
    });

    it.each(testCase.invalid.map((value) => [value]))('rejects %p', (value) => {
      expect(run(value)).toMatchObject({
        id: `validation.${rule}`,
        values: { Name: 'Value' },
      });
    });
  });

  it('lets optional fields stay empty for rules about content', () => {
    expect(validateField(field('email'), { value: '' })).toBeNull();
    expect(validateField(field('min', [3]), { value: undefined })).toBeNull();
  });

  it('reports the first broken rule with its values', () => {
    const phone = {
      name: 'phone',
      label: 'Phone number',
      rules: [
        { rule: 'required' },
        { rule: 'matches', args: ['/^\\d+$/'] },
        { rule: 'length', args: [8, 16] },
      ],
    };
    expect(validateField(phone, { phone: '' })?.id).toBe('validation.required');
    expect(validateField(phone, { phone: '12 34' })?.id).toBe('validation.matches');
    expect(validateField(phone, { phone: '1234' })).toEqual({
      id: 'validation.length',
      values: { Name: 'Phone number', min: '8', max: '16' },
    });
  });
});

describe('conditions and message overrides', () => {
  const address = {
    name: 'address',
    label: 'Address',
    when: { field: 'interested_in', includes: 'sales_representative_visit' },
    rules: [{ rule: 'required' }],
  };

  it("applies a field's rules only while its condition holds", () => {
    expect(validateField(address, { interested_in: ['price_offer'] })).toBeNull();
    expect(
      validateField(address, { interested_in: ['price_offer', 'sales_representative_visit'] })?.id,
    ).toBe('validation.required');
    expect(validateField(address, { interested_in: 'sales_representative_visit' })?.id).toBe(
      'validation.required',
    );
  });

  it('uses the message a field names for a rule', () => {
    const phone = {
      name: 'phone',
      label: 'Phone number',
      rules: [{ rule: 'matches', args: ['/^\\d{8,16}$/'], message: 'forms.invalid_phone' }],
    };
    expect(validateField(phone, { phone: '12345678' })).toBeNull();
    expect(validateField(phone, { phone: '+49 30 1234' })?.id).toBe('forms.invalid_phone');
  });
});

describe('createFormSchema', () => {
  const schema = createFormSchema([
    { name: 'email', label: 'E-mail', rules: [{ rule: 'required' }, { rule: 'email' }] },
    { name: 'company', label: 'Company name', rules: [{ rule: 'required' }] },
  ]);

  it('passes valid values through', () => {
    const values = { email: 'buyer@clavis.example', company: 'Chiavi Srl' };
    expect(schema.parse(values)).toEqual(values);
  });

  it('gives one message per broken field, with its values', () => {
    const result = schema.safeParse({ email: 'nope' });
    if (result.success) throw new Error('expected the parse to fail');
    expect(fieldMessages(result.error)).toEqual({
      email: { id: 'validation.email', values: { Name: 'E-mail' } },
      company: { id: 'validation.required', values: { Name: 'Company name' } },
    });
  });

  it('rejects a definition with an unknown rule or a duplicate field', () => {
    expect(() => createFormSchema([{ name: 'a', label: 'A', rules: [{ rule: 'shiny' }] }])).toThrow(
      FormDefinitionError,
    );
    expect(() =>
      createFormSchema([
        { name: 'a', label: 'A', rules: [] },
        { name: 'a', label: 'A again', rules: [] },
      ]),
    ).toThrow('defined twice');
  });
});
