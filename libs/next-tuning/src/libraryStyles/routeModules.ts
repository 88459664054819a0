import { readdirSync } from 'node:fs';
import { join } from 'node:path';

const ROUTE_MODULE = /\.(ts|tsx)$/;
const LAYOUT = /(^|\/)layout\.tsx?$/;

/** The modules under an app's route directory, layouts first (their styles come first in a page too). */
export function routeModules(routesDirectory: string): string[] {
  const files = readdirSync(routesDirectory, { recursive: true, encoding: 'utf8' })
    .filter((file) => ROUTE_MODULE.test(file) && !file.endsWith('.d.ts'))
    .map((file) => join(routesDirectory, file));
  return files.sort((a, b) => Number(LAYOUT.test(b)) - Number(LAYOUT.test(a)) || a.localeCompare(b));
}
