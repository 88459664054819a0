import type { Story } from '@clavis/cms-client';
import { Container, Heading, Stack, Text } from '@clavis/design-system';
import { BlockRenderer } from '../core/BlockRenderer';
import { opensWithHero } from './heroes';
import { bodyBloks, storyTitle, textField } from './storyContent';
import * as styles from './templateSection.css';
import type { TemplateProps } from './types';
import { editable } from '../core/editable';

const same = (a: string, b: string) => a.trim().localeCompare(b.trim(), undefined, { sensitivity: 'base' }) === 0;

/**
 * A body that opens by repeating the page's title (a welcome paragraph under the same words, as the
 * extranet home's 'Extranet' over 'Willkommen im Partnerbereich.'): that block's text, to show as
 * the intro under the page's one title, and the body without it. Null for any other body.
 */
function repeatedTitle(story: Story, body: readonly unknown[]): { text: string | undefined; rest: readonly unknown[] } | null {
  const first = body[0] as { component?: unknown; title?: unknown; text?: unknown } | undefined;
  if (first?.component !== 'centered_title_paragraph' || typeof first.title !== 'string') return null;
  if (!same(first.title, storyTitle(story))) return null;
  return { text: typeof first.text === 'string' && first.text.trim() ? first.text : undefined, rest: body.slice(1) };
}

/**
 * A page made of its body bloks; a title and intro above them unless a hero opens the page. The
 * page says its title once: an opening block that repeats it gives the intro instead.
 */
export function GenericPageTemplate({ page, context, registry }: TemplateProps) {
  const bloks = bodyBloks(page.story);
  const hero = opensWithHero(bloks);
  const repeated = hero ? null : repeatedTitle(page.story, bloks);
  const body = repeated?.rest ?? bloks;
  const intro = textField(page.story, 'intro') ?? repeated?.text;
  return (
    <div className={hero ? styles.pageAfterHero : styles.page} {...editable(page.story.content)}>
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
