import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { localeCodes, type LocaleCode } from '../locales.ts';
import { SEGMENTS } from '../segments.ts';
import en from './catalogues/en.ts';
import { EAGER_MESSAGES, loadMessages } from './loadMessages.ts';

/** Argument names a message uses, including those inside plural/select branches. */
function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    if (element.type === TYPE.tag) {
      argumentsOf(element.children, into);
      continue;
    }
    into.add(element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) argumentsOf(option.value, into);
    }
  }
  return into;
}

const englishKeys = Object.keys(en).sort();

describe.each(localeCodes.map((locale) => [locale]))('messages in %s', (locale: LocaleCode) => {
  let messages: Record<string, string>;
  beforeAll(async () => {
    messages = await loadMessages(locale);
  });

  it('has every key English has, and no other', () => {
    const keys = Object.keys(messages).sort();
    expect(englishKeys.filter((key) => !(key in messages))).toEqual([]);
    expect(keys.filter((key) => !(key in en))).toEqual([]);
  });

  it('has only non-empty messages in valid ICU syntax', () => {
    const broken: string[] = [];
    for (const [key, message] of Object.entries(messages)) {
      try {
        if (message.trim() === '') throw new Error('empty');
        parse(message, { requiresOtherClause: true });
      } catch (error) {
        broken.push(`${key}: ${(error as Error).message}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('uses no argument that English does not pass', () => {
    const extra: string[] = [];
    for (const [key, message] of Object.entries(messages)) {
      const english = argumentsOf(parse(en[key as keyof typeof en]));
      for (const name of argumentsOf(parse(message)))
        if (!english.has(name)) extra.push(`${key}: {${name}}`);
    }
    expect(extra).toEqual([]);
  });
});

describe('message catalogues', () => {
  it('loads English and German eagerly and the others on demand', async () => {
    expect(Object.keys(EAGER_MESSAGES).sort()).toEqual(['de', 'en']);
    expect(await loadMessages('en')).toBe(EAGER_MESSAGES.en);
    expect((await loadMessages('ru'))['nav.products']).toBe('Продукция');
    await expect(loadMessages('xx' as LocaleCode)).rejects.toThrow(TypeError);
  });

  it('keeps the texts SPEC.md gives verbatim', async () => {
    const de = await loadMessages('de');
    expect(de['errors.forbidden.description']).toBe('Sie haben keinen Zugriff auf diese Seite');
    expect(de['errors.not_found.description']).toBe(
      'Wir konnten die von Ihnen gesuchte Seite nicht finden',
    );
    expect(de['errors.generic_error.title']).toBe('Ops! Diese Seite fehlt.');
    expect(de['search.no_results']).toBe(
      'Für diese Abfrage gibt es keine Ergebnisse. Bearbeiten oder setzen Sie die Filter zurück.',
    );
    expect(de['forms.required']).toBe('Dieses Feld ist erforderlich');
    expect(de['forms.invalid_email']).toBe('Bitte geben Sie eine gültige E-Mail-Adresse ein');
    expect(en['errors.page_not_found']).toBe('Page not found: {path}');
    expect(en['errors.validation_failed']).toBe('Page Not Found: {path}');
    expect(en['errors.unauthorized.title']).toBe('Forbidden access');
    expect(en['errors.custom_landing']).toBe('There were some errors retrieving data');
    expect(en['errors.unknown_middleware']).toBe('Unknown route middleware');
    expect(en['auth.errors.state_mismatch']).toBe('Invalid state');
    expect(en['forms.name_required']).toBe('{Name} is required.');
    expect(en['forms.invalid_email']).toBe('Please enter a valid email address.');
    expect(en['forms.invalid_url']).toBe('Please enter a valid URL.');
    expect(en['forms.must_be_number']).toBe('{Name} must be a number.');
    expect(en['forms.not_all_fields_correct']).toBe(
      'Sorry, not all fields are filled out correctly.',
    );
    expect(en['forms.incomplete']).toBe('Form incomplete.');
    expect(en['forms.field_not_valid']).toBe('This field is not valid.');
  });

  it('covers every group SPEC.md section 3 lists', () => {
    const keys = Object.keys(en);
    const has = (prefix: string) => keys.filter((key) => key.startsWith(prefix));
    for (const status of ['ended', 'planned', 'live'])
      expect(keys).toContain(`events.status.${status}`);
    expect(has('disciplines.')).toHaveLength(8);
    for (const country of ['italy', 'spain', 'germany', 'france', 'global']) {
      expect(keys).toContain(`countries.${country}`);
    }
    for (const folder of [
      'catalogue',
      'brochure',
      'instructions',
      'software-download',
      'certifications',
    ]) {
      expect(keys).toContain(`documents.${folder}`);
    }
    for (const meta of [
      'pageTitle',
      'categoryName',
      'productName',
      'pressTitle',
      'newsTitle',
      'eventTitle',
    ]) {
      expect(argumentsOf(parse(en[`meta.${meta}` as keyof typeof en]))).toEqual(new Set([meta]));
    }
    for (const group of [
      'listing.sort',
      'listing.filters',
      'athletes.',
      'press.',
      'news.',
      'forms.',
    ]) {
      expect(has(group).length).toBeGreaterThan(1);
    }
    for (const rule of [
      'accepted',
      'alpha',
      'date_between',
      'mime',
      'require_one',
      'required',
      'url',
    ]) {
      expect(keys).toContain(`validation.${rule}`);
    }
  });

  it('labels every localized URL segment for navigation and breadcrumbs', () => {
    for (const key of Object.keys(SEGMENTS)) expect(Object.keys(en)).toContain(`nav.${key}`);
  });
});
