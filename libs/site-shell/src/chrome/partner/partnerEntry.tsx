import type { IntlShape } from '@formatjs/intl';
import { localizePath, type LocaleCode, type Market } from '@clavis/i18n-routing';
import { localeHome } from '../../paths/homeTarget';
import { authClientConfig } from '../../auth/authClientConfig';
import { PartnerLoginEntry } from './PartnerLoginEntry';
import type { PartnerMenuLabels } from './PartnerMenu';

export function partnerLabels(intl: IntlShape<string>): PartnerMenuLabels {
  return { login: intl.formatMessage({ id: 'auth.partner_login' }), logout: intl.formatMessage({ id: 'auth.logout' }) };
}

/** The locale's extranet home, where the header's login leads. */
export function extranetHome(market: Market, locale: LocaleCode): string {
  return localizePath({ market, locale, route: 'extranet' });
}

/** The header's partner-login entry of a public page, in its locale. */
export function partnerEntry({ market, locale, intl }: { market: Market; locale: LocaleCode; intl: IntlShape<string> }) {
  return (
    <PartnerLoginEntry
      href={extranetHome(market, locale)}
      config={authClientConfig()}
      labels={partnerLabels(intl)}
      homePath={localeHome(market, locale)}
    />
  );
}
