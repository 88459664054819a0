// The page rendering contract of @clavis/blocks (pageRelations, pageListingRequest, layoutFor,
// PageLayout, StoryPage), in one place: site-shell reads it only through this module.
// Until the templates land in @clavis/blocks, a story renders its body bloks with BlockRenderer
// inside a minimal layout.
import type { ReactNode } from 'react';
import type { Story } from '@clavis/cms-client';
import type { RouteName, RouteParams } from '@clavis/i18n-routing';
import { BlockRenderer, type BlockContext, type BlockData, type BlockDataRequest, type BlockRegistry } from '@clavis/blocks';
import { Container, Heading, Stack, Text } from '@clavis/design-system';

/** Layout names of SPEC.md section 2. */
export type LayoutName =
  | 'custom-landing-pages'
  | 'default'
  | 'empty'
  | 'extranet'
  | 'extranet-with-prefooter'
  | 'simple-landing'
  | 'with-prefooter';

export interface PageInput {
  route: RouteName;
  params: RouteParams;
  story: Story;
  siteConfig: Story | null;
  listing: BlockData | null;
}

export type RenderContext = Omit<BlockContext, 'renderBlocks'>;

const emptyRegistry: BlockRegistry = {};

/** Every relation field a page needs resolved (`resolve_relations`). */
export function pageRelations(): string[] {
  return [];
}

/** The registry blocks render with. */
export function pageRegistry(): BlockRegistry {
  return emptyRegistry;
}

/** The listing a route's template shows, if any. */
export function pageListingRequest(_args: {
  route: RouteName;
  params: RouteParams;
  story: Story;
  scope: Pick<BlockContext, 'market' | 'locale'>;
}): BlockDataRequest | null {
  return null;
}

/** SPEC.md section 2: public pages use the layout with pre-footer; a landing page at `/:slug` the simple landing. */
export function layoutFor(route: RouteName, story: Story): LayoutName {
  const type = (story.content as { component?: string }).component;
  if (route === 'custom-landing') return 'custom-landing-pages';
  if (route === 'page' && type === 'landing_page') return 'simple-landing';
  return 'with-prefooter';
}

export function PageLayout({ children }: { name: LayoutName; siteConfig: Story | null; context: RenderContext; children: ReactNode }) {
  return <main id="main">{children}</main>;
}

export function StoryPage({ page, context }: { page: PageInput; context: RenderContext }) {
  const content = page.story.content as { title?: string; name?: string; intro?: string; description?: string; body?: unknown };
  return (
    <Container>
      <Stack space="lg">
        <Heading level="1">{content.title ?? content.name ?? page.story.name}</Heading>
        {content.intro || content.description ? <Text>{content.intro ?? content.description}</Text> : null}
        {Array.isArray(content.body) ? <BlockRenderer blocks={content.body} registry={pageRegistry()} context={context} /> : null}
        {page.listing ? (
          <ul>
            {page.listing.stories.map((story) => (
              <li key={story.uuid}>{story.name}</li>
            ))}
          </ul>
        ) : null}
      </Stack>
    </Container>
  );
}
