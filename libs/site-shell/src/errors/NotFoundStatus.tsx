'use client';
import { Suspense } from 'react';
import { forbidden, notFound, unauthorized } from 'next/navigation';
import { renderingOnServer } from './renderingOnServer';

/** The statuses a page can answer with while keeping its own HTML. */
export type PageErrorStatus = 401 | 403 | 404;

const RAISE: Record<PageErrorStatus, () => never> = { 401: unauthorized, 403: forbidden, 404: notFound };

function Raise({ status }: { status: PageErrorStatus }): never {
  return RAISE[status]();
}

/**
 * Gives the page around it its error status (404, or 401 and 403), and leaves its HTML whole.
 *
 * `notFound()` (`forbidden()`, `unauthorized()`) thrown while a page renders on the server escapes
 * it: React's server renderer has no error boundaries (not-found.tsx is one in the browser only),
 * so Next.js answers with its bare error document (`<html id="__next_error__">`, no lang, no title,
 * a body only script fills: vercel/next.js#62228). Thrown inside a Suspense boundary of its own,
 * the error stops at that boundary; Next.js's prerender (a prebuilt page, or one rendered on demand
 * for the page cache) takes the status from it and keeps the page around it: the error screen in
 * the site's layout.
 *
 * The boundary sits inside a `<template>`, rendered on the server only. A boundary the server gave
 * up on is one React renders again when the page hydrates, and it reports each as a recoverable
 * error (React error #419, in every visitor's console). The browser's parser puts a template's
 * content aside (`template.content`, not its child nodes), so the template hydrates as the empty
 * one the browser renders, and React never meets the boundary.
 */
export function ErrorStatus({ status }: { status: PageErrorStatus }) {
  return (
    <template>
      {renderingOnServer() ? (
        <Suspense fallback={null}>
          <Raise status={status} />
        </Suspense>
      ) : null}
    </template>
  );
}

/** The 404 status for the page around it (ErrorStatus). */
export function NotFoundStatus() {
  return <ErrorStatus status={404} />;
}
