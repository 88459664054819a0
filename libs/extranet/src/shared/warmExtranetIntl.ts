import type { LocaleCode } from '@clavis/i18n-routing';
import { EAGER_MESSAGES } from '@clavis/i18n-routing/messages';
import { extranetIntl } from './extranetContext';

/**
 * Makes the formatter of the page's locale (`extranetIntl`) in the browser's idle time: called while
 * the session is checked, so its cost is not part of the task that renders the partner's content.
 * A locale whose messages load on demand gets its formatter with them, as before.
 */
export function warmExtranetIntl(locale: LocaleCode): void {
  const messages = EAGER_MESSAGES[locale];
  if (!messages || typeof window === 'undefined') return;
  const make = () => void extranetIntl({ locale, messages });
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(make, { timeout: 1000 });
  else setTimeout(make, 0);
}
