import { Heading, Stack, VisuallyHidden } from '@clavis/design-system';
import { BlockRenderer } from '../core/BlockRenderer';
import { opensWithHero } from './heroes';
import { bodyBloks, storyTitle } from './storyContent';
import type { TemplateProps } from './types';

/**
 * A landing page (campaigns at `/:slug`, landing-smart-pro-mini): the editor's bloks edge to edge.
 * Its hero carries the `h1`; without one the title is still there for assistive technology.
 */
export function LandingPageTemplate({ page, context, registry }: TemplateProps) {
  const body = bodyBloks(page.story);
  return (
    <Stack space="2xl">
      {opensWithHero(body) ? null : (
        <VisuallyHidden as="div">
          <Heading level="1">{storyTitle(page.story)}</Heading>
        </VisuallyHidden>
      )}
      <BlockRenderer blocks={body} registry={registry} context={context} />
    </Stack>
  );
}
