'use client';
import { Suspense } from 'react';
import { notFound } from 'next/navigation';
import { renderingOnServer } from './renderingOnServer';

function RaiseNotFound(): never {
  notFound();
}

/**
 * Gives the page around it the 404 status, and leaves its HTML whole.
 *
 * A `notFound()` thrown while a page renders on the server escapes it: React's server renderer
 * has no error boundaries (not-found.tsx is one in the browser only), so Next.js answers with its
 * bare error document (`<html id="__next_error__">`, no lang, no title, a body only script fills:
 * vercel/next.js#62228). Thrown inside a Suspense boundary of its own, the error stops at that
 * boundary; Next.js's prerender (a prebuilt page, or one rendered on demand for the page cache)
 * takes the status from it and keeps the page around it: the 404 screen in the site's layout.
 *
 * The boundary sits inside a `<template>`, rendered on the server only. A boundary the server gave
 * up on is one React renders again when the page hydrates, and it reports each as a recoverable
 * error (React error #419, in every visitor's console). The browser's parser puts a template's
 * content aside (`template.content`, not its child nodes), so the template hydrates as the empty
 * one the browser renders, and React never meets the boundary.
 */
export function NotFoundStatus() {
  return (
    <template>
      {renderingOnServer() ? (
        <Suspense fallback={null}>
          <RaiseNotFound />
        </Suspense>
      ) : null}
    </template>
  );
}
