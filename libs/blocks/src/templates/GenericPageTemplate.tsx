import { Container, Heading, Stack, Text } from '@clavis/design-system';
import { BlockRenderer } from '../core/BlockRenderer';
import { opensWithHero } from './heroes';
import { bodyBloks, storyTitle, textField } from './storyContent';
import * as styles from './templateSection.css';
import type { TemplateProps } from './types';

/** A page made of its body bloks; a title and intro above them unless a hero opens the page. */
export function GenericPageTemplate({ page, context, registry }: TemplateProps) {
  const body = bodyBloks(page.story);
  const intro = textField(page.story, 'intro');
  const hero = opensWithHero(body);
  return (
    <div className={hero ? styles.pageAfterHero : styles.page}>
    <Stack space="xl">
      {hero ? null : (
        <Container>
          <Stack space="md">
            <Heading level="1">{storyTitle(page.story)}</Heading>
            {intro ? <Text size="lg">{intro}</Text> : null}
          </Stack>
        </Container>
      )}
      <BlockRenderer blocks={body} registry={registry} context={context} />
    </Stack>
    </div>
  );
}
