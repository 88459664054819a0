import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where each market app lives and which port it serves on (DESIGN.md section 2). */
export interface MarketApp {
  market: string;
  project: string;
  root: string;
  port: number;
}

export const workspaceRoot = fileURLToPath(new URL('../..', import.meta.url));

export function marketApp(market: string): MarketApp {
  const root = join(workspaceRoot, 'apps', `site-${market}`);
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    clavis: { market: string; port: number };
  };
  return { market: pkg.clavis.market, project: `site-${market}`, root, port: pkg.clavis.port };
}
