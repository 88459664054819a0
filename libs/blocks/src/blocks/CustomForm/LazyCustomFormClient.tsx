'use client';
import { lazy, Suspense } from 'react';
import type { CustomFormClientProps } from './CustomFormClient';

// The form's code (react-hook-form, zod, the rules) loads only on pages that show a form: a
// dynamic import is a chunk of its own, where a static one joins the chunk that every page of
// the site's one catch-all route loads.
const CustomFormClient = lazy(() => import('./CustomFormClient').then((module) => ({ default: module.CustomFormClient })));

/**
 * The client form, loaded on demand. The server renders it in full (the HTML has every field);
 * the browser hydrates it once its chunk has arrived, keeping the server's markup meanwhile.
 */
export function LazyCustomFormClient(props: CustomFormClientProps) {
  return (
    <Suspense fallback={null}>
      <CustomFormClient {...props} />
    </Suspense>
  );
}
