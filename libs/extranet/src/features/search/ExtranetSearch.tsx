import { Container, Heading, Stack, Text, TextField } from '@clavis/design-system';
import type { ExtranetRenderContext } from '../../shared/extranetContext';

/**
 * The extranet search page. The engine comes with the search issue (`POST /api/extranet/search`);
 * until then the page shows its form and no results.
 */
export function ExtranetSearch({ context }: { context: ExtranetRenderContext }) {
  const t = (id: string) => context.intl.formatMessage({ id });
  return (
    <Container width="wide">
      <Stack space="lg">
        <Heading level="1">{t('nav.search')}</Heading>
        <form role="search" onSubmit={(event) => event.preventDefault()}>
          <TextField type="search" name="q" label={t('search.placeholder')} />
        </form>
        <Text tone="muted">{t('extranet.search_pending')}</Text>
        <Text>{t('search.no_results')}</Text>
      </Stack>
    </Container>
  );
}
