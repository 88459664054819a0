import type { ComponentType } from 'react';
import type { RouteName } from '@clavis/i18n-routing';
import type { ExtranetViewProps } from './ExtranetView';
import { loadBlockRegistry } from '../shared/blockRegistry';
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
 * The areas whose page is a story with bloks of its own (the extranet home's hero and body): their
 * block registry is loaded with the view, not once the answer has shown that it holds bloks.
 */
const areasWithBloks: ReadonlySet<ExtranetViewArea> = new Set(['home']);

/**
 * Starts loading the view of a route's area, and the block registry where its page has bloks:
 * called as soon as the page knows its URL, so the chunks arrive while the session is being
 * checked and the data requested, not after them.
 */
export function preloadExtranetView(route: RouteName): void {
  loadExtranetView(route).catch(() => undefined);
  if (areasWithBloks.has(extranetViewArea(route))) loadBlockRegistry().catch(() => undefined);
}
