'use client';
import { useEffect } from 'react';

/** Dispatched on `window` when an error screen replaces a page; the loading bar turns red. */
export const appErrorEvent = 'clavis:app-error';

/** Called by the error screen that stands for an app failure. */
export function useSignalAppError() {
  useEffect(() => {
    window.dispatchEvent(new Event(appErrorEvent));
  }, []);
}
