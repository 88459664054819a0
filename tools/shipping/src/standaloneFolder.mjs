// A market's runnable server folder, as the Dockerfile assembles it: Next's `.next/standalone`
// plus the static files Next leaves out of it (`.next/static`, `public/`).
import { cpSync, existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { workspaceRoot } from './processes.mjs';

export const markets = readdirSync(join(workspaceRoot, 'apps'))
  .filter((name) => name.startsWith('site-'))
  .map((name) => name.slice('site-'.length));

/** Copies the market's standalone output to `target`; answers the server's folder inside it. */
export function assembleStandalone(market, target) {
  const app = join(workspaceRoot, 'apps', `site-${market}`);
  const standalone = join(app, '.next/standalone');
  if (!existsSync(standalone)) throw new Error(`${standalone} is missing: build the app first (nx run site-${market}:build)`);
  cpSync(standalone, target, { recursive: true, verbatimSymlinks: true });
  const serverDir = join(target, 'apps', `site-${market}`);
  cpSync(join(app, '.next/static'), join(serverDir, '.next/static'), { recursive: true });
  if (existsSync(join(app, 'public'))) cpSync(join(app, 'public'), join(serverDir, 'public'), { recursive: true });
  return serverDir;
}

export function folderBytes(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.size;
  return readdirSync(path).reduce((sum, name) => sum + folderBytes(join(path, name)), 0);
}
