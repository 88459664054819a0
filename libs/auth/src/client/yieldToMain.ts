interface TaskScheduler {
  yield?: () => Promise<void>;
}

/**
 * Resolves in a new task of the browser's main thread, so what follows does not lengthen the task
 * that called it (ahead of other queued work where the browser has `scheduler.yield`).
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: TaskScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
