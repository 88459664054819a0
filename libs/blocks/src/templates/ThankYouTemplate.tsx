import { ButtonLink, Container, Heading, Stack, Text, VisuallyHidden } from '@clavis/design-system';
import { BlockRenderer } from '../core/BlockRenderer';
import { homePath } from './homePath';
import { bodyBloks } from './storyContent';
import * as styles from './templateSection.css';
import type { TemplateProps } from './types';

/**
 * The page after a form was sent: the editor's bloks, or the catalogue's thank-you title and text
 * when the story has none, and a way back home.
 */
export function ThankYouTemplate({ page, context, registry }: TemplateProps) {
  const t = (id: string) => context.intl.formatMessage({ id });
  const body = bodyBloks(page.story);
  return (
    <div className={styles.page}>
      <Stack space="xl">
        {body.length > 0 ? (
          // The editor's first blok is the visible greeting; the page's h1 still names it.
          <VisuallyHidden as="div">
            <Heading level="1">{t('landing.thank_you.title')}</Heading>
          </VisuallyHidden>
        ) : (
          <Container width="narrow">
            <Heading level="1">{t('landing.thank_you.title')}</Heading>
          </Container>
        )}
        {body.length > 0 ? (
          <BlockRenderer blocks={body} registry={registry} context={context} />
        ) : (
          <Container width="narrow">
            <Text size="lg">{t('landing.thank_you.text')}</Text>
          </Container>
        )}
        <Container width="narrow">
          <div className={styles.centered}>
            <ButtonLink href={homePath(context)}>{t('common.back_to_home')}</ButtonLink>
          </div>
        </Container>
      </Stack>
    </div>
  );
}
