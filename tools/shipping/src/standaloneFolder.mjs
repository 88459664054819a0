// A market's runnable server folder, as the Dockerfile assembles it: Next's `.next/standalone`
// plus the static files Next leaves out of it (`.next/static`, `public/`).
import { copyFileSync, cpSync, existsSync, linkSync, mkdirSync, readdirSync, readlinkSync, statSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { workspaceRoot } from './processes.mjs';

export const markets = readdirSync(join(workspaceRoot, 'apps'))
  .filter((name) => name.startsWith('site-'))
  .map((name) => name.slice('site-'.length));

/**
 * `source`'s tree at `target`, every file hard-linked (a copy where no link can be made: another
 * file system), symbolic links kept as they are.
 */
function linkTree(source, target) {
  mkdirSync(target, { recursive: true });
  for (const entry of readdirSync(source, { withFileTypes: true })) {
    const from = join(source, entry.name);
    const to = join(target, entry.name);
    if (entry.isDirectory()) linkTree(from, to);
    else if (entry.isSymbolicLink()) symlinkSync(readlinkSync(from), to);
    else linkOrCopy(from, to);
  }
}

function linkOrCopy(from, to) {
  try {
    linkSync(from, to);
  } catch (error) {
    if (error.code !== 'EXDEV' && error.code !== 'EPERM') throw error;
    copyFileSync(from, to);
  }
}

/**
 * Assembles the market's standalone output at `target`; answers the server's folder inside it.
 * A copy, or with `link` a tree of hard links: as good for a server that resolves its modules
 * and pages by path, and much cheaper (global's folder is 485 MB), but only for a server that
 * renders no prebuilt page again (no publish reaches it). Next's file-system cache rewrites a
 * page's files in place, which through a link writes into the build and into every other
 * copy; `linkedFilesWrittenSince` tells whether that happened. `distDir` is the build's output
 * folder inside the app (`CLAVIS_DIST_DIR`), which the server's folder keeps as its own.
 */
export function assembleStandalone(market, target, { link = false, distDir = '.next' } = {}) {
  const app = join(workspaceRoot, 'apps', `site-${market}`);
  const standalone = join(app, distDir, 'standalone');
  if (!existsSync(standalone)) throw new Error(`${standalone} is missing: build the app first (nx run site-${market}:build)`);
  const assemble = link ? linkTree : (from, to) => cpSync(from, to, { recursive: true, verbatimSymlinks: true });
  assemble(standalone, target);
  const serverDir = join(target, 'apps', `site-${market}`);
  assemble(join(app, distDir, 'static'), join(serverDir, distDir, 'static'));
  if (existsSync(join(app, 'public'))) assemble(join(app, 'public'), join(serverDir, 'public'));
  return serverDir;
}

/** The files under `folder` hard-linked elsewhere (the build's) and modified after `since` (ms). */
export function linkedFilesWrittenSince(folder, since) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return linkedFilesWrittenSince(path, since);
    if (!entry.isFile()) return [];
    const { nlink, mtimeMs } = statSync(path);
    return nlink > 1 && mtimeMs > since ? [path] : [];
  });
}

export function folderBytes(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.size;
  return readdirSync(path).reduce((sum, name) => sum + folderBytes(join(path, name)), 0);
}
