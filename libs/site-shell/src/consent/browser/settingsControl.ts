/** The attribute of the footer's (or any other) control that opens the consent settings again. */
export const SETTINGS_CONTROL = 'data-consent-settings';
