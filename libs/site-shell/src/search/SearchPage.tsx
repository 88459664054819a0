import type { IntlShape } from '@formatjs/intl';
import { Container, Heading, Stack } from '@clavis/design-system';
import type { LocaleCode } from '@clavis/i18n-routing';
import { publicSearchTypes, searchLabels } from '@clavis/search';
import { HEADER_SEARCH_DRAFT_KEY } from './HeaderSearch';
import { LazySiteSearch } from './LazySiteSearch';
import { searchClientConfig } from './searchClientConfig';

/** `/suchen`: the heading and the search UI, which runs in the browser over this market's index. */
export function SearchPage({ locale, intl }: { locale: LocaleCode; intl: IntlShape<string> }) {
  const { config, indexName } = searchClientConfig(locale);
  return (
    <Container>
      <Stack space="lg">
        <Heading level="1">{intl.formatMessage({ id: 'search.title' })}</Heading>
        <LazySiteSearch indexName={indexName} locale={locale} labels={searchLabels(intl, publicSearchTypes)} config={config} draftKey={HEADER_SEARCH_DRAFT_KEY} />
      </Stack>
    </Container>
  );
}
