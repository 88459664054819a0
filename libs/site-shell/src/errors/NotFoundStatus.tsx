'use client';
import { Suspense } from 'react';
import { notFound } from 'next/navigation';

function RaiseOnServer(): null {
  if (typeof window === 'undefined') notFound();
  return null;
}

/**
 * Gives the page around it the 404 status, and leaves its HTML whole.
 *
 * A `notFound()` thrown while a page renders on the server escapes it: React's server renderer
 * has no error boundaries (not-found.tsx is one in the browser only), so Next.js answers with its
 * bare error document (`<html id="__next_error__">`, no lang, no title, a body only script fills:
 * vercel/next.js#62228). Thrown inside a Suspense boundary of its own, the error stops at that
 * boundary, whose fallback is nothing; Next.js's prerender (a prebuilt page, or one rendered on
 * demand for the page cache) takes the status from it and keeps the page around it: the 404
 * screen in the site's layout, as crawlers and visitors without script read it.
 *
 * Raised during the server render only: in the browser the status is already the server's, so the
 * boundary renders nothing there, and not-found.tsx never replaces the page a visitor sees.
 */
export function NotFoundStatus() {
  return (
    <Suspense fallback={null}>
      <RaiseOnServer />
    </Suspense>
  );
}
