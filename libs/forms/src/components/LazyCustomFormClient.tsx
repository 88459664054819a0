'use client';
import { lazyComponent } from '@clavis/design-system';
import type { CustomFormClientProps } from './CustomFormClient';

/**
 * The client form (react-hook-form, zod, the rules), loaded only on pages that show a form (see
 * lazyComponent). The server renders it in full and in place (`inline`): the HTML has every field,
 * visible without script however large the page around it.
 */
export const LazyCustomFormClient = lazyComponent<CustomFormClientProps>(() => import('./CustomFormClient').then((module) => module.CustomFormClient), {
  inline: true,
});
