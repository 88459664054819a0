/**
 * The latest start after the page's `load`. The largest paint is usually reported a frame or two
 * after `load`; this covers the page whose opening picture is smaller than its headline, for which
 * no new largest paint comes once the picture is shown.
 */
export const AFTER_LOAD_MS = 300;

/** How long a tap or choice made before hydration waits for its element to hydrate, after which it is dropped. */
export const REPLAY_WITHIN_MS = 5000;

/** How often a waiting tap or choice looks whether its element has hydrated. */
export const REPLAY_POLL_MS = 50;
