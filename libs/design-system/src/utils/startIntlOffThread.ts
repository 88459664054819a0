/**
 * What the worker runs: each Intl service the extranet's views and the live search format with, once
 * for the page's locale. The first number or date format of a process starts ICU (50-100 ms on a
 * desktop CPU); ICU's locale data and V8's lists of available locales are kept per process, not per
 * thread, so the page's own first formatter then finds them ready.
 */
export const INTL_START_SOURCE = `onmessage = ({ data: locale }) => {
  try {
    Intl.NumberFormat.supportedLocalesOf(locale);
    Intl.DateTimeFormat.supportedLocalesOf(locale);
    new Intl.NumberFormat(locale, { style: 'unit', unit: 'megabyte', unitDisplay: 'short', maximumFractionDigits: 1 }).format(1.5);
    new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(0);
    new Intl.PluralRules(locale).select(1);
    new Intl.DisplayNames([locale], { type: 'language' }).of('en');
  } catch {
    // A browser without one of them: the page makes what it can, as without the worker.
  }
  postMessage(locale);
};`;

/** How long the page waits for the worker before it starts Intl itself. */
const ANSWER_DEADLINE_MS = 3000;

// One start per locale and page: the next page of a client-side navigation finds it done.
const starts = new Map<string, Promise<void>>();
const settled = new Set<string>();

/** Whether `startIntlOffThread(locale)` has settled in this page (its promise would resolve at once). */
export function intlStartSettled(locale: string): boolean {
  return settled.has(locale);
}

/**
 * Starts the browser's Intl for a locale on a worker thread (a blob worker: CSP's `worker-src 'self'
 * blob:`), so its start is not a long task of the page. Resolves when the worker has answered, failed
 * or not answered in time, and at once where no worker can run; never rejects. Once per locale.
 */
export function startIntlOffThread(locale: string): Promise<void> {
  const known = starts.get(locale);
  if (known) return known;
  const started = startWorker(locale).then(() => void settled.add(locale));
  starts.set(locale, started);
  return started;
}

function startWorker(locale: string): Promise<void> {
  if (typeof Worker === 'undefined' || typeof Blob === 'undefined' || typeof URL.createObjectURL !== 'function') return Promise.resolve();
  return new Promise((resolve) => {
    let worker: Worker | undefined;
    let source: string | undefined;
    const finish = () => {
      clearTimeout(deadline);
      worker?.terminate();
      if (source) URL.revokeObjectURL(source);
      resolve();
    };
    const deadline = setTimeout(finish, ANSWER_DEADLINE_MS);
    try {
      source = URL.createObjectURL(new Blob([INTL_START_SOURCE], { type: 'text/javascript' }));
      worker = new Worker(source);
      worker.onmessage = finish;
      worker.onerror = finish;
      worker.postMessage(locale);
    } catch {
      // A browser or policy that refuses the worker: the page starts Intl itself, as without it.
      finish();
    }
  });
}
