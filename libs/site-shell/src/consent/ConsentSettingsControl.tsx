import type { LocaleCode } from '@clavis/i18n-routing';
import { SETTINGS_CONTROL } from './browser/settingsControl';
import { CONSENT_TEXTS } from './texts';
import { control } from './ConsentSettingsControl.css';

/**
 * The footer's "cookie settings": opens the consent manager's settings again (the consent loader
 * listens for it). A plain server-rendered button, so a page carries no script for it; it shows
 * only where a tag manager is configured (see the style).
 */
export function ConsentSettingsControl({ locale }: { locale: LocaleCode }) {
  return (
    <button type="button" className={control} {...{ [SETTINGS_CONTROL]: '' }}>
      {CONSENT_TEXTS[locale].settingsLink}
    </button>
  );
}
