/** @jest-environment node */
import { createConsentAssets, CONSENT_ASSETS_PATH, CONSENT_COOKIE } from './consentAssets';
import { CONSENT_TEXTS } from './texts';

const run = (script: string) => {
  const calls: Array<{ name: string; options: unknown }> = [];
  // The script calls `consent.<name>(options)` on what its compiled part defines; record that call.
  const body = script.replace(/^\(function\(\)\{[\s\S]*\nconsent\.(\w+)\(([\s\S]*)\);\}\)\(\);\n$/, (_, name: string, options: string) => {
    calls.push({ name, options: JSON.parse(options) });
    return '';
  });
  return { body, calls };
};

describe('createConsentAssets', () => {
  const assets = createConsentAssets({ market: 'germany', gtmId: 'GTM-AB12CD' });

  it('names a versioned loader that calls itself with where the manager and stylesheet are', () => {
    expect(assets.loaderPath).toMatch(new RegExp(`^${CONSENT_ASSETS_PATH}[0-9a-f]{16}/loader\\.js$`));
    const loader = assets.asset(assets.loaderPath);
    expect(loader?.contentType).toBe('text/javascript; charset=utf-8');
    const { calls } = run(loader!.body);
    const base = assets.loaderPath.replace(/loader\.js$/, '');
    expect(calls).toEqual([{ name: 'runConsentLoader', options: { managerBase: `${base}manager/`, stylesheet: `${base}consent.css` } }]);
    expect(assets.asset(`${base}consent.css`)?.body).toContain('#cc-main');
  });

  it('hands out the manager per language of the market, with that locale’s texts and the container', () => {
    const base = assets.loaderPath.replace(/loader\.js$/, '');
    for (const [language, locale] of [['de-DE', 'de'], ['en-GB', 'en'], ['EN-gb', 'en']] as const) {
      const { calls } = run(assets.asset(`${base}manager/${language}.js`)!.body);
      expect(calls).toEqual([
        { name: 'runConsentManager', options: { gtmId: 'GTM-AB12CD', language: locale, texts: CONSENT_TEXTS[locale], cookieName: CONSENT_COOKIE, expiresAfterDays: 182 } },
      ]);
    }
    // Italian is no language of the German market's pages.
    expect(assets.asset(`${base}manager/it-IT.js`)).toBeUndefined();
    expect(assets.asset(`${base}manager/..%2Fx.js`)).toBeUndefined();
  });

  it('answers nothing of another version, and changes version with the container', () => {
    const other = createConsentAssets({ market: 'germany', gtmId: 'GTM-ZZ99ZZ' });
    expect(other.loaderPath).not.toBe(assets.loaderPath);
    expect(assets.asset(other.loaderPath)).toBeUndefined();
    expect(createConsentAssets({ market: 'germany', gtmId: 'GTM-AB12CD' }).loaderPath).toBe(assets.loaderPath);
  });
});
