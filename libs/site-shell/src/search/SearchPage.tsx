import type { ComponentType } from 'react';
import type { IntlShape } from '@formatjs/intl';
import { Container, Heading, Stack } from '@clavis/design-system';
import type { LocaleCode } from '@clavis/i18n-routing';
import { hasSearchState, publicSearchTypes, searchLabels, type SearchRouteState, type SiteSearchProps } from '@clavis/search';
import { HEADER_SEARCH_DRAFT_KEY } from './HeaderSearch';
import { LazySiteSearch } from './LazySiteSearch';
import { searchClientConfig } from './searchClientConfig';
import { searchPageResults } from './searchPageResults';

/**
 * `/suchen`: the heading and the search UI, which runs in the browser over this market's index.
 * With the URL's search state (the server-rendered `?q=…` page), the first results come with the
 * page; the prebuilt page without one has the box alone.
 */
export async function SearchPage({
  locale,
  intl,
  state,
  SearchUi = LazySiteSearch,
}: {
  locale: LocaleCode;
  intl: IntlShape<string>;
  state?: SearchRouteState;
  /** The search UI: loaded on its own where a page may not show it (see SitePage's `searchUi`). */
  SearchUi?: ComponentType<SiteSearchProps>;
}) {
  const { config, indexName } = searchClientConfig(locale);
  const initialResults = state && hasSearchState(state) ? await searchPageResults(locale, state) : undefined;
  return (
    <Container>
      <Stack space="lg">
        <Heading level="1">{intl.formatMessage({ id: 'search.title' })}</Heading>
        <SearchUi indexName={indexName} locale={locale} labels={searchLabels(intl, publicSearchTypes)} config={config} draftKey={HEADER_SEARCH_DRAFT_KEY} initialResults={initialResults} />
      </Stack>
    </Container>
  );
}
