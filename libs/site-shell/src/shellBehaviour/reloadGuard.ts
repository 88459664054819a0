const storageKey = 'clavis:chunk-reload';

interface LastReload {
  path: string;
  at: number;
}

/**
 * Whether a failed chunk may reload `path` now: not if the same path was reloaded for the same
 * reason less than `windowMs` ago (the new deployment's chunk is missing too, so reloading again
 * would loop). A yes is recorded at once, so the answer holds across the reload.
 */
export function claimChunkReload(storage: Pick<Storage, 'getItem' | 'setItem'>, path: string, now: number, windowMs: number): boolean {
  let last: Partial<LastReload> | null = null;
  try {
    last = JSON.parse(storage.getItem(storageKey) ?? 'null') as Partial<LastReload> | null;
  } catch {
    last = null;
  }
  if (last?.path === path && typeof last.at === 'number' && now - last.at < windowMs) return false;
  try {
    storage.setItem(storageKey, JSON.stringify({ path, at: now } satisfies LastReload));
  } catch {
    // Storage full or blocked: without a record we cannot tell a loop from a first failure.
    return false;
  }
  return true;
}

/** The error a chunk loader rejects with (Turbopack, webpack), whether it reached a listener or an error boundary. */
export function isChunkLoadError(error: unknown): boolean {
  const { name, message } = (error ?? {}) as { name?: unknown; message?: unknown };
  return /ChunkLoadError|Failed to load chunk|Loading (CSS )?chunk/i.test(`${String(name)} ${String(message)}`);
}

/**
 * A failed `<script>`/stylesheet of the app's own bundles, or a chunk loader's rejection. A
 * resource hint (`<link rel="preload">` from a page payload, `prefetch`, `modulepreload`) is not:
 * the browser may drop one (seen under load: a style preload aborted mid-navigation) while the
 * page's code is all there, and the stylesheet or chunk it announced reports its own failure.
 */
export function isChunkLoadFailure(event: Event): boolean {
  if (event.type === 'unhandledrejection') return isChunkLoadError((event as PromiseRejectionEvent).reason);
  const target = event.target as { tagName?: string; src?: string; href?: string; rel?: string } | null;
  if (target?.tagName === 'SCRIPT') return (target.src ?? '').includes('/_next/');
  if (target?.tagName === 'LINK') return isStylesheet(target.rel) && (target.href ?? '').includes('/_next/');
  return false;
}

const isStylesheet = (rel: string | undefined) => (rel ?? '').toLowerCase().split(/\s+/).includes('stylesheet');

/**
 * After a failed chunk, loads `path` in full (the deployment's current code) unless that already
 * happened moments ago; false when it gives up, and the failure is an app error.
 */
export function reloadForFailedChunk(path: string, windowMs: number, navigate = (target: string) => window.location.assign(target)): boolean {
  if (!claimChunkReload(window.sessionStorage, path, Date.now(), windowMs)) return false;
  navigate(path);
  return true;
}
