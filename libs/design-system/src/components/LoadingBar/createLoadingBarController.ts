/** SPEC.md section 9: the loading bar's constants. */
export const loadingBarDefaults = {
  /** Wait this long before showing, so fast navigations never flash a bar. */
  throttle: 200,
  /** Time scale of the estimated progress: at `duration` the bar stands at about 70 %. */
  duration: 2000,
  /** Height in px. */
  height: 3,
  /** How long the full bar stays after finishing before it fades. */
  hideDelay: 500,
} as const;

export interface LoadingBarState {
  visible: boolean;
  /** 0 to 100. */
  progress: number;
  error: boolean;
}

export interface LoadingBarControllerOptions {
  /** @default 200 */
  throttle?: number;
  /** @default 2000 */
  duration?: number;
  /** @default 500 */
  hideDelay?: number;
  onChange: (state: LoadingBarState) => void;
  /** Injectable clock and timers (tests). */
  now?: () => number;
  setTimeout?: (callback: () => void, ms: number) => unknown;
  clearTimeout?: (handle: unknown) => void;
  /** Frame scheduler for progress updates. @default requestAnimationFrame, or a 16 ms timer */
  requestFrame?: (callback: () => void) => unknown;
  cancelFrame?: (handle: unknown) => void;
}

/**
 * Progress that never reaches 100 on its own: it climbs quickly at first and slows as it goes
 * (about 70 % at `duration`), the way the original site's loading indicator estimated it.
 */
export function estimatedProgress(elapsed: number, duration: number): number {
  const completion = (elapsed / duration) * 100;
  return ((2 / Math.PI) * 100 * Math.atan(completion / 50));
}

/**
 * The loading bar's timing, free of React and the DOM: `start()` shows the bar after the throttle
 * and lets it climb; `finish()` fills it to 100 and hides it; `finish({ error: true })` does the
 * same in the error colour.
 */
export function createLoadingBarController(options: LoadingBarControllerOptions) {
  const throttle = options.throttle ?? loadingBarDefaults.throttle;
  const duration = options.duration ?? loadingBarDefaults.duration;
  const hideDelay = options.hideDelay ?? loadingBarDefaults.hideDelay;
  const now = options.now ?? (() => Date.now());
  const later = options.setTimeout ?? ((callback: () => void, ms: number) => globalThis.setTimeout(callback, ms));
  const cancel = options.clearTimeout ?? ((handle: unknown) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>));
  const requestFrame =
    options.requestFrame ??
    (typeof requestAnimationFrame === 'function'
      ? (callback: () => void) => requestAnimationFrame(callback)
      : (callback: () => void) => later(callback, 16));
  const cancelFrame =
    options.cancelFrame ??
    (typeof cancelAnimationFrame === 'function' ? (handle: unknown) => cancelAnimationFrame(handle as number) : cancel);

  let state: LoadingBarState = { visible: false, progress: 0, error: false };
  let startedAt = 0;
  let timer: unknown;
  let frame: unknown;
  let running = false;

  const emit = (next: Partial<LoadingBarState>) => {
    state = { ...state, ...next };
    options.onChange(state);
  };

  const clear = () => {
    if (timer !== undefined) cancel(timer);
    if (frame !== undefined) cancelFrame(frame);
    timer = undefined;
    frame = undefined;
  };

  const tick = () => {
    if (!running) return;
    emit({ progress: Math.min(99, estimatedProgress(now() - startedAt, duration)) });
    frame = requestFrame(tick);
  };

  return {
    getState: () => state,
    start() {
      clear();
      running = true;
      startedAt = now();
      emit({ visible: false, progress: 0, error: false });
      timer = later(() => {
        timer = undefined;
        emit({ visible: true });
        tick();
      }, throttle);
    },
    finish({ error = false }: { error?: boolean } = {}) {
      const wasShown = state.visible;
      running = false;
      clear();
      // Finished within the throttle: nothing was shown, so nothing to show now (unless it failed).
      if (!wasShown && !error) {
        emit({ visible: false, progress: 0, error: false });
        return;
      }
      emit({ visible: true, progress: 100, error });
      timer = later(() => {
        timer = undefined;
        emit({ visible: false });
      }, hideDelay);
    },
    dispose() {
      running = false;
      clear();
    },
  };
}

export type LoadingBarController = ReturnType<typeof createLoadingBarController>;
