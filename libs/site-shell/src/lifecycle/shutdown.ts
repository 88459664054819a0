import type { Readiness } from './readiness';

export interface ShutdownSteps {
  readiness: Pick<Readiness, 'markStopping'>;
  /** `SHUTDOWN_DELAY_MS` and `SHUTDOWN_TIMEOUT_MS`. */
  delayMs: number;
  timeoutMs: number;
  /** Stops accepting, lets the requests in flight finish up to the timeout: true when all did. */
  drain: (timeoutMs: number) => Promise<boolean>;
  /** The site's own services, closed once no request needs them, in this order. */
  closers: ReadonlyArray<readonly [name: string, close: () => Promise<void> | void]>;
  log: (line: string) => void;
  sleep?: (ms: number) => Promise<void>;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * An instance's way out: readiness fails at once, the instance keeps serving for `delayMs` while
 * load balancers take it out of rotation, then stops accepting and lets what is in flight finish,
 * then closes its services (the forms worker hands a job in delivery back to the queue or finishes
 * it, the publish fan-out unsubscribes, Redis disconnects). A service that fails to close is logged
 * and the others still close.
 */
export async function shutDown({ readiness, delayMs, timeoutMs, drain, closers, log, sleep = wait }: ShutdownSteps): Promise<void> {
  readiness.markStopping();
  log(`shutdown: not ready; serving ${delayMs} ms more, then draining for up to ${timeoutMs} ms`);
  await sleep(delayMs);
  const drained = await drain(timeoutMs);
  if (!drained) log(`shutdown: requests still open after ${timeoutMs} ms were closed`);
  for (const [name, close] of closers) {
    try {
      await close();
    } catch (error) {
      log(`shutdown: ${name} did not close: ${(error as Error).message}`);
    }
  }
  log('shutdown: done');
}
