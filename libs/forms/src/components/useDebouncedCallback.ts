import { useCallback, useEffect, useRef } from 'react';

/**
 * Runs `callback(key)` once input under `key` has been quiet for `delayMs`; each key (field) has
 * its own timer, so typing in one field never delays another's check.
 */
export function useDebouncedCallback(callback: (key: string) => void, delayMs: number): (key: string) => void {
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const latest = useRef(callback);
  useEffect(() => {
    latest.current = callback;
  });

  useEffect(() => {
    const pending = timers.current;
    return () => {
      pending.forEach((timer) => clearTimeout(timer));
      pending.clear();
    };
  }, []);

  return useCallback(
    (key: string) => {
      clearTimeout(timers.current.get(key));
      timers.current.set(
        key,
        setTimeout(() => {
          timers.current.delete(key);
          latest.current(key);
        }, delayMs),
      );
    },
    [delayMs],
  );
}
