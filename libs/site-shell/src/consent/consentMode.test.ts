import { allowsTags, consentModeState, gtagCommand } from './browser/consentMode';

describe('Consent Mode', () => {
  it('denies everything but security storage until a purpose is accepted', () => {
    expect(consentModeState([])).toEqual({
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'denied',
      functionality_storage: 'denied',
      personalization_storage: 'denied',
      security_storage: 'granted',
    });
  });

  it('grants each purpose its own types, and no other', () => {
    expect(consentModeState(['necessary', 'analytics'])).toMatchObject({ analytics_storage: 'granted', ad_storage: 'denied', ad_user_data: 'denied' });
    expect(consentModeState(['necessary', 'marketing'])).toMatchObject({ analytics_storage: 'denied', ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted' });
  });

  it('allows the tag manager only beyond the necessary', () => {
    expect(allowsTags(['necessary'])).toBe(false);
    expect(allowsTags([])).toBe(false);
    expect(allowsTags(['necessary', 'analytics'])).toBe(true);
  });

  it('makes commands in the shape the data layer reads (an arguments object)', () => {
    const command = gtagCommand('consent', 'default', { ad_storage: 'denied' });
    expect(Object.prototype.toString.call(command)).toBe('[object Arguments]');
    expect([...command]).toEqual(['consent', 'default', { ad_storage: 'denied' }]);
  });
});
