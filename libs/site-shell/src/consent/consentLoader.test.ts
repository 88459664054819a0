import { runConsentLoader } from './browser/consentLoader';

const OPTIONS = { managerBase: '/_clavis/consent/v1/manager/', stylesheet: '/_clavis/consent/v1/consent.css' };
const managerScripts = () => [...document.head.querySelectorAll('script')].map((script) => script.getAttribute('src'));

describe('runConsentLoader', () => {
  beforeEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = '<footer><button type="button" data-consent-settings="">Cookie-Einstellungen</button></footer>';
    document.documentElement.lang = 'de';
    document.documentElement.removeAttribute('data-consent');
    (window as { dataLayer?: unknown[] }).dataLayer = [{ event: 'route-change', url: '/' }];
  });

  // Each run listens on the window for good: the test that clicks runs first.
  it('loads the manager of the page’s language only when a settings control is used, before the page has loaded', () => {
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
    runConsentLoader(OPTIONS);
    expect(managerScripts()).toEqual([]);
    document.querySelector<HTMLButtonElement>('[data-consent-settings]')!.click();
    expect(managerScripts()).toEqual(['/_clavis/consent/v1/manager/de.js']);
    expect(document.head.querySelector('link[rel="stylesheet"]')?.getAttribute('href')).toBe(OPTIONS.stylesheet);
    // Once, however often it is asked for.
    document.querySelector<HTMLButtonElement>('[data-consent-settings]')!.click();
    expect(managerScripts()).toHaveLength(1);
  });

  it('puts the denied defaults before everything the page pushed, and marks the page', () => {
    runConsentLoader(OPTIONS);
    const layer = (window as unknown as { dataLayer: unknown[] }).dataLayer;
    expect([...(layer[0] as IArguments)]).toEqual(['consent', 'default', expect.objectContaining({ analytics_storage: 'denied', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' })]);
    expect(layer[1]).toEqual({ event: 'route-change', url: '/' });
    expect(document.documentElement.hasAttribute('data-consent')).toBe(true);
  });
});
