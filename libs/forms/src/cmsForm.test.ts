/** @jest-environment node */
import { cmsFormDefinition, cmsFormSchema, parseRuleText } from './cmsForm';
import { customFormId, parseCustomFormId } from './formId';
import { resolveFormDefinition } from './resolveFormDefinition';
import { validateField } from './rules';

describe('parseRuleText', () => {
  it('reads rules and their parameters as editors write them', () => {
    expect(parseRuleText('required| between:8,16 |ends_with:.de')).toEqual([
      { rule: 'required' },
      { rule: 'between', args: ['8', '16'] },
      { rule: 'ends_with', args: ['.de'] },
    ]);
  });
});

describe('a CMS form', () => {
  const form = cmsFormSchema.parse({
    fields: [
      { name: 'name', label: 'Name', required: true, rules: 'alpha_spaces' },
      { name: 'consent', type: 'checkbox', label: 'I agree', required: true },
      { name: 'code', label: 'Code', rules: [{ rule: 'required' }, { rule: 'length', args: [5, 5] }] },
    ],
  });
  const definition = cmsFormDefinition('cms.de.germany.forms.x.u1', form);

  it('becomes a definition whose required fields check emptiness first', () => {
    expect(definition.fields.map((field) => [field.name, field.type, field.rules.map(({ rule }) => rule)])).toEqual([
      ['name', 'text', ['required', 'alpha_spaces']],
      ['consent', 'checkbox', ['accepted']],
      ['code', 'text', ['required', 'length']],
    ]);
    const [name, consent, code] = definition.fields;
    expect(validateField(name!, { name: '' })?.id).toBe('validation.required');
    expect(validateField(consent!, { consent: false })?.id).toBe('validation.accepted');
    expect(validateField(code!, { code: '1234' })?.values).toMatchObject({ min: '5', max: '5' });
  });

  it.each([
    [{ fields: [] }, 'fields'],
    [{ fields: [{ name: 'a', label: 'A', rules: 'shiny' }] }, 'rules'],
    [{ fields: [{ name: 'a', label: 'A', rules: [{ rule: 'shiny' }] }] }, 'rules'],
    [{ fields: [{ name: 'website', label: 'Website' }] }, 'name'],
    [{ fields: [{ name: 'a', label: 'A' }, { name: 'a', label: 'B' }] }, 'fields'],
    [{ fields: [{ name: 'a', label: 'A', type: 'select' }] }, 'options'],
    [{ fields: [{ name: 'a', label: 'A', type: 'file' }] }, 'type'],
  ])('rejects %j at %s', (input, path) => {
    const result = cmsFormSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.')).join(' ')).toContain(path);
  });
});

describe('custom form ids', () => {
  it('locate the story and the blok, in one URL segment', () => {
    const id = customFormId('de/germany/forms/informationsanfrage/', '79bdabe824b7');
    expect(id).toBe('cms.de.germany.forms.informationsanfrage.79bdabe824b7');
    expect(encodeURIComponent(id)).toBe(id);
    expect(parseCustomFormId(id)).toEqual({ fullSlug: 'de/germany/forms/informationsanfrage', uid: '79bdabe824b7' });
  });

  it.each(['interest', 'cms.', 'cms.uid', 'cms.de..x', 'cms.de/../x.u'])('are not read from %p', (id) => {
    expect(parseCustomFormId(id)).toBeNull();
  });
});

describe('resolveFormDefinition', () => {
  const story = {
    body: [
      { _uid: 'a1', component: 'rich_text' },
      { _uid: 'f1', component: 'custom_form', form: { fields: [{ name: 'email', type: 'email', label: 'E-Mail', required: true }] } },
      { _uid: 'f2', component: 'custom_form', form: 'interest' },
    ],
  };
  const loads: string[] = [];
  const resolve = (formId: string) =>
    resolveFormDefinition({
      formId,
      translate: (id) => `#${id}`,
      loadStoryContent: async (slug) => {
        loads.push(slug);
        return slug === 'de/germany/kontakt' ? story : null;
      },
    });

  it('gives the interest form from code, in the given language', async () => {
    const definition = await resolve('interest');
    expect(definition?.id).toBe('interest');
    expect(definition?.fields[0]?.label).toBe('#forms.interested_in');
  });

  it('reads a CMS form again from its story', async () => {
    const definition = await resolve('cms.de.germany.kontakt.f1');
    expect(loads).toContain('de/germany/kontakt');
    expect(definition).toEqual({
      id: 'cms.de.germany.kontakt.f1',
      fields: [{ name: 'email', type: 'email', label: 'E-Mail', rules: [{ rule: 'required' }] }],
    });
  });

  it('gives the interest form for a custom_form blok that shows it', async () => {
    expect((await resolve('cms.de.germany.kontakt.f2'))?.id).toBe('interest');
  });

  it.each(['newsletter', 'cms.de.germany.kontakt.a1', 'cms.de.germany.kontakt.zz', 'cms.de.germany.missing.f1'])(
    'gives null for %p',
    async (formId) => {
      expect(await resolve(formId)).toBeNull();
    },
  );
});
