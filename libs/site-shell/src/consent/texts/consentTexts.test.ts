import { localeCodes } from '@clavis/i18n-routing';
import { CONSENT_TEXTS } from './index';

describe.each(localeCodes.map((locale) => [locale]))('consent texts in %s', (locale) => {
  it('says every part, none empty', () => {
    const texts = CONSENT_TEXTS[locale];
    expect(Object.keys(texts).sort()).toEqual(Object.keys(CONSENT_TEXTS.en).sort());
    expect(Object.entries(texts).filter(([, text]) => text.trim() === '')).toEqual([]);
  });

  it('offers "accept all" and "reject all" as two different answers', () => {
    expect(CONSENT_TEXTS[locale].acceptAll).not.toBe(CONSENT_TEXTS[locale].rejectAll);
  });
});
