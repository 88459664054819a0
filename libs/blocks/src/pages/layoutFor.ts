import type { Story } from '@clavis/cms-client';
import type { RouteName } from '@clavis/i18n-routing';
import type { LayoutName } from './types';

/** SPEC.md section 2: extranet home, bulletins and products search use the plain extranet layout. */
const plainExtranetRoutes: ReadonlySet<RouteName> = new Set<RouteName>([
  'extranet',
  'extranet-bulletins',
  'extranet-bulletins-slug',
  'extranet-search',
]);

function contentType(story: Story): string | undefined {
  return (story.content as { component?: unknown }).component as string | undefined;
}

/**
 * The layout of a page (SPEC.md section 2, DESIGN.md section 3): public pages have the pre-footer;
 * at `/:slug` a landing page story gets the simple landing layout and a generic page the default
 * one; custom landings (thank-you, landing-smart-pro-mini) their own layout; the extranet its own.
 */
export function layoutFor(route: RouteName, story: Story): LayoutName {
  const type = contentType(story);
  if (route === 'extranet' || route.startsWith('extranet-')) {
    return plainExtranetRoutes.has(route) ? 'extranet' : 'extranet-with-prefooter';
  }
  if (route === 'custom-landing' || type === 'custom_landing') return 'custom-landing-pages';
  if (route === 'page') return type === 'landing_page' ? 'simple-landing' : 'default';
  return 'with-prefooter';
}
