import type { IntlShape } from '@formatjs/intl';
import { Container, Heading, Stack } from '@clavis/design-system';
import type { LocaleCode } from '@clavis/i18n-routing';
import { hasSearchState, publicSearchTypes, SearchShell, searchLabels, type SearchRouteState } from '@clavis/search';
import { HEADER_SEARCH_DRAFT_KEY } from '../../search/HeaderSearch';
import { searchClientConfig } from '../../search/searchClientConfig';
import { searchPageResults } from './searchPageResults';
import { SearchTakeover } from '../../search/SearchTakeover';

/**
 * `/suchen`: the heading and the search UI, which runs in the browser over this market's index.
 * With the URL's search state (the `?q=…` page, rendered per request), the first results come
 * with the page's HTML; the prebuilt page without one has the box alone.
 */
export async function SearchPage({ locale, intl, state }: { locale: LocaleCode; intl: IntlShape<string>; state?: SearchRouteState }) {
  const { config, indexName } = searchClientConfig(locale);
  const initialResults = state && hasSearchState(state) ? await searchPageResults({ config, indexName }, state) : undefined;
  const labels = searchLabels(intl, publicSearchTypes);
  return (
    <Container>
      <Stack space="lg">
        <Heading level="1">{intl.formatMessage({ id: 'search.title' })}</Heading>
        <SearchTakeover
          shell={<SearchShell labels={labels} locale={locale} initialResults={initialResults} />}
          indexName={indexName}
          locale={locale}
          labels={labels}
          config={config}
          draftKey={HEADER_SEARCH_DRAFT_KEY}
          initialResults={initialResults}
        />
      </Stack>
    </Container>
  );
}
