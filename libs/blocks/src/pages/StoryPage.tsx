import type { BlockContext, BlockRegistry } from '../core/types';
import { PageLayout } from '../layouts/PageLayout';
import { templateComponents, templateFor } from '../templates/templateFor';
import { layoutFor } from './layoutFor';
import type { PageInput } from './types';

export interface StoryPageProps {
  page: PageInput;
  context: Omit<BlockContext, 'renderBlocks'>;
  /** The blocks the story's and the site config's bloks render with (`pageRegistry()` on the site). */
  registry: BlockRegistry;
  /** The locale switcher for the header, given its landmark's name (see PageLayout). */
  localeSwitch?: (label: string) => React.ReactNode;
  /** The header's own entries (search, partner login); see PageLayout. */
  headerActions?: React.ReactNode;
  /** The current URL path, to mark the navigation entry of the section. */
  currentPath?: string;
  /** Controls at the end of the footer's legal line; see PageLayout. */
  footerActions?: React.ReactNode;
  /** The site's own content after the template (a product page's Algolia Recommend list). */
  children?: React.ReactNode;
}

/** A page story rendered by its route's template inside its layout. */
export function StoryPage({
  page,
  context,
  registry,
  localeSwitch,
  headerActions,
  currentPath,
  footerActions,
  children,
}: StoryPageProps) {
  const Template = templateComponents[templateFor(page.route, page.story)];
  return (
    <PageLayout
      name={layoutFor(page.route, page.story)}
      siteConfig={page.siteConfig}
      context={context}
      registry={registry}
      localeSwitch={localeSwitch}
      headerActions={headerActions}
      currentPath={currentPath}
      footerActions={footerActions}
    >
      <Template page={page} context={context} registry={registry} />
      {children}
    </PageLayout>
  );
}
