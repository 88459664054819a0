export interface VersionWatchOptions {
  /** The build id the server runs now; rejects or answers undefined when unknown. */
  fetchBuildId: () => Promise<string | undefined>;
  startMs: number;
  intervalMs: number;
}

/**
 * Polls the deployed build id; the first answer is the build this page came from. Once another id
 * answers, `outdated()` stays true: the page's client code no longer matches the server's.
 */
export function createVersionWatch({ fetchBuildId, startMs, intervalMs }: VersionWatchOptions) {
  let loadedBuild: string | undefined;
  let outdated = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const check = async () => {
    if (outdated) return;
    const current = await fetchBuildId().catch(() => undefined);
    if (!current) return;
    loadedBuild ??= current;
    outdated = current !== loadedBuild;
  };

  const schedule = (ms: number) => {
    timer = setTimeout(() => {
      void check().finally(() => {
        if (!stopped && !outdated) schedule(intervalMs);
      });
    }, ms);
  };

  schedule(startMs);
  return {
    outdated: () => outdated,
    /** Check now (a tab coming back into view), without waiting for the interval. */
    check,
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}

/** `GET /api/version` of the site (see routes/version.ts). */
export async function fetchDeployedBuildId(): Promise<string | undefined> {
  const response = await fetch('/api/version', { cache: 'no-store' });
  if (!response.ok) return undefined;
  const body = (await response.json()) as { buildId?: unknown };
  return typeof body.buildId === 'string' ? body.buildId : undefined;
}
