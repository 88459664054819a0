import { Container, Text } from '@clavis/design-system';
import type { ExtranetRenderContext } from '../../shared/extranetContext';
import { formatBytes } from '../../shared/formatBytes';
import * as styles from './CatalogueFacts.css';

/** A catalogue's PDF in figures: pages, size and language. */
export function CatalogueFacts({ content, context }: { content: Record<string, unknown>; context: ExtranetRenderContext }) {
  const t = (id: string) => context.intl.formatMessage({ id });
  const pages = typeof content['pages'] === 'number' ? content['pages'] : undefined;
  const bytes = (content['file'] as { bytes?: unknown } | undefined)?.bytes;
  const language = typeof content['language'] === 'string' ? content['language'] : undefined;
  const languageName = language ? new Intl.DisplayNames([context.locale], { type: 'language' }).of(language) : undefined;
  const facts = [
    pages ? [t('extranet.page_count'), context.intl.formatMessage({ id: 'extranet.pages' }, { count: pages })] : null,
    typeof bytes === 'number' ? [t('extranet.file_size'), formatBytes(bytes, context.locale)] : null,
    languageName ? [t('extranet.file_language'), languageName] : null,
  ].filter((fact): fact is [string, string] => fact !== null);
  if (facts.length === 0) return null;
  return (
    <Container>
      <dl className={styles.facts}>
        {facts.map(([label, value]) => (
          <div key={label} className={styles.fact}>
            <dt>
              <Text as="span" size="sm" tone="muted">
                {label}
              </Text>
            </dt>
            <dd className={styles.value}>{value}</dd>
          </div>
        ))}
      </dl>
    </Container>
  );
}
