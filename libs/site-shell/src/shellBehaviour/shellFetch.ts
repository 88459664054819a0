import { shellConstants } from './constants';
import { watchNavigationFetches } from './navigationFetches';
import { limitPrefetches } from './prefetchGate';

/** Dispatched on `window` (a `CustomEvent` whose `detail` is the target) when the router starts loading a page. */
export const navigationFetchEvent = 'clavis:navigation-fetch';

/**
 * Puts the shell's fetch wrappers (prefetch limit, navigation watch) in front of `target.fetch`;
 * returns the function that puts the original back. Each navigation request is announced as a
 * `navigationFetchEvent` on `target`, so the shell hears of it without shared module state.
 */
export function installShellFetch(target: Window = window): () => void {
  const original = target.fetch;
  const announce = (page: string) => target.dispatchEvent(new CustomEvent(navigationFetchEvent, { detail: page }));
  const shellFetch = limitPrefetches(watchNavigationFetches(original.bind(target), announce), shellConstants.maxConcurrentPrefetches);
  target.fetch = shellFetch;
  return () => {
    // Someone wrapped it again meanwhile: theirs stays, with ours inside.
    if (target.fetch === shellFetch) target.fetch = original;
  };
}

/** Calls `listener` with the target of every navigation request; returns the unsubscribe. */
export function onNavigationFetch(listener: (page: string) => void, target: Window = window): () => void {
  const onEvent = (event: Event) => listener((event as CustomEvent<string>).detail);
  target.addEventListener(navigationFetchEvent, onEvent);
  return () => target.removeEventListener(navigationFetchEvent, onEvent);
}
