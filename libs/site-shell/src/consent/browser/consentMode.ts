/** Google Consent Mode v2's storage types, granted or denied. */
export type ConsentState = Record<ConsentType, 'granted' | 'denied'>;
export type ConsentType = 'ad_storage' | 'ad_user_data' | 'ad_personalization' | 'analytics_storage' | 'functionality_storage' | 'personalization_storage' | 'security_storage';

/** The purposes a visitor chooses between in the settings; `necessary` cannot be refused. */
export const CONSENT_PURPOSES = ['necessary', 'analytics', 'marketing'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

/** Which of Consent Mode's types each purpose the visitor accepts grants. */
const GRANTED_BY: Readonly<Record<ConsentPurpose, readonly ConsentType[]>> = {
  necessary: ['security_storage'],
  analytics: ['analytics_storage'],
  marketing: ['ad_storage', 'ad_user_data', 'ad_personalization'],
};

/** Consent Mode's state for the accepted purposes: everything else denied. */
export function consentModeState(accepted: readonly string[]): ConsentState {
  const state: ConsentState = {
    ad_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
    analytics_storage: 'denied',
    functionality_storage: 'denied',
    personalization_storage: 'denied',
    security_storage: 'granted',
  };
  for (const purpose of CONSENT_PURPOSES) {
    if (accepted.includes(purpose)) for (const type of GRANTED_BY[purpose]) state[type] = 'granted';
  }
  return state;
}

/** Whether the accepted purposes allow the tag manager at all (anything beyond the necessary). */
export const allowsTags = (accepted: readonly string[]) => accepted.some((purpose) => purpose !== 'necessary');

/**
 * `gtag(...)`: a command for the tag manager's data layer. It reads `arguments` objects, not
 * arrays, so the command is pushed as one.
 */
export function gtagCommand(..._args: unknown[]): IArguments {
  // eslint-disable-next-line prefer-rest-params -- the data layer tells commands by their `arguments` shape
  return arguments;
}
