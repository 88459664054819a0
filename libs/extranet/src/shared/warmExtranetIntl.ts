import { startIntlOffThread } from '@clavis/design-system';
import type { LocaleCode } from '@clavis/i18n-routing';
import { EAGER_MESSAGES } from '@clavis/i18n-routing/messages';
import { extranetIntl } from './extranetContext';

/**
 * Readies the page's formatting while the session is checked, so its cost is not part of the task
 * that renders the partner's content: the browser's Intl is started on a worker thread, then the
 * formatter of the page's locale (`extranetIntl`) is made in idle time. A locale whose messages load
 * on demand gets its formatter with them, as before, on the started Intl.
 */
export function warmExtranetIntl(locale: LocaleCode): void {
  if (typeof window === 'undefined') return;
  const messages = EAGER_MESSAGES[locale];
  void startIntlOffThread(locale).then(() => {
    if (!messages) return;
    const make = () => void extranetIntl({ locale, messages });
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(make, { timeout: 1000 });
    else setTimeout(make, 0);
  });
}
