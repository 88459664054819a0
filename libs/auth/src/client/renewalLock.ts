const LOCK_NAME = 'clavis.auth.renewal';

/**
 * Runs `renew` while holding a lock shared by the site's tabs, so they renew one at a time. A tab
 * that waited longer than `lockSeconds` for another renews anyway rather than never.
 */
export async function withRenewalLock<T>(renew: () => Promise<T>, lockSeconds: number): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) return renew();
  try {
    return await locks.request(LOCK_NAME, { signal: AbortSignal.timeout(lockSeconds * 1000) }, () => renew());
  } catch (error) {
    if (error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError')) return renew();
    throw error;
  }
}

/** Tries `attempt` up to `times` times while it fails for want of an answer (timeouts, network). */
export async function retried<T>(attempt: () => Promise<T>, times: number, retryable: (error: unknown) => boolean): Promise<T> {
  let lastError: unknown;
  for (let index = 0; index < Math.max(1, times); index += 1) {
    try {
      return await attempt();
    } catch (error) {
      lastError = error;
      if (!retryable(error)) throw error;
    }
  }
  throw lastError;
}
