import { shellConstants } from './constants';
import { watchNavigationFetches } from './navigationFetches';
import { limitPrefetches } from './prefetchGate';

const navigationListeners = new Set<(target: string) => void>();
let installed = false;

/**
 * Puts the shell's fetch wrappers in front of `window.fetch` once, as soon as the shell's module
 * loads: the router prefetches visible links right after hydration, before the shell mounts.
 */
export function installShellFetch() {
  if (installed || typeof window === 'undefined' || typeof window.fetch !== 'function') return;
  installed = true;
  const announce = (target: string) => navigationListeners.forEach((listener) => listener(target));
  window.fetch = limitPrefetches(watchNavigationFetches(window.fetch.bind(window), announce), shellConstants.maxConcurrentPrefetches);
}

/** Calls `listener` with the target of every navigation request; returns the unsubscribe. */
export function onNavigationFetch(listener: (target: string) => void): () => void {
  navigationListeners.add(listener);
  return () => navigationListeners.delete(listener);
}
