import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import { EAGER_MESSAGES } from '@clavis/i18n-routing/messages';
import type { LocaleCode } from '@clavis/i18n-routing';

const cache = createIntlCache();

/** Message formatting over the site's catalogue in one locale, as a page has it, for tests and stories. */
export function createFormsIntl(locale: LocaleCode = 'de'): IntlShape<string> {
  const messages = EAGER_MESSAGES[locale] ?? EAGER_MESSAGES.en ?? {};
  return createIntl({ locale, messages: messages as Record<string, string>, defaultLocale: 'en' }, cache);
}
