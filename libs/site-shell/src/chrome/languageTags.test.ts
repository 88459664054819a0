import { hreflangUrls } from '../seo/alternateUrls';
import { ogLocale } from '../seo/pageMetadata';
import { localeSwitchLinks } from './localeSwitch/localeSwitchLinks';

// A market whose config gives a locale its own language tag (a sixth market, austria: de-AT) gets
// that tag wherever a page names its language; the five markets use the locales' own tags.
jest.mock('@clavis/i18n-routing', () => {
  const actual = jest.requireActual('@clavis/i18n-routing');
  return { ...actual, languageTag: (market: string, locale: string) => (market === 'germany' && locale === 'de' ? 'de-AT' : actual.languageTag(market, locale)) };
});

describe("a market's own language tags", () => {
  it('name the hreflang alternates, the Open Graph locale and the locale switch', () => {
    expect(Object.keys(hreflangUrls('germany', { de: '/uber-uns', en: '/en/about-us' }, 'https://www.clavis.example'))).toEqual(['de-AT', 'en-GB', 'x-default']);
    expect(ogLocale('germany', 'de')).toBe('de_AT');
    expect(localeSwitchLinks({ market: 'germany', locale: 'de', localePaths: {} }).map((link) => link.iso)).toEqual(['de-AT', 'en-GB']);
  });
});
