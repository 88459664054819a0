'use client';
import { lazyComponent } from '@clavis/design-system';
import type { ListingViewProps } from './ListingView';

/** The listing's sorting, filters and paging, its code loaded only on listing pages (see lazyComponent). */
export const LazyListingView = lazyComponent<ListingViewProps>(() => import('./ListingView').then((module) => module.ListingView));
