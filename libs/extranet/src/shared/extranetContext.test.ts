import { EAGER_MESSAGES } from '@clavis/i18n-routing/messages';
import { extranetIntl } from './extranetContext';

const de = EAGER_MESSAGES.de as Record<string, string>;
const en = EAGER_MESSAGES.en as Record<string, string>;

describe('extranetIntl', () => {
  it('makes one formatter per catalogue and locale in a page', () => {
    const first = extranetIntl({ locale: 'de', messages: de });
    expect(extranetIntl({ locale: 'de', messages: de })).toBe(first);
    expect(extranetIntl({ locale: 'en', messages: en })).not.toBe(first);
    expect(extranetIntl({ locale: 'de', messages: { ...de } })).not.toBe(first);
  });

  it('formats with the locale and messages it was made for', () => {
    expect(extranetIntl({ locale: 'de', messages: de }).formatMessage({ id: 'nav.extranet' })).toBe(de['nav.extranet']);
    expect(extranetIntl({ locale: 'en', messages: en }).formatMessage({ id: 'nav.extranet' })).toBe(en['nav.extranet']);
  });
});
