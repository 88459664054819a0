// Browser code: compiled on its own (scripts/buildHydrationLoader.mjs) and inlined into each cached
// page as `(function …)(scripts)`. It must stay one self-contained function: the build refuses
// output with anything else at the top level. The constants it imports are inlined by the build.
import { AFTER_LOAD_MS, REPLAY_POLL_MS, REPLAY_WITHIN_MS } from './loaderTiming.ts';

/** A script tag's attributes, as the loader sets them. */
export type ScriptAttributes = Record<string, string>;

/**
 * Runs in the page, inline in its head: adds the scripts once the largest paint is on screen with
 * every high-priority (opening) picture loaded, or `AFTER_LOAD_MS` after the page's `load`, or at
 * the first input, whichever comes first; at once where the browser cannot report the largest paint.
 *
 * A tap on a button that only React handles (a carousel arrow, a tab), made before that button
 * has hydrated, starts the scripts but would be lost: React listens only from hydration on. The
 * loader clicks that button again once React has hydrated it (React keeps its props on the element
 * under a `__reactProps$` key), within `REPLAY_WITHIN_MS`. A button the browser acts on by itself
 * (a popover or command invoker, a form's submit or reset) is left alone, and so is a button React
 * handled during the tap itself (hydrated at once for the event); when React's marker cannot be
 * found, nothing is replayed, so no tap ever acts twice. A choice in a select (a listing filter)
 * made before hydration is replayed the same way: React's first renders set the select back to
 * its state, so the loader sets the chosen value again and fires the select's `change`.
 */
export function loadScriptsAfterPaint(scripts: readonly ScriptAttributes[]): void {
  let started = false;
  // One script per task: each append costs the browser a millisecond or two (four times that on a
  // phone), and a page's ten or so in one task made a long task of their own. `postTask` runs the
  // next ahead of other queued work and, unlike nested timers, is not held back by 4 ms each.
  const scheduler = (window as { scheduler?: { postTask?: (task: () => void, options: { priority: string }) => unknown } }).scheduler;
  const next = (task: () => void) => (scheduler && scheduler.postTask ? scheduler.postTask(task, { priority: 'user-blocking' }) : setTimeout(task, 0));
  function start(): void {
    if (started) return;
    started = true;
    let index = 0;
    (function append(): void {
      const attributes = scripts[index];
      if (!attributes) return;
      const script = document.createElement('script');
      for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
      script.async = true;
      document.head.appendChild(script);
      index += 1;
      if (index < scripts.length) next(append);
    })();
  }
  for (const type of ['pointerdown', 'keydown', 'touchstart']) addEventListener(type, start, { once: true, passive: true, capture: true });
  addEventListener('load', () => setTimeout(start, AFTER_LOAD_MS), { once: true });

  const hydrated = (element: Element) => Object.keys(element).some((key) => key.indexOf('__reactProps$') === 0);
  const acted = (button: HTMLButtonElement) =>
    button.disabled || button.hasAttribute('popovertarget') || button.hasAttribute('commandfor') || (button.form !== null && button.type !== 'button');
  function whenHydrated(element: Element, act: () => void): void {
    start();
    const until = Date.now() + REPLAY_WITHIN_MS;
    (function wait() {
      if (!element.isConnected || Date.now() > until) return;
      if (hydrated(element)) return act();
      setTimeout(wait, REPLAY_POLL_MS);
    })();
  }
  addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || acted(button) || hydrated(button)) return;
    whenHydrated(button, () => button.click());
  });
  addEventListener('change', (event) => {
    const select = event.target;
    if (!(select instanceof HTMLSelectElement) || hydrated(select)) return;
    const value = select.value;
    whenHydrated(select, () => {
      select.value = value;
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
  });

  const lcp = 'largest-contentful-paint';
  if (!window.PerformanceObserver || (PerformanceObserver.supportedEntryTypes || []).indexOf(lcp) < 0) return start();
  new PerformanceObserver((_list, observer) => {
    const pictures = document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]');
    for (const picture of pictures) if (!picture.complete) return;
    observer.disconnect();
    start();
  }).observe({ type: lcp, buffered: true });
}
