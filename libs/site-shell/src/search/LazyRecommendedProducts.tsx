'use client';
import { lazyComponent } from '@clavis/design-system';

/** `@clavis/search`'s RecommendedProducts, its code loaded only on the product pages that show it. */
export const LazyRecommendedProducts = lazyComponent(() => import('@clavis/search').then((module) => module.RecommendedProducts));
