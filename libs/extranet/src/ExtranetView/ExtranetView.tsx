import type { ExtranetPayload } from '../payload';
import type { ExtranetRenderContext } from '../shared/extranetContext';
import { BulletinsView } from '../features/bulletins/BulletinsView';
import { CataloguesView } from '../features/catalogues/CataloguesView';
import { DocumentationView } from '../features/documentation/DocumentationView';
import { GalleryView } from '../features/gallery/GalleryView';
import { ExtranetHome } from '../features/home/ExtranetHome';
import { ProductsView } from '../features/products/ProductsView';
import { ExtranetSearch } from '../features/search/ExtranetSearch';

/**
 * The feature view of an extranet page, by its route; the search page queries with `accessToken`,
 * the home offers the areas the partner's `groups` open.
 */
export function ExtranetView({
  payload,
  context,
  accessToken,
  groups,
}: {
  payload: ExtranetPayload;
  context: ExtranetRenderContext;
  accessToken?: string;
  groups?: readonly string[];
}) {
  const { route } = payload;
  if (route === 'extranet') return <ExtranetHome payload={payload} context={context} groups={groups} />;
  if (route === 'extranet-search') return <ExtranetSearch context={context} accessToken={accessToken} />;
  if (route.startsWith('extranet-catalogues')) return <CataloguesView payload={payload} context={context} />;
  if (route.startsWith('extranet-documentation-bu-italy')) return <DocumentationView payload={payload} context={context} />;
  if (route.startsWith('extranet-bulletins')) return <BulletinsView payload={payload} context={context} />;
  if (route.startsWith('extranet-photo-gallery')) return <GalleryView payload={payload} context={context} />;
  return <ProductsView payload={payload} context={context} />;
}
