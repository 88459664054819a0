import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import type { LocaleCode } from '@clavis/i18n-routing';
import { loadMessages, type Messages } from '@clavis/i18n-routing/messages';

const cache = createIntlCache();
const intls = new Map<LocaleCode, Promise<IntlShape<string>>>();

/** react-intl's formatter on the server (blocks format their strings before anything reaches the browser). */
export function serverIntl(locale: LocaleCode): Promise<IntlShape<string>> {
  let intl = intls.get(locale);
  if (!intl) {
    intl = loadMessages(locale).then((messages: Messages) =>
      createIntl<string>(
        {
          locale,
          defaultLocale: 'en',
          messages: messages as unknown as Record<string, string>,
          onError: (error) => console.warn(`[intl ${locale}] ${error.message}`),
        },
        cache,
      ),
    );
    intls.set(locale, intl);
  }
  return intl;
}
