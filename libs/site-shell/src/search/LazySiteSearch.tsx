'use client';
import { lazyComponent } from '@clavis/design-system';

/**
 * The search UI's code (InstantSearch, the search client): fetched where the search page renders,
 * or ahead when the header's search entry gets the focus; never part of every page's chunks.
 */
export const loadSiteSearch = () => import('@clavis/search').then((module) => module.SiteSearch);

/** `@clavis/search`'s SiteSearch, its code loaded only where it renders (see lazyComponent). */
export const LazySiteSearch = lazyComponent(loadSiteSearch);
