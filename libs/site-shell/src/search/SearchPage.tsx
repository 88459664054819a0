import type { IntlShape } from '@formatjs/intl';
import { Container, Heading, Stack } from '@clavis/design-system';
import type { LocaleCode } from '@clavis/i18n-routing';
import { SiteSearch, type SearchLabels } from '@clavis/search';
import { publicSearchTypes } from '@clavis/search/server';
import { HEADER_SEARCH_DRAFT_KEY } from './HeaderSearch';
import { searchClientConfig } from './searchClientConfig';

/** The search UI's texts from the catalogue, formatted on the server. */
export function searchLabels(intl: IntlShape<string>): SearchLabels {
  const t = (id: string) => intl.formatMessage({ id });
  return {
    label: t('search.label'),
    placeholder: t('search.placeholder'),
    submit: t('search.submit'),
    clear: t('search.clear'),
    noResults: t('search.no_results'),
    reset: t('listing.filters.reset'),
    filters: t('listing.filters'),
    results: intl.messages['search.results'] as string,
    facetType: t('search.facet.type'),
    facetCategory: t('search.facet.category'),
    facetYear: t('search.facet.year'),
    sortBy: t('listing.sort_by'),
    sortRelevance: t('search.sort.relevance'),
    sortNewest: t('listing.sort.newest'),
    sortOldest: t('listing.sort.oldest'),
    previous: t('listing.previous'),
    next: t('listing.next'),
    page: intl.messages['listing.page'] as string,
    types: Object.fromEntries(publicSearchTypes.map((type) => [type, t(`search.type.${type}`)])),
  };
}

/** `/suchen`: the heading and the search UI, which runs in the browser over this market's index. */
export function SearchPage({ locale, intl }: { locale: LocaleCode; intl: IntlShape<string> }) {
  const { config, indexName } = searchClientConfig(locale);
  return (
    <Container>
      <Stack space="lg">
        <Heading level="1">{intl.formatMessage({ id: 'search.title' })}</Heading>
        <SiteSearch indexName={indexName} locale={locale} labels={searchLabels(intl)} config={config} draftKey={HEADER_SEARCH_DRAFT_KEY} />
      </Stack>
    </Container>
  );
}
