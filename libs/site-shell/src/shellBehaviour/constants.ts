/** SPEC.md section 9 (and DESIGN.md section 4 where SPEC is silent): the shell's timings and limits. */
export const shellConstants = {
  /** A route-change event waits this long after the page finished, so the new title is in place. */
  routeChangeDelayMs: 160,
  /** The first `/api/version` poll: one second after load, off the critical path. */
  versionPollStartMs: 1000,
  /** SPEC leaves the poll interval open; a minute keeps the server quiet. */
  versionPollIntervalMs: 60_000,
  /** A failed chunk reloads the same path at most once in this window. */
  reloadGuardMs: 10_000,
  /**
   * How long the old title may stand in when a navigation removes it before adding the new one
   * (measured: 1 to 100 ms, while the next page's styles load); it leaves as the new one arrives.
   */
  titleHoldMs: 2000,
  /** Link prefetch requests in flight at once. */
  maxConcurrentPrefetches: 5,
} as const;
