import type { ComponentType } from 'react';
import type { RouteName } from '@clavis/i18n-routing';
import type { ExtranetViewProps } from './ExtranetView';
import { extranetViewArea, type ExtranetViewArea } from './extranetViewArea';

/** A feature view, as `ExtranetView` renders it (each takes the props it needs). */
export type ExtranetAreaView = ComponentType<ExtranetViewProps>;

// One dynamic import per area: a partner's page loads its own view (the search's InstantSearch,
// the gallery's lightbox, the templates and blocks of the catalogues and products) and no other.
const importers: Record<ExtranetViewArea, () => Promise<ExtranetAreaView>> = {
  home: () => import('../features/home/ExtranetHome').then((module) => module.ExtranetHome),
  search: () => import('../features/search/ExtranetSearch').then((module) => module.ExtranetSearch),
  catalogues: () => import('../features/catalogues/CataloguesView').then((module) => module.CataloguesView),
  documentation: () => import('../features/documentation/DocumentationView').then((module) => module.DocumentationView),
  bulletins: () => import('../features/bulletins/BulletinsView').then((module) => module.BulletinsView),
  gallery: () => import('../features/gallery/GalleryView').then((module) => module.GalleryView),
  products: () => import('../features/products/ProductsView').then((module) => module.ProductsView),
};

// The views already loaded in this page, so a return to an area (the back button, a link within
// it) renders at once instead of a skeleton for one frame. Code, like the module registry it mirrors.
const loaded = new Map<ExtranetViewArea, ExtranetAreaView>();

/** The view of a route's area if this page has loaded it, else undefined. */
export function loadedExtranetView(route: RouteName): ExtranetAreaView | undefined {
  return loaded.get(extranetViewArea(route));
}

/** Loads the view of a route's area (its chunk); the promise rejects when the chunk cannot be fetched. */
export async function loadExtranetView(route: RouteName): Promise<ExtranetAreaView> {
  const area = extranetViewArea(route);
  const view = loaded.get(area) ?? (await importers[area]());
  loaded.set(area, view);
  return view;
}

/**
 * Starts loading the view of a route's area: called as soon as the page knows its URL, so the chunk
 * arrives while the session is being checked and the data requested, not after them. The blocks
 * of the story's bloks load once the answer names them (`ExtranetContent`): each is a small chunk
 * of its own, so the page waits for its few, not for every block the public pages have.
 */
export function preloadExtranetView(route: RouteName): void {
  loadExtranetView(route).catch(() => undefined);
}
