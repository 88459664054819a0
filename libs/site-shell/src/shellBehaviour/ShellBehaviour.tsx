'use client';
import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { LoadingBar } from '@clavis/design-system';
import { appErrorEvent } from './appError';
import { shellConstants } from './constants';
import { internalNavigationTarget } from './internalNavigation';
import { isChunkLoadFailure, reloadForFailedChunk } from './reloadGuard';
import { holdTitleThroughSwaps, isTitleHeld } from './titleHold';
import { createRouteChangeReporter, pushToDataLayer } from './routeChangeEvent';
import { onNavigationFetch } from './shellFetch';
import { createVersionWatch, fetchDeployedBuildId } from './versionWatch';

/** A navigation that never finishes (a redirect back to this page) must not leave the bar up. */
const stuckNavigationMs = 15_000;

/**
 * The browser side of the shell, mounted once by the root layout (SPEC.md section 2): the top
 * loading bar, the route-change event, version polling and the failed-chunk reload. It hears of
 * router navigations through `ShellFetch` (mounted beside it, outside its Suspense boundary, with
 * the prefetch limit). Must sit inside a Suspense boundary (it reads the search params).
 */
export function ShellBehaviour() {
  const pathname = usePathname();
  const search = useSearchParams()?.toString();
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState(false);
  const pendingTarget = useRef<string | null>(null);
  const reporter = useRef<ReturnType<typeof createRouteChangeReporter> | null>(null);

  // In the commit that mounts the shell, before anything else can watch the head.
  useLayoutEffect(() => holdTitleThroughSwaps(document.head, shellConstants.titleHoldMs), []);

  // Page finished: the router committed a new URL (and the first page, on mount).
  useEffect(() => {
    pendingTarget.current = null;
    setLoading(false);
    reporter.current ??= createRouteChangeReporter({
      push: pushToDataLayer,
      title: () => document.title,
      titleSettled: () => !isTitleHeld(document.head),
      settleTimeoutMs: shellConstants.titleHoldMs,
      referrer: document.referrer,
      delayMs: shellConstants.routeChangeDelayMs,
    });
    reporter.current.pageFinished(window.location.href);
  }, [pathname, search]);

  useEffect(() => {
    if (!loading) return;
    const timer = setTimeout(() => setLoading(false), stuckNavigationMs);
    return () => clearTimeout(timer);
  }, [loading]);

  useEffect(() => {
    const versions = createVersionWatch({
      fetchBuildId: fetchDeployedBuildId,
      startMs: shellConstants.versionPollStartMs,
      intervalMs: shellConstants.versionPollIntervalMs,
    });
    const navigationStarted = (target: string) => {
      pendingTarget.current = target;
      setError(false);
      setLoading(true);
    };

    // Capture on window runs before React's listeners: after a new deployment, keeping the click
    // from next/link leaves it to the browser, a full page load.
    const onClickCapture = (event: MouseEvent) => {
      if (versions.outdated() && internalNavigationTarget(event, window.location)) event.stopPropagation();
    };
    // Bubbling back to window, next/link has claimed the click (prevented the browser's navigation).
    const onClick = (event: MouseEvent) => {
      const target = internalNavigationTarget(event, window.location);
      if (target && event.defaultPrevented) navigationStarted(target);
    };
    const onAppError = () => {
      setLoading(false);
      setError(true);
    };
    const onFailure = (event: Event) => {
      if (!isChunkLoadFailure(event)) return;
      const path = pendingTarget.current ?? window.location.pathname + window.location.search;
      // Reloaded moments ago and still failing: the page cannot get its code, an app error.
      if (!reloadForFailedChunk(path, shellConstants.reloadGuardMs)) onAppError();
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') void versions.check();
    };

    const stopWatchingNavigations = onNavigationFetch(navigationStarted);
    window.addEventListener('click', onClickCapture, true);
    window.addEventListener('click', onClick);
    window.addEventListener(appErrorEvent, onAppError);
    window.addEventListener('error', onFailure, true);
    window.addEventListener('unhandledrejection', onFailure);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      versions.stop();
      stopWatchingNavigations();
      window.removeEventListener('click', onClickCapture, true);
      window.removeEventListener('click', onClick);
      window.removeEventListener(appErrorEvent, onAppError);
      window.removeEventListener('error', onFailure, true);
      window.removeEventListener('unhandledrejection', onFailure);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, []);

  return <LoadingBar loading={loading} error={error} />;
}
