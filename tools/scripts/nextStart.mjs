// How every script serves a built market app: `next start` in the app's folder, after making sure
// the build's external-package links are in place.
import { existsSync, lstatSync, mkdirSync, readdirSync, readlinkSync, symlinkSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { workspaceRoot } from './workspace.mjs';

const nextBin = join(workspaceRoot, 'node_modules/next/dist/bin/next');

/** Every symbolic link under a folder (scoped packages one level down), as paths relative to it. */
function linksUnder(folder) {
  const links = [];
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (entry.isSymbolicLink()) links.push(entry.name);
    else if (entry.isDirectory()) for (const inner of linksUnder(join(folder, entry.name))) links.push(join(entry.name, inner));
  }
  return links;
}

/**
 * Turbopack requires each server-external package by a hashed alias (`redis-60c5…`) that resolves
 * through a symlink in `.next/node_modules`. Nx's cache never stores a `node_modules` folder, so a
 * build restored from the cache lacks those links and the server fails on its first request. The
 * standalone copy of the build (inside `.next/standalone`, which the cache keeps) holds the same
 * links at the same depth: copy any that are missing.
 */
export function restoreExternalLinks(appRoot, distDir = '.next') {
  const links = join(appRoot, distDir, 'node_modules');
  const standaloneLinks = join(appRoot, distDir, 'standalone', relative(workspaceRoot, appRoot), distDir, 'node_modules');
  if (!existsSync(standaloneLinks)) return;
  for (const link of linksUnder(standaloneLinks)) {
    const target = join(links, link);
    if (lstatSync(target, { throwIfNoEntry: false })) continue;
    mkdirSync(dirname(target), { recursive: true });
    symlinkSync(readlinkSync(join(standaloneLinks, link)), target);
  }
}

/**
 * The command and arguments that serve the built app in `appRoot` on `port` (a build in another
 * `distDir` is served with `CLAVIS_DIST_DIR` set to it, as it was built).
 * @returns {[string, string[]]}
 */
export function nextStartCommand(appRoot, port, distDir = '.next') {
  restoreExternalLinks(appRoot, distDir);
  // No `-H 127.0.0.1`: with it, Next compares the proxy's rewrites against a 127.0.0.1 origin while
  // the proxy sees `localhost`, and treats every internal rewrite as an external proxy (socket hang
  // up). Unbound, it answers on 127.0.0.1 and localhost alike.
  return [process.execPath, [nextBin, 'start', '-p', String(port)]];
}
