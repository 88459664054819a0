import { Container, Heading, Stack, Text } from '@clavis/design-system';
import { ExtranetSearch as SearchUi, extranetSearchTypes, searchLabels } from '@clavis/search';
import type { ExtranetRenderContext } from '../../shared/extranetContext';

/**
 * The extranet search page: the site's search UI over the extranet index and the public catalogue
 * (`POST /api/extranet/search`, the partner's token with every query). Without a token (a preview)
 * there is nothing it may ask, so it says so.
 */
export function ExtranetSearch({ context, accessToken }: { context: ExtranetRenderContext; accessToken?: string }) {
  const t = (id: string) => context.intl.formatMessage({ id });
  return (
    <Container width="wide">
      <Stack space="lg">
        <Heading level="1">{t('nav.search')}</Heading>
        {accessToken ? (
          <SearchUi
            accessToken={accessToken}
            indexName={`${context.market}_${context.locale}_extranet`}
            locale={context.locale}
            labels={searchLabels(context.intl, extranetSearchTypes)}
          />
        ) : (
          <Text tone="muted">{t('search.no_results')}</Text>
        )}
      </Stack>
    </Container>
  );
}
