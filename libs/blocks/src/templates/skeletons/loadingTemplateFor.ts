import type { ComponentType } from 'react';
import type { RouteName } from '@clavis/i18n-routing';
import { CardGridSkeleton } from './CardGridSkeleton';
import { DownloadsSkeleton } from './DownloadsSkeleton';
import { GenericSkeleton } from './GenericSkeleton';
import type { SkeletonProps } from './SkeletonFrame';

export type SkeletonName = 'downloads-skeleton' | 'generic-skeleton' | 'card-grid-skeleton';

const downloadRoutes = /^(resources|extranet-catalogues|extranet-documentation-bu-italy|extranet-bulletins)/;

/** The loading state a route's `loading.tsx` shows: downloads pages their rows, every other page the generic one. */
export function loadingTemplateFor(route: RouteName): SkeletonName {
  return downloadRoutes.test(route) ? 'downloads-skeleton' : 'generic-skeleton';
}

export const skeletonComponents: Record<SkeletonName, ComponentType<SkeletonProps>> = {
  'downloads-skeleton': DownloadsSkeleton,
  'generic-skeleton': GenericSkeleton,
  'card-grid-skeleton': CardGridSkeleton,
};
