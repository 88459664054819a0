import type { ExtranetPayload } from '../payload';
import type { ExtranetRenderContext } from '../shared/extranetContext';
import { BulletinsView } from '../features/bulletins/BulletinsView';
import { CataloguesView } from '../features/catalogues/CataloguesView';
import { DocumentationView } from '../features/documentation/DocumentationView';
import { GalleryView } from '../features/gallery/GalleryView';
import { ExtranetHome } from '../features/home/ExtranetHome';
import { ProductsView } from '../features/products/ProductsView';
import { ExtranetSearch } from '../features/search/ExtranetSearch';
import { extranetViewArea } from './extranetViewArea';

export interface ExtranetViewProps {
  payload: ExtranetPayload;
  context: ExtranetRenderContext;
  accessToken?: string;
  groups?: readonly string[];
}

/**
 * The feature view of an extranet page, by its route (every view in one module, for previews and
 * tests; the site loads the one of its area with `loadExtranetView`); the search page queries with
 * `accessToken`, the home offers the areas the partner's `groups` open.
 */
export function ExtranetView({ payload, context, accessToken, groups }: ExtranetViewProps) {
  switch (extranetViewArea(payload.route)) {
    case 'home':
      return <ExtranetHome payload={payload} context={context} groups={groups} />;
    case 'search':
      return <ExtranetSearch context={context} accessToken={accessToken} />;
    case 'catalogues':
      return <CataloguesView payload={payload} context={context} />;
    case 'documentation':
      return <DocumentationView payload={payload} context={context} />;
    case 'bulletins':
      return <BulletinsView payload={payload} context={context} />;
    case 'gallery':
      return <GalleryView payload={payload} context={context} />;
    case 'products':
      return <ProductsView payload={payload} context={context} />;
  }
}
