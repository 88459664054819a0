import { screen, waitFor, within } from '@testing-library/react';
import * as CookieConsent from 'vanilla-cookieconsent';
import { runConsentManager } from './browser/consentManager';
import { CONSENT_TEXTS } from './texts';

const tagScripts = () => [...document.head.querySelectorAll<HTMLScriptElement>('script[data-tag-manager]')].map((script) => script.src);
const layer = () => (window as unknown as { dataLayer: unknown[] }).dataLayer;
const updates = () => layer().filter((entry): entry is IArguments => Object.prototype.toString.call(entry) === '[object Arguments]').map((entry) => [...entry]);

const start = () => runConsentManager({ gtmId: 'GTM-UNIT01', language: 'de', texts: CONSENT_TEXTS.de, cookieName: 'clavis_consent_unit', expiresAfterDays: 1 });
const banner = () => screen.findByRole('dialog', { name: 'Einwilligung zu Cookies' });

describe('runConsentManager', () => {
  beforeEach(() => {
    CookieConsent.reset(true);
    document.head.innerHTML = '';
    (window as { dataLayer?: unknown[] }).dataLayer = [];
  });

  it('asks first, and "reject all" loads no tag and tells Consent Mode so', async () => {
    await start();
    const dialog = await banner();
    expect(tagScripts()).toEqual([]);
    within(dialog).getByRole('button', { name: 'Alle ablehnen' }).click();
    await waitFor(() => expect(updates()).toContainEqual(['consent', 'update', expect.objectContaining({ analytics_storage: 'denied', ad_storage: 'denied' })]));
    expect(tagScripts()).toEqual([]);
    expect(document.cookie).toContain('clavis_consent_unit=');
  });

  it('"accept all" grants Consent Mode first, then loads the container once', async () => {
    await start();
    within(await banner()).getByRole('button', { name: 'Alle akzeptieren' }).click();
    await waitFor(() => expect(tagScripts()).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-UNIT01']));
    const update = layer().findIndex((entry) => Object.prototype.toString.call(entry) === '[object Arguments]' && (entry as IArguments)[1] === 'update');
    const containerStart = layer().findIndex((entry) => (entry as { event?: string }).event === 'gtm.js');
    expect(update).toBeGreaterThanOrEqual(0);
    expect(containerStart).toBeGreaterThan(update);
    expect(updates()).toContainEqual(['consent', 'update', expect.objectContaining({ analytics_storage: 'granted', ad_user_data: 'granted' })]);
  });
});
