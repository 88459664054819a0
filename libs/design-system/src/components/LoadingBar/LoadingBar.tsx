'use client';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { useEffect, useRef, useState } from 'react';
import { createLoadingBarController, loadingBarDefaults, type LoadingBarController, type LoadingBarState } from './createLoadingBarController';
import * as styles from './LoadingBar.css';

export interface LoadingBarProps {
  /** True while a navigation or long request is under way. */
  loading: boolean;
  /** The load failed: the bar fills in the error colour. @default false */
  error?: boolean;
  /** Delay before the bar appears, ms. @default 200 */
  throttle?: number;
  /** Time scale of the estimated progress, ms. @default 2000 */
  duration?: number;
  /** px. @default 3 */
  height?: number;
}

/**
 * The thin bar at the very top of the window during page loads (SPEC.md section 9). It is
 * decorative (`aria-hidden`); the app announces the new page's title itself.
 */
export function LoadingBar({
  loading,
  error = false,
  throttle = loadingBarDefaults.throttle,
  duration = loadingBarDefaults.duration,
  height = loadingBarDefaults.height,
}: LoadingBarProps) {
  const [state, setState] = useState<LoadingBarState>({ visible: false, progress: 0, error: false });
  const controller = useRef<LoadingBarController | null>(null);

  useEffect(() => {
    const instance = createLoadingBarController({ throttle, duration, onChange: setState });
    controller.current = instance;
    return () => instance.dispose();
  }, [throttle, duration]);

  useEffect(() => {
    const instance = controller.current;
    if (!instance) return;
    if (loading && !error) instance.start();
    else instance.finish({ error });
  }, [loading, error, throttle, duration]);

  return (
    <div
      aria-hidden="true"
      data-progress={Math.round(state.progress)}
      data-state={state.error ? 'error' : state.visible ? 'loading' : 'idle'}
      className={[styles.bar, state.visible ? undefined : styles.hidden, state.error ? styles.error : undefined]
        .filter(Boolean)
        .join(' ')}
      style={assignInlineVars({ [styles.progress]: String(state.progress), [styles.height]: `${height}px` })}
    />
  );
}
