export interface ContentPollOptions {
  /** `CMS_POLL_SECONDS` in milliseconds: the usual time between two looks. */
  intervalMs: number;
  /** One look at the CMS and whatever follows from it; a rejection counts as the CMS failing. */
  look: () => Promise<void>;
  /** The longest wait between looks while the CMS keeps failing. @default 10 minutes, or the interval when longer */
  maxDelayMs?: number;
  /** @default console.warn */
  log?: (line: string) => void;
  /** @default Math.random */
  random?: () => number;
}

export interface ContentPoll {
  /** Schedules the first look within one interval (at a random point, so instances started together do not ask together). */
  start(): void;
  /** No look starts after this; one under way is awaited. */
  stop(): Promise<void>;
}

/** How far a wait may stray from the interval either way, so instances spread out. */
const JITTER = 0.2;

/**
 * A timer that looks at the CMS every `intervalMs`, one look at a time, each wait jittered. While
 * looks fail, the wait doubles up to `maxDelayMs` (a CMS that is down is not asked every interval
 * by every instance), and the first failure of a run is logged once; the next success says so.
 */
export function createContentPoll({ intervalMs, look, maxDelayMs = Math.max(10 * 60_000, intervalMs), log = (line) => console.warn(line), random = Math.random }: ContentPollOptions): ContentPoll {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = true;
  let failures = 0;

  const jittered = (ms: number) => Math.round(ms * (1 - JITTER + 2 * JITTER * random()));

  function schedule(delayMs: number): void {
    if (stopped) return;
    timer = setTimeout(run, delayMs);
    timer.unref();
  }

  function run(): void {
    timer = undefined;
    running = look().then(
      () => {
        if (failures > 0) log(`cms poll: the CMS answers again after ${failures} failed look${failures === 1 ? '' : 's'}`);
        failures = 0;
      },
      (error: unknown) => {
        if (failures === 0) log(`cms poll: the CMS did not answer (${(error as Error).message}); looking again less often until it does`);
        failures += 1;
      },
    );
    void running.then(() => {
      running = undefined;
      schedule(jittered(Math.min(maxDelayMs, intervalMs * 2 ** failures)));
    });
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      schedule(Math.round(intervalMs * random()));
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await running;
    },
  };
}
