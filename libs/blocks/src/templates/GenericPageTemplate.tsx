import { Container, Heading, Stack, Text } from '@clavis/design-system';
import { BlockRenderer } from '../core/BlockRenderer';
import { blockRegistry } from '../registry';
import { bodyBloks, storyTitle, textField } from './storyContent';
import type { TemplateProps } from './types';

/** Components that open a page with its own `h1`: the template then shows no title of its own. */
const heroComponents = new Set(['article_hero', 'editorial_hero', 'editorial_hero_fixed_ratio', 'slim_hero', 'full_banner', 'full_banner_fixed_ratio', 'product_hero']);

function opensWithHero(body: readonly unknown[]): boolean {
  const first = body[0] as { component?: unknown } | undefined;
  return typeof first?.component === 'string' && heroComponents.has(first.component);
}

/** A page made of its body bloks; a title and intro above them unless a hero opens the page. */
export function GenericPageTemplate({ page, context }: TemplateProps) {
  const body = bodyBloks(page.story);
  const intro = textField(page.story, 'intro');
  return (
    <Stack space="xl">
      {opensWithHero(body) ? null : (
        <Container>
          <Stack space="md">
            <Heading level="1">{storyTitle(page.story)}</Heading>
            {intro ? <Text size="lg">{intro}</Text> : null}
          </Stack>
        </Container>
      )}
      <BlockRenderer blocks={body} registry={blockRegistry} context={context} />
    </Stack>
  );
}
