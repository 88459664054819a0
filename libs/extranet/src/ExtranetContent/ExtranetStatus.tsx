import { ButtonLink, Container, Heading, Stack, Text } from '@clavis/design-system';
import type { ExtranetRenderContext } from '../shared/extranetContext';

const textsByStatus: Record<number, string> = { 401: 'errors.unauthorized', 403: 'errors.forbidden', 404: 'errors.not_found' };

/**
 * The error screen of an extranet page (SPEC.md section 2): 401 forbidden access without a back
 * button, 403 forbidden, 404 not found, anything else the generic error; the back button goes to the
 * locale's extranet home.
 */
export function ExtranetStatus({ code, homeHref, intl }: { code: number; homeHref: string; intl: ExtranetRenderContext['intl'] }) {
  const key = textsByStatus[code] ?? 'errors.generic_error';
  return (
    <Container>
      <Stack space="lg" align="center">
        <Text as="span" size="xs" tone="muted" eyebrow>
          {code === 401 || code === 403 || code === 404 ? String(code) : intl.formatMessage({ id: 'nav.extranet' })}
        </Text>
        <Heading level="1">{intl.formatMessage({ id: `${key}.title` })}</Heading>
        <Text>{intl.formatMessage({ id: `${key}.description` })}</Text>
        {code === 401 ? null : <ButtonLink href={homeHref}>{intl.formatMessage({ id: 'common.back_to_home' })}</ButtonLink>}
      </Stack>
    </Container>
  );
}
