'use client';

/** Dispatched on `window` when an error screen replaces a page; the loading bar turns red. */
export const appErrorEvent = 'clavis:app-error';

/** Tells the shell an error screen replaced the page. */
export function signalAppError(): void {
  window.dispatchEvent(new Event(appErrorEvent));
}
