'use client';
import { useLayoutEffect } from 'react';
import { installShellFetch } from './shellFetch';

/**
 * Installs the shell's fetch (see `installShellFetch`) while mounted. It sits outside the Suspense
 * boundary of `ShellBehaviour`, and installs in a layout effect: in the hydration commit, before any
 * passive effect, so before the router prefetches the visible links.
 */
export function ShellFetch() {
  useLayoutEffect(() => installShellFetch(window), []);
  return null;
}
