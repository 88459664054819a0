/** The event pushed to the tracking data layer after every page finish (SPEC.md section 2). */
export interface RouteChangeEvent {
  event: 'route-change';
  /** The page that just finished. */
  url: string;
  /** The page before it; on the first page, `document.referrer` ('' when there is none). */
  previousUrl: string;
  title: string;
}

export interface RouteChangeReporterOptions {
  push: (event: RouteChangeEvent) => void;
  /** Read when the event fires, not when the page finishes: the title lands in the same commit or just after. */
  title: () => string;
  referrer: string;
  delayMs: number;
  /**
   * False while the head holds the previous page's title for the new one (titleHold): the event
   * then waits for the new title, checking every `settleCheckMs`, at most `settleTimeoutMs`.
   */
  titleSettled?: () => boolean;
  settleCheckMs?: number;
  settleTimeoutMs?: number;
}

/** Remembers the previous URL and pushes one event per finished page, `delayMs` later. */
export function createRouteChangeReporter({
  push,
  title,
  referrer,
  delayMs,
  titleSettled = () => true,
  settleCheckMs = 20,
  settleTimeoutMs = 2000,
}: RouteChangeReporterOptions) {
  let previousUrl = referrer;
  let lastFinished: string | undefined;
  return {
    pageFinished(url: string) {
      // The same page reported again is no new page view (React's strict mode re-runs effects).
      if (url === lastFinished) return;
      lastFinished = url;
      const from = previousUrl;
      previousUrl = url;
      let waited = 0;
      const report = () => {
        if (!titleSettled() && waited < settleTimeoutMs) {
          waited += settleCheckMs;
          setTimeout(report, settleCheckMs);
          return;
        }
        push({ event: 'route-change', url, previousUrl: from, title: title() });
      };
      setTimeout(report, delayMs);
    },
  };
}

/** `window.dataLayer`, created if the tag manager has not loaded yet (it reads the queued entries). */
export function pushToDataLayer(entry: RouteChangeEvent) {
  const target = window as unknown as { dataLayer?: unknown[] };
  (target.dataLayer ??= []).push(entry);
}
