import type { IntlShape } from '@formatjs/intl';
import type { LocaleCode, Market } from '@clavis/i18n-routing';
import { extranetHome, partnerEntry, partnerLabels } from './partner/partnerEntry';
import { PartnerMenu } from './partner/PartnerMenu';
import { searchHeaderActions } from './searchHeaderActions';

export interface HeaderActionsInput {
  market: Market;
  locale: LocaleCode;
  intl: IntlShape<string>;
  /**
   * `public`: the site's search box and the partner-login entry, which loads the login client only
   * when needed; `search-page`: the entry alone (the page is the search); `extranet`: the partner's
   * name and logout inside the extranet's session (its search is one of its areas).
   */
  page: 'public' | 'search-page' | 'extranet';
}

/** The header's own entries beside the navigation, for every kind of page (PageLayout's `headerActions`). */
export function headerActions({ market, locale, intl, page }: HeaderActionsInput) {
  if (page === 'extranet') return <PartnerMenu labels={partnerLabels(intl)} loginHref={extranetHome(market, locale)} holdPlace />;
  const partner = partnerEntry({ market, locale, intl });
  if (page === 'search-page') return partner;
  return (
    <>
      {searchHeaderActions({ market, locale, intl })}
      {partner}
    </>
  );
}
