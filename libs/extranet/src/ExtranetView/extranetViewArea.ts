import type { RouteName } from '@clavis/i18n-routing';

/** The feature views of the extranet, one per area: each is its own chunk in the browser. */
export const extranetViewAreas = ['home', 'search', 'catalogues', 'documentation', 'bulletins', 'gallery', 'products'] as const;

export type ExtranetViewArea = (typeof extranetViewAreas)[number];

/** The feature view that shows a route's page. */
export function extranetViewArea(route: RouteName): ExtranetViewArea {
  if (route === 'extranet') return 'home';
  if (route === 'extranet-search') return 'search';
  if (route.startsWith('extranet-catalogues')) return 'catalogues';
  if (route.startsWith('extranet-documentation-bu-italy')) return 'documentation';
  if (route.startsWith('extranet-bulletins')) return 'bulletins';
  if (route.startsWith('extranet-photo-gallery')) return 'gallery';
  return 'products';
}
