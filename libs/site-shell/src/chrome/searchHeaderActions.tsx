import type { IntlShape } from '@formatjs/intl';
import { localizePath, type LocaleCode, type Market } from '@clavis/i18n-routing';
import { HeaderSearch } from '../search/HeaderSearch';

/** The header's search entry of a page in a locale (the partner-login entry goes beside it). */
export function searchHeaderActions({ market, locale, intl }: { market: Market; locale: LocaleCode; intl: IntlShape<string> }) {
  return (
    <HeaderSearch
      searchPath={localizePath({ market, locale, route: 'search' })}
      label={intl.formatMessage({ id: 'search.label' })}
      placeholder={intl.formatMessage({ id: 'nav.search' })}
      submit={intl.formatMessage({ id: 'search.submit' })}
    />
  );
}
