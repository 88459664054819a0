import { join } from 'node:path';

/** Next.js keys runtime page entries `/route-cache/{kind}/{route hash}/$/{path}`. */
const ROUTE_CACHE_PREFIX = '/route-cache/';
const PATH_MARKER = '/$/';

/**
 * The files that would hold a page entry already: the entry Next.js wrote at runtime, and the
 * page the build prerendered for that path (`{serverDistDir}/app/{path}.html`, which Next.js reads
 * as the entry until it writes its own).
 */
export function storedPagePaths(serverDistDir: string, key: string): string[] {
  if (!key.startsWith(ROUTE_CACHE_PREFIX)) return [join(serverDistDir, 'app', `${key}.html`)];
  const marker = key.indexOf(PATH_MARKER);
  const prebuilt = marker === -1 ? [] : [join(serverDistDir, 'app', `${key.slice(marker + PATH_MARKER.length - 1)}.html`)];
  return [join(serverDistDir, `${key}.html`), ...prebuilt];
}
