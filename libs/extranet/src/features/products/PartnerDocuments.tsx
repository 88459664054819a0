import { ButtonLink, Container, Heading, IconDownload, Stack, Text } from '@clavis/design-system';
import type { ExtranetFile } from '../../payload';
import type { ExtranetRenderContext } from '../../shared/extranetContext';
import { fileIdentity } from '../../shared/fileIdentity';
import { formatBytes } from '../../shared/formatBytes';

/** A product's documents for partners, each a signed download. */
export function PartnerDocuments({ documents, context }: { documents: readonly ExtranetFile[]; context: ExtranetRenderContext }) {
  if (documents.length === 0) return null;
  const t = (id: string) => context.intl.formatMessage({ id });
  return (
    <Container>
      <Stack space="md">
        <Heading level="2" size="3">
          {t('extranet.partner_documents')}
        </Heading>
        <Stack as="ul" space="sm">
          {documents.map((file) => (
            <li key={fileIdentity(file)}>
              <ButtonLink href={file.href} download={file.name} variant="secondary" iconStart={<IconDownload />}>
                {`${t('common.download')}: ${file.label}`}
              </ButtonLink>{' '}
              {file.bytes ? (
                <Text as="span" size="sm" tone="muted">
                  {formatBytes(file.bytes, context.locale)}
                </Text>
              ) : null}
            </li>
          ))}
        </Stack>
      </Stack>
    </Container>
  );
}
