'use client';
import { lazyComponent } from '@clavis/design-system';
import type { CustomFormClientProps } from './CustomFormClient';

/**
 * The client form (react-hook-form, zod, the rules), loaded only on pages that show a form (see
 * lazyComponent). The server renders it in full: the HTML has every field.
 */
export const LazyCustomFormClient = lazyComponent<CustomFormClientProps>(() => import('./CustomFormClient').then((module) => module.CustomFormClient));
