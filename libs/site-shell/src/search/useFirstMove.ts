'use client';
import { useEffect, useState } from 'react';

/** The signs of a visitor at the page: a pointer moved or pressed, a touch, a key, a wheel, a focus. */
export const FIRST_MOVE_EVENTS = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'wheel', 'focusin'] as const;

/** A move made before the page ran its script: the pointer rests over the page, or a field has the focus. */
const movedAlready = () => document.querySelector(':hover') !== null || (document.activeElement !== null && document.activeElement !== document.body);

/**
 * True from the visitor's first move on the page (`FIRST_MOVE_EVENTS`), or at once with
 * `atOnce`. A move made before this hook ran (before hydration, which waits for the largest
 * paint) counts: the pointer over the page, or a focused field.
 *
 * Not `navigator.userActivation`: Playwright's and DevTools' evaluations grant it too, so a test
 * would start what a visitor did not.
 */
export function useFirstMove(atOnce = false): boolean {
  const [moved, setMoved] = useState(atOnce);
  useEffect(() => {
    if (moved) return undefined;
    if (movedAlready()) {
      setMoved(true);
      return undefined;
    }
    const onMove = () => setMoved(true);
    for (const type of FIRST_MOVE_EVENTS) addEventListener(type, onMove, { capture: true, passive: true, once: true });
    return () => {
      for (const type of FIRST_MOVE_EVENTS) removeEventListener(type, onMove, { capture: true });
    };
  }, [moved]);
  return moved;
}
